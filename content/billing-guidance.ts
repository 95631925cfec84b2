import { z } from "zod";
import { familyResourceHref } from "./family-resources";
import { externalLinks } from "./links";
import { parseContent, programIds } from "./schema";
import { link, paragraph, textBlocksSchema } from "./text-blocks";

/** Who to ask about a bill, and how each program bills, as the Contact page shows it. */
export const billingGuidance = parseContent(
  "billingGuidance",
  z.array(z.object({ program: z.enum(programIds), text: textBlocksSchema })).length(4),
  [
    {
      program: "galaxy",
      text: [
        paragraph(
          "Galaxy is billed monthly. With 2 children, 10% comes off the lesser monthly total; with 3 or more children, 10% comes off the monthly total. Ask the main office about a bill. Schedule changes go in writing to your site director, and cancelling takes two weeks' written notice.",
        ),
      ],
    },
    {
      program: "nova",
      text: [
        paragraph(
          "Each Nova class is billed by its session of 4 to 10 weeks. Ask the main office about a bill; cancelling a class takes two weeks' written notice.",
        ),
      ],
    },
    {
      program: "nsd",
      text: [
        paragraph(
          "Non-School Day camps are booked and paid in your ",
          link("account dashboard", externalLinks.accountDashboard),
          ". Ask the main office about a bill.",
        ),
      ],
    },
    {
      program: "summer",
      text: [
        paragraph(
          "Summer Camp registration fees are due at registration, and camp fees are billed on the Monday of the start. Ask the main office about a bill.",
        ),
      ],
    },
  ],
);

export const billingHelpHref = familyResourceHref("billing");
