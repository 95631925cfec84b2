import { z } from "zod";
import { districts } from "./districts";
import { parseContent } from "./schema";

const subsidyContactSchema = z.object({
  name: z.string().min(1),
  href: z.url(),
  /** Null when no public number is on record; the page then points to the website. */
  phone: z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, "phone must look like (916) 555-0100")
    .nullable(),
  description: z.string().min(1),
});

export type SubsidyContact = z.output<typeof subsidyContactSchema>;

/**
 * ELO-P (Expanded Learning Opportunities Program) is run by each school district, so families
 * ask their own district. Websites and phones come from content/districts.ts.
 */
export const eloPContacts = parseContent(
  "eloPContacts",
  z.array(subsidyContactSchema).length(3),
  districts.map((district) => ({
    name: district.name,
    href: district.href,
    phone: district.phone,
    description: `Ask ${district.shortName} whether your child qualifies for ELO-P and how to apply.`,
  })),
);

/**
 * County and national agencies that help families find and pay for child care. Websites are the
 * agencies' public sites. Phones must be confirmed with each agency before launch: Child Action's
 * number is the one its own site and newsletters give; Child Care Aware's is its long-standing
 * national line; PCOE's is a reserved 555-01xx stand-in because no number could be checked.
 */
export const subsidyAgencies = parseContent(
  "subsidyAgencies",
  z.array(subsidyContactSchema).length(3),
  [
    {
      name: "Placer County Office of Education (PCOE)",
      href: "https://www.placercoe.org",
      phone: "(916) 555-0190",
      description:
        "PCOE's Resource and Referral program gives any Placer County family free child care referrals, whatever your income, and information about child care services in the county.",
    },
    {
      name: "Child Action",
      href: "https://www.childaction.org",
      phone: "(916) 369-0191",
      description:
        "A non-profit serving Sacramento County that helps families find child care and get help paying for it, including families whose CalWORKs cash aid has ended.",
    },
    {
      name: "Child Care Aware",
      href: "https://www.childcareaware.org",
      phone: "(800) 424-2246",
      description:
        "Child Care Aware of America works with child care resource and referral agencies across the country: guides to choosing care, and a search that finds the agency nearest you.",
    },
  ],
);
