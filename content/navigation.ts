import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent, programIds } from "./schema";

const linkSchema = z.object({
  label: z.string(),
  href: z.string(),
  subtitle: z.string().optional(),
  program: z.enum(programIds).optional(),
  external: z.boolean().optional(),
});

const groupSchema = z.object({ label: z.string(), items: z.array(linkSchema).min(1) });
const entrySchema = z.union([linkSchema, groupSchema]);

export type NavLink = z.output<typeof linkSchema>;
export type NavGroup = z.output<typeof groupSchema>;
export type NavEntry = z.output<typeof entrySchema>;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** The top menu, in order. Groups become dropdowns on wide screens and sections in the drawer. */
export const mainNavigation = parseContent("mainNavigation", z.array(entrySchema), [
  { label: "Home", href: "/" },
  {
    label: "Programs",
    items: [
      {
        label: "Galaxy",
        href: "/programs/galaxy",
        subtitle: "Before & after school care",
        program: "galaxy",
      },
      {
        label: "Galaxy Pricing",
        href: "/programs/pricing",
        subtitle: "2026 pricing sheets",
        program: "galaxy",
      },
      {
        label: "Subsidy Programs",
        href: "/programs/subsidy",
        subtitle: "Help paying for care",
        program: "subsidy",
      },
      {
        label: "Nova",
        href: "/programs/nova",
        subtitle: "After school enrichment",
        program: "nova",
      },
      { label: "Non-School Day Camps", href: "/programs/nsd-camps", program: "nsd" },
      {
        label: "Summer Camp",
        href: "/programs/summer-camp",
        subtitle: "TK through 7th grade",
        program: "summer",
      },
    ],
  },
  { label: "Locations", href: "/locations" },
  {
    label: "Our Non-Profit",
    items: [
      { label: "About", href: "/about/about-star", subtitle: "Our history and board" },
      { label: "Employment", href: "/about/employment", subtitle: "Join our team" },
      { label: "Calendar", href: "/calendar", subtitle: "Events and closures" },
      {
        label: "Family Resources",
        href: "/about/parent-resources",
        subtitle: "Accounts, billing and help",
      },
      { label: "Subsidy Programs", href: "/programs/subsidy" },
      { label: "How You Can Help", href: "/about/donations", subtitle: "Donate to STAR" },
    ],
  },
  { label: "Contact", href: "/contact" },
  {
    label: "My Account",
    items: [
      { label: "Sign In", href: externalLinks.signIn, external: true },
      { label: "Create Account", href: externalLinks.createAccount, external: true },
      { label: "Enroll", href: externalLinks.enroll, external: true },
    ],
  },
]);

export const footerColumns = parseContent("footerColumns", z.array(z.array(linkSchema)).length(2), [
  [
    { label: "Home", href: "/" },
    { label: "Galaxy", href: "/programs/galaxy" },
    { label: "Nova", href: "/programs/nova" },
    { label: "Summer Camp", href: "/programs/summer-camp" },
  ],
  [
    { label: "Locations", href: "/locations" },
    { label: "About", href: "/about/about-star" },
    { label: "Family Resources", href: "/about/parent-resources" },
    { label: "Contact", href: "/contact" },
  ],
]);

/** Links in the footer's bottom bar, beside the copyright line (not part of the two columns). */
export const footerBottomLinks = parseContent("footerBottomLinks", z.array(linkSchema), [
  { label: "Accessibility", href: "/accessibility" },
]);
