import { z } from "zod";
import { host, url as address } from "./fields";
import { readContent } from "./read";

export const linksSchema = z.strictObject({
  signIn: address.meta({ label: "Account sign-in page" }),
  createAccount: address.meta({ label: "Create an account page" }),
  enroll: address.meta({ label: "Enrollment page" }),
  accountDashboard: address.meta({ label: "Account dashboard" }),
  registration: address.meta({ label: "Registration site" }),
  contentHost: address.meta({ label: "Where price sheets and other files are kept" }),
  helpDeskHost: host.meta({ label: "Help desk (the contact forms)" }),
  jobBoard: address.meta({ label: "Job board" }),
  donateOneDollar: address.meta({ label: "Donate $1 page" }),
  donateFiveDollars: address.meta({ label: "Donate $5 page" }),
  careFacilitySearch: address.meta({ label: "State license lookup (Care Facility Search)" }),
  novaCatalog: address.meta({ label: "Nova catalog (PDF)" }),
  facebook: address.meta({ label: "Facebook page" }),
  instagram: address.meta({ label: "Instagram page" }),
});

export type LinkName = keyof z.output<typeof linksSchema>;
export const linkNames = Object.keys(linksSchema.shape) as LinkName[];

/** A link to another website, by its name here: what other files write instead of an address. */
export const linkName = z
  .enum(linkNames)
  .meta({ hint: 'One of the addresses under "Links to other websites".' });

/**
 * Every host outside this site that pages link to or embed, by name, so that other files (and
 * Markdown, as `link:signIn`) point at a name and a changed address changes every page. The
 * organisation's own hosts are placeholders (example.org) until it supplies the real ones.
 */
export const externalLinks = readContent("content/links.yaml", linksSchema);

export const socialLinks = [
  { name: "Facebook", href: externalLinks.facebook },
  { name: "Instagram", href: externalLinks.instagram },
] as const;

export function linkAddress(name: string): string | undefined {
  return (externalLinks as Record<string, string>)[name];
}
