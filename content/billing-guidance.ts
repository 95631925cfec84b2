import { z } from "zod";
import { readContent } from "./read";
import { markdown, program, programLabels } from "./schema";

/** Who to ask about a bill, and how each program bills, as the Contact page shows it. */
export const { programs: billingGuidance } = readContent(
  "content/billing-guidance.yaml",
  z.strictObject({
    programs: z
      .array(
        z.strictObject({
          program: program.meta({ label: "Program", optionLabels: programLabels }),
          text: markdown().meta({ label: "How it bills, and whom to ask" }),
        }),
      )
      .min(1, "give billing guidance for at least one program")
      .refine(
        (entries) => new Set(entries.map((entry) => entry.program)).size === entries.length,
        "each program has one entry",
      )
      .meta({ label: "Programs", summary: "{{fields.program}}" }),
  }),
);
