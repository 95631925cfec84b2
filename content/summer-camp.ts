import { z } from "zod";
import { parseContent } from "./schema";

/** What families can know about the coming summer; the page says so in these words. */
export const summerCamp = parseContent(
  "summerCamp",
  z.object({
    title: z.string(),
    grades: z.string(),
    update: z.string(),
    campCount: z.string(),
  }),
  {
    title: "Summer Camp 2026",
    grades: "TK through 7th grade",
    update: "Stay tuned for more information",
    campCount: "over 30 camps",
  },
);
