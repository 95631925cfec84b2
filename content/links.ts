import { z } from "zod";
import { url as address } from "./fields";
import { readContent } from "./read";

const linksSchema = z.strictObject({
  signIn: address,
  createAccount: address,
  enroll: address,
  accountDashboard: address,
  registration: address,
  contentHost: address,
  helpDeskHost: address,
  jobBoard: address,
  donateOneDollar: address,
  donateFiveDollars: address,
  careFacilitySearch: address,
  novaCatalog: address,
  facebook: address,
  instagram: address,
});

export type LinkName = keyof z.output<typeof linksSchema>;
export const linkNames = Object.keys(linksSchema.shape) as LinkName[];

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
