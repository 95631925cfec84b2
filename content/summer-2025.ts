import { z } from "zod";
import { readContent } from "./read";
import { date, template, text, time } from "./schema";

const dollars = z.number().int().positive("a price is a whole number of dollars");
const days = z.number().int().min(1).max(7);

const inOrder = (range: { from: string; to: string }) => range.from <= range.to;

/** A first and a last day, and whatever else a run of days needs; the last not before the first. */
function dateRange<T extends Record<string, z.ZodType>>(shape: T) {
  return z
    .strictObject({ from: date, to: date, ...shape })
    .refine((range) => inOrder(range as { from: string; to: string }), {
      path: ["to"],
      message: "the last day comes before the first",
    });
}

const file = readContent(
  "content/summer-2025.yaml",
  z.strictObject({
    registrationFee: dollars,
    dayCamps: z.array(z.strictObject({ label: text(), perDay: dollars })).min(1),
    dayCampMinimumDays: days,
    spanishCamp: z.strictObject({
      perWeek: dollars,
      shortWeek: dateRange({ price: dollars }),
      minimumDays: days,
    }),
    extendedDay: z
      .array(
        z.strictObject({
          location: z.string().trim().min(1),
          perDay: dollars,
          opens: time,
          closes: time,
          minimumDaysPerWeek: days,
        }),
      )
      .min(1),
    campHours: z.strictObject({
      opens: z.array(time).min(1, "give at least one opening time"),
      closes: time,
    }),
    sessions: z.array(dateRange({ districts: text() })).min(1, "list at least one session"),
    weekWithoutCamps: dateRange({ note: template("week") }),
    closures: z.array(date).min(1),
    earlyClose: z.strictObject({ date, time }),
    policies: z.array(text()).min(1),
    previews: z
      .array(
        z.strictObject({
          page: z
            .string()
            .regex(/^\/summer-preview-[a-z]+$/, "a camp preview page, like /summer-preview-eu"),
          label: text(),
        }),
      )
      .min(1),
  }),
);

/**
 * Last summer's fees, schedule and policies, exactly as they applied. Families use them to plan
 * until the next summer's details are published; dates are days, which pages write out in the
 * page's language.
 */
export const summer2025 = {
  ...file,
  /** The summer these details are for, from its first session. */
  year: Number(file.sessions[0]!.from.slice(0, 4)),
};
