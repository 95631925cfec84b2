import { z } from "zod";
import { fillText } from "./localize";
import { sentence } from "./page-text";
import { readContent } from "./read";
import type { DatedFact } from "./dated";
import { summerDirector } from "./summer-camp";
import { checked, date, matching, template, text, time } from "./schema";

const dollars = z.number().int().positive("a price is a whole number of dollars");
const days = z.number().int().min(1).max(7);
const day = date.meta({ label: "Day", date_format: "MMMM D, YYYY", picker_utc: false });
const from = day.meta({ label: "First day" });
const to = day.meta({ label: "Last day" });

/** A first and a last day, and whatever else a run of days needs; the last not before the first. */
function dateRange<T extends { from: typeof from; to: typeof to } & Record<string, z.ZodType>>(
  shape: T,
) {
  return checked(z.strictObject(shape), [
    {
      kind: "after",
      field: "to",
      earlier: "from",
      orSame: true,
      message: "the last day comes before the first",
    },
  ]);
}

const line = (shows: Record<string, string>, label: string) => sentence(shows, { label });
const heading = (label = "Heading") => text().meta({ label });
const yearHint = "Write {year} for the year of this summer, which the sessions' first day gives.";
const withYear = (label: string) => template("year").meta({ label, hint: yearHint });

const file = readContent(
  "content/summer-2025.yaml",
  z.strictObject({
    disclosure: z
      .strictObject({
        title: withYear("Heading that opens the details"),
        summary: withYear("Line under it").meta({
          hint: `${yearHint} Name the summer by its year, never as last summer: these details stay on the page after the next summer has passed.`,
          widget: "text",
        }),
      })
      .meta({
        label: "Heading of the details",
        hint: "The Summer Camp page shows these details closed, under this heading.",
      }),
    feeLines: z
      .strictObject({
        heading: withYear("Heading"),
        registrationFee: line({ fee: "the registration fee" }, "Registration fee"),
        dayCamp: line(
          { camps: "the camps' label", price: "their price per day" },
          "Each day camp's price",
        ),
        minimum: line(
          { days: "the fewest days, in words (two)" },
          "Fewest days a family can book, more than one",
        ),
        minimumOneDay: text().meta({ label: "Fewest days a family can book, when it is one" }),
        spanishCamp: line(
          {
            perWeek: "the price per week",
            price: "the price of the short week",
            week: "the short week's days",
          },
          "Spanish camp",
        ),
        extendedDay: line(
          {
            location: "the sites",
            price: "the price per day",
            hours: "the camp's hours",
            days: "the fewest days per week, in words (two)",
          },
          "Each extended-day camp",
        ),
        elop: line(
          { subsidyPrograms: "the link to the Subsidy Programs page, with its name" },
          "Sentence under the fees",
        ),
      })
      .meta({ label: "Fees: the sentences", hint: "The fees themselves are below." }),
    scheduleLines: z
      .strictObject({
        heading: withYear("Heading"),
        campHours: line({ opens: "the opening times", closes: "the closing time" }, "Camp hours"),
        session: line(
          {
            districts: "the districts",
            dates: "the session's first and last day",
            weeks: "its number of weeks",
          },
          "Each session",
        ),
        closures: line(
          {
            days: "the days closed (in Spanish with their article: el 19 de junio y el 4 de julio)",
          },
          "Days closed",
        ),
        earlyClose: line({ time: "the closing time", date: "the day" }, "Early close"),
      })
      .meta({ label: "Schedule: the sentences", hint: "The days and times themselves are below." }),
    policiesHeading: heading("Heading over the policies"),
    locations: z
      .strictObject({
        heading: heading(),
        intro: line({ count: "the number of sites" }, "Sentence before the sites"),
      })
      .meta({ label: "Camp locations", hint: "The sites that offer Summer Camp follow." }),
    previewLinks: z
      .strictObject({
        heading: withYear("Heading"),
        intro: text().meta({ label: "Sentence before the links" }),
      })
      .meta({ label: "Camp previews: heading and introduction" }),
    registrationFee: dollars.meta({ label: "Registration fee in dollars" }),
    dayCamps: z
      .array(
        z.strictObject({
          label: text().meta({ label: "Camps" }),
          perDay: dollars.meta({ label: "Price per day in dollars" }),
        }),
      )
      .min(1)
      .meta({ label: "Day camps", summary: "{{fields.label.en}}" }),
    dayCampMinimumDays: days.meta({ label: "Fewest days of day camp a family can book" }),
    spanishCamp: z
      .strictObject({
        perWeek: dollars.meta({ label: "Price per week in dollars" }),
        shortWeek: dateRange({
          from,
          to,
          price: dollars.meta({ label: "Price of that week in dollars" }),
        }).meta({ label: "Short week" }),
        minimumDays: days.meta({ label: "Fewest days a family can book" }),
      })
      .meta({ label: "Spanish camp" }),
    extendedDay: z
      .array(
        z.strictObject({
          location: z
            .string()
            .trim()
            .min(1)
            .meta({ label: "Sites", hint: "Like Eureka/Excelsior" }),
          perDay: dollars.meta({ label: "Price per day in dollars" }),
          opens: time.meta({ label: "Starts at" }),
          closes: time.meta({ label: "Ends at" }),
          minimumDaysPerWeek: days.meta({ label: "Fewest days per week" }),
        }),
      )
      .min(1)
      .meta({ label: "ELO-P extended-day camps", summary: "{{fields.location}}" }),
    campHours: z
      .strictObject({
        opens: z
          .array(time.meta({ name: "time", label: "Opens at" }))
          .min(1, "give at least one opening time")
          .meta({
            label: "Opening times",
            hint: "One per opening time, earliest first; the sites open at one of them.",
          }),
        closes: time.meta({ label: "Closing time" }),
      })
      .meta({ label: "Camp hours" }),
    sessions: z
      .array(dateRange({ districts: text().meta({ label: "Districts" }), from, to }))
      .min(1, "list at least one session")
      .meta({
        label: "Sessions",
        hint: "The number of weeks is counted from the first and last day.",
        summary: "{{fields.districts.en}}",
      }),
    weekWithoutCamps: dateRange({
      note: template("week").meta({
        label: "Note",
        hint: "{week} shows the dates below, like August 4-8.",
      }),
      from,
      to,
    }).meta({ label: "A week without camps" }),
    closures: z
      .array(day.meta({ name: "day" }))
      .min(1)
      .meta({ label: "Days closed" }),
    earlyClose: z
      .strictObject({ date: day, time: time.meta({ label: "Closing time that day" }) })
      .meta({ label: "Early close" }),
    policies: z
      .array(text().meta({ name: "policy", label: "Policy", widget: "text" }))
      .min(1)
      .meta({ label: "Policies" }),
    previews: z
      .array(
        z.strictObject({
          page: matching(
            /^\/summer-preview-[a-z]+$/,
            "a camp preview page, like /summer-preview-eu",
          ).meta({ label: "Preview page", hint: "Like /summer-preview-eu" }),
          label: text().meta({ label: "Link text" }),
        }),
      )
      .min(1)
      .meta({ label: "Links to the camp previews", summary: "{{fields.label.en}}" }),
  }),
);

/**
 * The fees, schedule and policies of the last summer the organization published, exactly as they
 * applied, named by its year. Families use them to plan until the next summer's details are
 * published; dates are days, which pages write out in the page's language.
 */
const year = Number(file.sessions[0]!.from.slice(0, 4));
/** That summer's last camp day: its sessions' last. */
const lastDay = file.sessions
  .map((session) => session.to)
  .sort()
  .at(-1)!;

export const summer2025 = {
  ...file,
  /** The summer these details are for, from its first session. */
  year,
  disclosure: {
    title: fillText(file.disclosure.title, { year }),
    summary: fillText(file.disclosure.summary, { year }),
  },
  feeLines: { ...file.feeLines, heading: fillText(file.feeLines.heading, { year }) },
  scheduleLines: { ...file.scheduleLines, heading: fillText(file.scheduleLines.heading, { year }) },
  previewLinks: { ...file.previewLinks, heading: fillText(file.previewLinks.heading, { year }) },
};

/**
 * The summer's details stay on the Summer Camp page after it, named by its year, so they never
 * read as current; the report lists them once the summer is over, as details to replace.
 */
export const summerDetailsFact: DatedFact = {
  name: {
    en: `The details of Summer Camp ${year} (fees, schedule, policies and camps)`,
    es: `Los detalles del Campamento de verano ${year} (cuotas, horario, normas y campamentos)`,
  },
  file: "content/summer-2025.yaml",
  fields: ["sessions"],
  lastDay,
  afterwards: {
    en: `the Summer Camp page keeps them, named as Summer Camp ${year}'s, until the next summer's details are written in their place`,
    es: `la página del Campamento de verano los conserva, con el nombre del Campamento de verano ${year}, hasta que se escriban en su lugar los del próximo verano`,
  },
  ask: summerDirector,
  warnDays: 0,
};
