import { z } from "zod";
import { intlLocales, type Locale } from "../app/lib/i18n/locale";
import { fill, type Localized, type Text } from "./localize";
import { readContent } from "./read";
import { date, optional, template, text } from "./schema";

const previewIds = ["eu", "wp", "rafos"] as const;

const previewSchema = z
  .strictObject({
    /** Names the page: /summer-preview-{id}. */
    id: z.enum(previewIds),
    /** The spreadsheet tab holding this group's camps. */
    tab: z.string().trim().min(1),
    /** Ends the browser title: "Sacramento | Summer Camp 2025 EUSD/LUSD". */
    label: z.string().trim().min(1),
    heading: text(),
    /** Short name used in the links between the previews. */
    linkText: text(),
    weekCount: z.number().int().min(1).max(12),
    /** Week codes in the sheet's group column are "{weekPrefix} {n}", e.g. "EU 1". */
    weekPrefix: z.string().regex(/^[A-Z]+$/, "week codes start with capital letters, like EU"),
    firstDay: date,
    lastDay: date,
    description: template("year", "firstDay", "lastDay"),
    note: optional(text()),
  })
  .refine((preview) => preview.firstDay <= preview.lastDay, {
    path: ["lastDay"],
    message: "the last camp day comes before the first",
  });

const file = readContent(
  "content/summer-previews.yaml",
  z.strictObject({
    pageTitle: template("year"),
    browserTitle: template("year", "label"),
    lead: template("year"),
    previews: z
      .array(previewSchema)
      .length(3, "there are three previews: eu, wp and rafos")
      .refine((previews) => new Set(previews.map((p) => p.id)).size === previews.length, {
        message: "each of eu, wp and rafos appears once",
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
 * One preview page per district group; the camp rows come from the organisation's sheet. The
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
