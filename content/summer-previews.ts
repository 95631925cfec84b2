import { addDays } from "../i18n/days";
import { z } from "zod";
import { intlLocales, type Locale } from "../i18n/locale";
import { fill, type Localized, type Text } from "./localize";
import { readContent } from "./read";
import { checked, date, matching, optional, template, text } from "./schema";

const previewIds = ["eu", "wp", "rafos"] as const;

const previewSchema = checked(
  z.strictObject({
    /** Names the page: /summer-preview-{id}. */
    id: z.enum(previewIds).meta({
      label: "Page",
      hint: "The end of the page's address: eu for /summer-preview-eu. Do not change.",
    }),
    /** The spreadsheet tab holding this group's camps. */
    tab: z.string().trim().min(1).meta({
      label: "Tab of the Google Sheet with its camps",
      hint: "Exactly as the tab is named in the sheet, like EUSD.",
    }),
    /** Ends the browser title: "Sacramento | Summer Camp 2025 EUSD/LUSD". */
    label: z
      .string()
      .trim()
      .min(1)
      .meta({ label: "Short name at the end of the browser title", hint: "Like EUSD/LUSD." }),
    heading: text().meta({ label: "Heading above the camp list" }),
    /** Short name used in the links between the previews. */
    linkText: text().meta({ label: "Name on the links between the previews" }),
    weekCount: z.number().int().min(1).max(12).meta({
      label: "Number of camp weeks",
      hint: "The week filter offers Week 1 to this number.",
    }),
    /** Week codes in the sheet's group column are "{weekPrefix} {n}", e.g. "EU 1". */
    weekPrefix: matching(/^[A-Z]+$/, "week codes start with capital letters, like EU").meta({
      label: "Start of the week codes in the sheet",
      hint: "The sheet's group column says which week a camp is in, like EU 3; here you write EU.",
    }),
    firstDay: date.meta({ label: "First camp day", date_format: "MM/DD/YYYY" }),
    lastDay: date.meta({ label: "Last camp day", date_format: "MM/DD/YYYY" }),
    description: template("year", "firstDay", "lastDay").meta({
      label: "Summary for search engines",
      hint: "{year}, {firstDay} and {lastDay} show the year and the first and last camp days, written out like June 9.",
      widget: "text",
    }),
    note: optional(text()).meta({
      label: "Note above the camp list",
      hint: "Optional, like a week without camps. Leave both languages empty for no note.",
      widget: "text",
    }),
  }),
  [
    {
      kind: "after",
      field: "lastDay",
      earlier: "firstDay",
      orSame: true,
      message: "the last camp day comes before the first",
    },
  ],
);

const file = readContent(
  "content/summer-previews.yaml",
  z.strictObject({
    pageTitle: template("year").meta({
      label: "Page heading",
      hint: "{year} shows the year of the summer, from the first camp day below.",
    }),
    browserTitle: template("year", "label").meta({
      label: "Title in the browser tab and in search results",
      hint: "{year} shows the year of the summer; {label} the page's short name below, like EUSD/LUSD.",
    }),
    lead: template("year").meta({
      label: "Introduction under the heading",
      hint: "{year} shows the year of the summer.",
      widget: "text",
    }),
    whenOver: template("year").meta({
      label: "Once its summer is over",
      hint: "Shown above the camps from the day after the last camp day below, so the camps never read as the coming summer's. {year} shows the year of the summer.",
      widget: "text",
    }),
    previews: z
      .array(previewSchema)
      .length(3, "there are three previews: eu, wp and rafos")
      .refine((previews) => new Set(previews.map((p) => p.id)).size === previews.length, {
        message: "each of eu, wp and rafos appears once",
      })
      .meta({
        label: "Preview pages",
        hint: "One for each group of school districts. Their order is the order of the links between them.",
        allow_add: false,
        allow_remove: false,
        summary: "{{fields.label}}",
      }),
  }),
);

/** "June 9" and "9 de junio": a camp day as the previews' descriptions name it. */
function dayInWords(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A template filled in each language with the facts it shows. */
function filled(words: Text, values: (locale: Locale) => Record<string, string | number>): Text {
  return { en: fill(words.en, values("en")), es: fill(words.es, values("es")) };
}

/**
 * One preview page per district group; the camp rows come from the organization's sheet. The
 * year and the dates in the texts are the preview's own first and last camp days.
 */
export const summerPreviews = file.previews.map((preview) => {
  const year = Number(preview.firstDay.slice(0, 4));
  const withYear = () => ({ year });
  return {
    ...preview,
    path: `/summer-preview-${preview.id}`,
    pageTitle: filled(file.pageTitle, withYear),
    lead: filled(file.lead, withYear),
    whenOver: filled(file.whenOver, withYear),
    /** The first day the camps are a past summer's. */
    overFrom: addDays(preview.lastDay, 1),
    browserTitle: filled(file.browserTitle, () => ({ year, label: preview.label })),
    description: filled(preview.description, (locale) => ({
      year,
      firstDay: dayInWords(preview.firstDay, locale),
      lastDay: dayInWords(preview.lastDay, locale),
    })),
  };
});

export type SummerPreviewContent = (typeof summerPreviews)[number];
export type SummerPreview = Localized<SummerPreviewContent>;

export function summerPreviewByPath(pathname: string): SummerPreviewContent | undefined {
  const path = pathname.replace(/\/+$/, "");
  return summerPreviews.find((preview) => preview.path === path);
}
