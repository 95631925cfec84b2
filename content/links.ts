import { z } from "zod";
import { parseContent } from "./schema";

/**
 * Every host outside this site that pages link to or embed. The organisation's own hosts are
 * fictional (example.org) until it supplies the real ones; changing one here changes every page.
 */
export const externalLinks = parseContent(
  "links",
  z.object({
    signIn: z.url(),
    createAccount: z.url(),
    enroll: z.url(),
    accountDashboard: z.url(),
    registration: z.url(),
    contentHost: z.url(),
    helpDeskHost: z.url(),
    jobBoard: z.url(),
    donateOneDollar: z.url(),
    donateFiveDollars: z.url(),
    careFacilitySearch: z.url(),
    novaCatalog: z.url(),
  }),
  {
    signIn: "https://signin.star.example.org/",
    createAccount: "https://account.star.example.org/create",
    enroll: "https://enroll.star.example.org/",
    accountDashboard: "https://account.star.example.org/dashboard",
    registration: "https://register.star.example.org/",
    contentHost: "https://content.star.example.org",
    helpDeskHost: "https://help.star.example.org",
    jobBoard: "https://jobs.star.example.org/",
    donateOneDollar: "https://pay.star.example.org/donate/1",
    donateFiveDollars: "https://pay.star.example.org/donate/5",
    careFacilitySearch: "https://www.ccld.dss.ca.gov/carefacilitysearch/",
    novaCatalog: "https://content.star.example.org/nova/nova-catalog-25-26.pdf",
  },
);

export const socialLinks = parseContent(
  "socialLinks",
  z.array(z.object({ name: z.enum(["Facebook", "Instagram"]), href: z.url() })).length(2),
  [
    { name: "Facebook", href: "https://facebook.star.example.org/" },
    { name: "Instagram", href: "https://instagram.star.example.org/" },
  ],
);

/** California's Care Facility Search, where a licence number leads to inspection records. */
export function licenceLookupUrl(): string {
  return externalLinks.careFacilitySearch;
}
