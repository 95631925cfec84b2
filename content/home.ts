import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent, programIds } from "./schema";

export const registrationPromos = parseContent(
  "registrationPromos",
  z.array(
    z.object({
      program: z.enum(programIds),
      title: z.string(),
      text: z.string(),
      cta: z.string(),
      href: z.url(),
    }),
  ),
  [
    {
      program: "galaxy",
      title: "Galaxy 2025-2026 registration is open",
      text: "For families of Eureka Union, Western Placer Unified and Rocklin Academy Family of Schools: reserve before- and after-school care at your child's campus.",
      cta: "Register for Galaxy",
      href: externalLinks.registration,
    },
    {
      program: "nova",
      title: "Nova 2025-2026 registration is open",
      text: "Robotics, theatre, cooking, art and more, right on campus after the bell. Browse this year's classes and save a seat.",
      cta: "Register for Nova",
      href: externalLinks.registration,
    },
  ],
);

/** The four programs a family can sign up for, in the order the home page shows them. */
export const featuredPrograms = ["galaxy", "nova", "nsd", "summer"] as const;

/** Family Resources topics the home page links to, for families with an account question. */
export const familyHelpTopics = ["accountCreation", "register", "autopay", "billing"] as const;
