import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent } from "./schema";
import { list, paragraph, textBlocksSchema } from "./text-blocks";

/** How to apply and what the work is like. The careers inbox is fictional until supplied. */
export const employment = parseContent(
  "employment",
  z.object({
    careersEmail: z.email(),
    jobBoard: z.url(),
    roles: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
    workingHere: textBlocksSchema,
  }),
  {
    careersEmail: "careers@star.example.org",
    jobBoard: externalLinks.jobBoard,
    roles: [
      {
        title: "Galaxy staff",
        text: "Lead games, homework time, crafts and outdoor play with children before and after school, on one campus, from August through June.",
      },
      {
        title: "Nova instructors",
        text: "Teach a hands-on class you know well, from robotics to dance, in after-school sessions of 4 to 10 weeks.",
      },
      {
        title: "Camp counselors",
        text: "Run the activities of Non-School Day camps and Summer Camp, full days of games, projects and outdoor play.",
      },
      {
        title: "Site directors",
        text: "Run a site: guide its staff, know every family by name, keep children safe and be the person parents call first.",
      },
    ],
    workingHere: [
      paragraph(
        "Working at STAR means spending your day with children who are glad to see you. Our staff teach, coach, referee, comfort and cheer, and they go home knowing the day mattered to someone.",
      ),
      list(
        "Shifts built around the school day: mornings before the bell, afternoons until 6:00 PM, and full days during camps.",
        "You work on one school campus with the same children and colleagues, so you get to know them well.",
        "Training before you start and through the year, including child development, behavior support and safety.",
        "Room to grow: Galaxy staff and camp counselors can take on more, up to leading a site of their own.",
      ),
      paragraph(
        "Because our sites are licensed child care, everyone we hire completes a background check with fingerprinting and the health screening the state requires before working with children. We walk you through each step.",
      ),
    ],
  },
);
