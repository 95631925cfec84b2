import { z } from "zod";
import { parseContent } from "./schema";

/**
 * Who each program is for and when it runs, for the Programs overview. Where it runs is not
 * written here: the page derives it from the programs each site offers (content/sites.ts).
 */
export const programOverview = parseContent(
  "programOverview",
  z
    .array(
      z.object({
        program: z.enum(["galaxy", "nova", "nsd", "summer"]),
        what: z.string(),
        who: z.string(),
        when: z.string(),
      }),
    )
    .length(4),
  [
    {
      program: "galaxy",
      what: "Before- and after-school care on your child's own campus: a safe, busy, friendly place to start and end the school day.",
      who: "Children at the schools we serve in Eureka Union, Western Placer Unified and Rocklin Academy Family of Schools.",
      when: "School days, August through June, from the morning opening until 6:00 PM.",
    },
    {
      program: "nova",
      what: "Enrichment classes after the bell, from science, technology and engineering to the visual and performing arts, taught on campus.",
      who: "Students at the campuses where Nova runs, with some classes just for older students.",
      when: "After school, in sessions of 4 to 10 weeks, ideally 6.",
    },
    {
      program: "nsd",
      what: "Full-day camps for the days school is closed but work isn't.",
      who: "School-age children who need care on a day without school.",
      when: "School holidays, breaks and teacher work days; the dates are on our calendar.",
    },
    {
      program: "summer",
      what: "Over 30 camps to choose from across the summer break, each with its own theme.",
      who: "Children entering TK through 7th grade.",
      when: "Summer break. Details for 2026 will be posted on the Summer Camp page.",
    },
  ],
);
