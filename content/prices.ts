import { z } from "zod";
import type { Day } from "../i18n/days";
import type { Locale } from "../i18n/locale";
import { districtIds, districts } from "./districts";
import { matching } from "./fields";
import { sentence } from "./page-text";
import {
  estimatorGroups,
  galaxyCost,
  priceTables,
  programCost,
  siteGalaxyCost,
  summerPriceWindow,
  type PriceFacts,
} from "./price-words";
import { sitesOffering } from "./program-sites";
import { programById } from "./programs";
import { readContent } from "./read";
import { text } from "./schema";
import { seasons } from "./seasons";
import { standInSwitch } from "./stand-ins";

// content/prices.yaml: what each program costs, and the words of the tables and lines that show
// it. The pages write these numbers through content/price-words.ts, which reads no file, so that
// the editor's preview writes an unsaved table the same way.

const dollars = z
  .number()
  .min(1, "a price is at least $1")
  .refine(
    (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    "a price is in dollars and cents, like 485 or 485.50",
  );

const price = (label: string, hint?: string) =>
  dollars.meta({ label, ...(hint !== undefined && { hint }) });

const monthlyRow = z.strictObject({
  days: z
    .number()
    .int()
    .min(2, "a schedule is 2 to 5 days a week")
    .max(5, "a schedule is 2 to 5 days a week")
    .meta({ label: "Days a week" }),
  before: price("Before school, a month"),
  after: price("After school, a month"),
  both: price("Before and after school, a month"),
});

const galaxyTable = z.strictObject({
  district: z.enum(districtIds).meta({
    label: "School district",
    hint: "Its sites pay these prices; the district's name is under Organization → School districts.",
    optionLabels: {
      eusd: "Eureka Union School District",
      wpusd: "Western Placer Unified School District",
      rafos: "Rocklin Academy Family of Schools",
    },
  }),
  monthly: z
    .array(monthlyRow)
    .min(1, "give the monthly fee of at least one schedule")
    .refine(
      (rows) => new Set(rows.map((row) => row.days)).size === rows.length,
      "each number of days a week is listed once",
    )
    .meta({
      label: "Monthly fee by schedule",
      hint: "One line for each number of days a week, most days first, as the table shows them.",
      summary: "{{fields.days}} days: {{fields.before}} / {{fields.after}} / {{fields.both}}",
    }),
  registrationFee: price("Registration fee", "Per child, once each school year."),
  latePickUp: price("Late pick-up fee", "For each minute after the site's closing time."),
  standIn: standInSwitch,
});

/** A text with {placeholders}, and what each shows, for the editor. */
const words = (shows: Record<string, string>, label: string, hint?: string) =>
  sentence(shows, { label, ...(hint !== undefined && { hint }) });

const pricesSchema = z.strictObject({
  schoolYear: matching(/^20\d\d-20\d\d$/, "write the school year like 2025-2026").meta({
    label: "School year of these prices",
    hint: "Like 2026-2027. Every table and every line of prices names it.",
  }),
  galaxy: z
    .array(galaxyTable)
    .length(
      districtIds.length,
      `give Galaxy's prices for each of the ${districtIds.length} districts`,
    )
    .refine(
      (tables) => districtIds.every((id) => tables.some((table) => table.district === id)),
      "give Galaxy's prices once for each district (eusd, wpusd, rafos)",
    )
    .meta({
      label: "Galaxy prices by school district",
      hint: "Every site of a district pays its district's prices.",
      allow_add: false,
      allow_remove: false,
      summary: "{{fields.district}}",
    }),
  nova: z
    .strictObject({
      perWeek: price("Price of a class, a week", "A class is billed for its whole session."),
      standIn: standInSwitch,
    })
    .meta({ label: "Nova" }),
  nsd: z
    .strictObject({ perDay: price("Price of a day of camp"), standIn: standInSwitch })
    .meta({ label: "Non-School Day Camps" }),
  summer: z
    .strictObject({
      year: z.number().int().min(2020).max(2100).meta({ label: "Year of the summer" }),
      perWeek: price("Price of a week of camp"),
      standIn: standInSwitch,
    })
    .meta({
      label: "Summer Camp",
      hint: "The weekly fee of one summer, which the pages name by its year: shown while that summer, under Seasons and registration, is coming or under way, and not between summers.",
    }),
  words: z
    .strictObject({
      galaxyCaption: words(
        { district: "the district's name", year: "the school year" },
        "Title of each Galaxy table",
      ),
      sites: words({ sites: "the names of the district's sites" }, "Line naming the sites"),
      daysHeading: text().meta({ label: "Heading of the column of days" }),
      days: words({ days: "the number of days" }, "Each line's heading, like 5 days"),
      before: text().meta({ label: "Heading of the before-school column" }),
      after: text().meta({ label: "Heading of the after-school column" }),
      both: text().meta({ label: "Heading of the before-and-after column" }),
      registrationFee: words({ fee: "the registration fee" }, "Line of the registration fee"),
      latePickUp: words({ fee: "the late pick-up fee" }, "Line of the late pick-up fee"),
      from: words(
        { price: "the lowest monthly fee" },
        "Lowest monthly fee of a district",
        "As it reads after a district's name on the Galaxy page: from $140 a month.",
      ),
      otherCaption: words({ year: "the school year" }, "Title of the table of Nova and camps"),
      programHeading: text().meta({ label: "Heading of the column of programs" }),
      priceHeading: text().meta({ label: "Heading of the column of prices" }),
      nova: words({ price: "the price of a class, a week" }, "Nova's price in the table"),
      nsd: words({ price: "the price of a day of camp" }, "The camps' price in the table"),
      summerHeading: words({ year: "the year of the summer" }, "Heading of Summer Camp's price"),
      summer: words({ price: "the price of a week of camp" }, "Summer Camp's price"),
      costHeading: text().meta({
        label: "Heading over the price on the program pages",
        hint: "On the Galaxy, Nova and Non-School Day Camps pages.",
      }),
      galaxyCost: words(
        { year: "the school year" },
        "Galaxy page: the line before each district's lowest fee",
      ),
      novaCost: words(
        {
          year: "the school year",
          price: "the price of a class, a week",
          link: "the link to the Galaxy Pricing page",
        },
        "Nova page: the price",
      ),
      nsdCost: words(
        {
          year: "the school year",
          price: "the price of a day of camp",
          link: "the link to the Galaxy Pricing page",
        },
        "Non-School Day Camps page: the price",
      ),
      siteCost: words(
        {
          price: "the lowest monthly fee of the site's district",
          year: "the school year",
          link: "the link to the district's table",
        },
        "Site pages: the line on Galaxy's price",
      ),
      pricesLink: text().meta({ label: "Text of the links to the tables" }),
    })
    .meta({ label: "Words of the tables and lines", collapsed: true }),
});

/** content/prices.yaml as written: its sentences still hold their {placeholders}. */
export const pricesFile = readContent("content/prices.yaml", pricesSchema);

export type PricesFile = z.output<typeof pricesSchema>;
export type GalaxyPriceTable = PricesFile["galaxy"][number];

const program = (id: "nova" | "nsd") => ({
  name: programById(id).name,
  href: programById(id).route,
});

/** What the prices' words name from other files: the districts, Galaxy's sites, two programs. */
export const priceFacts: PriceFacts = {
  districtNames: Object.fromEntries(districts.map((district) => [district.id, district.name])),
  galaxySites: sitesOffering("galaxy").map(({ slug, title, district }) => ({
    slug,
    title,
    district: district ?? null,
  })),
  programs: { nova: program("nova"), nsd: program("nsd") },
};

/** The days Summer Camp's weekly fee is shown on pages built on `today` (price-words.ts). */
export const summerPriceOn = (today: Day) =>
  summerPriceWindow(pricesFile.summer.year, seasons.summer, today);

/** Summer Camp's weekly fee in words, for the summer it names ("2027"). */
export const summerPrice = (locale: Locale) => ({
  year: String(pricesFile.summer.year),
  ...priceTables(pricesFile, priceFacts, locale).summer,
});

/** The prices as each page shows them, in a language. */
export const pricesOn = {
  pricingPage: (locale: Locale) => priceTables(pricesFile, priceFacts, locale),
  galaxyPage: (locale: Locale) => galaxyCost(pricesFile, priceFacts, locale),
  estimator: (locale: Locale) => estimatorGroups(pricesFile, priceFacts, locale),
  programPage: (program: "nova" | "nsd", locale: Locale) =>
    programCost(pricesFile, program, locale),
  sitePage: (district: string | null | undefined, locale: Locale) =>
    district ? siteGalaxyCost(pricesFile, district, locale) : undefined,
};
