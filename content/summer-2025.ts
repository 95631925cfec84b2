import { z } from "zod";
import { parseContent } from "./schema";

const dollars = z.number().int().positive();
const dayRange = z.string().regex(/^\d{1,2}:\d{2}-\d{1,2}:\d{2} (am|pm)$/);

/**
 * Last summer's fees, schedule and policies, exactly as they applied in 2025. Families use them
 * to plan until the 2026 details are published.
 */
export const summer2025 = parseContent(
  "summer2025",
  z.object({
    registrationFee: dollars,
    dayCamps: z.array(z.object({ label: z.string(), perDay: dollars })).length(2),
    dayCampMinimumDays: z.number().int().positive(),
    spanishCamp: z.object({
      perWeek: dollars,
      shortWeek: z.object({ dates: z.string(), price: dollars }),
      minimumDays: z.number().int().positive(),
    }),
    extendedDay: z
      .array(
        z.object({
          location: z.string(),
          perDay: dollars,
          hours: dayRange,
          minimumDaysPerWeek: z.number().int().positive(),
        }),
      )
      .length(2),
    campHours: z.string(),
    closures: z.array(z.string()).min(1),
    earlyClose: z.object({ date: z.string(), time: z.string() }),
    sessions: z
      .array(z.object({ districts: z.string(), dates: z.string(), weeks: z.number().int() }))
      .length(2),
    sessionNote: z.string(),
    policies: z.array(z.string()).min(1),
    previews: z
      .array(z.object({ href: z.string().startsWith("/summer-preview-"), label: z.string() }))
      .length(3),
  }),
  {
    registrationFee: 100,
    dayCamps: [
      { label: "Kinder (TK/K) camps", perDay: 62 },
      { label: "Grades 1-7 camps", perDay: 57 },
    ],
    dayCampMinimumDays: 2,
    spanishCamp: {
      perWeek: 200,
      shortWeek: { dates: "June 16-20", price: 160 },
      minimumDays: 5,
    },
    extendedDay: [
      { location: "Eureka/Excelsior", perDay: 30, hours: "2:00-6:00 pm", minimumDaysPerWeek: 2 },
      { location: "Rocklin/Gateway", perDay: 35, hours: "12:00-6:00 pm", minimumDaysPerWeek: 2 },
    ],
    campHours: "6:30 or 7:00 AM to 6:00 PM",
    closures: ["June 19", "July 4"],
    earlyClose: { date: "July 25", time: "2:30 PM" },
    sessions: [
      { districts: "Eureka and Western Placer", dates: "6/9-8/8", weeks: 9 },
      { districts: "Rocklin", dates: "6/9-8/1", weeks: 8 },
    ],
    sessionNote: "No Rocklin camps the week of August 4-8.",
    policies: [
      "Cancel by 11:59 pm on the Sunday two weeks before the start. Later cancellations cost $35.",
      "If there is no cancellation by the Wednesday before the start, the full tuition is owed.",
      "There are no make-up days.",
      "Added days must be booked by the Wednesday of the prior week.",
      "Camp fees are non-refundable.",
      "Registration fees are due at registration. Camp fees are billed on the Monday of the start.",
      "The ELO-P extended-day camp requires ELO-P qualification.",
      "Guardians must show ID at pick-up and sign children in and out.",
    ],
    previews: [
      { href: "/summer-preview-eu", label: "Eureka USD/Loomis USD Summer Camps" },
      { href: "/summer-preview-wp", label: "Western Placer USD Summer Camps" },
      { href: "/summer-preview-rafos", label: "Rocklin Academy Family of Schools Summer Camps" },
    ],
  },
);
