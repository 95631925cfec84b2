import { useLocale } from "~/lib/locale-context";

/** The language the organisation writes its camp sheet in. */
const sheetLocale = "en";

/**
 * What marks a cell of the sheet on the page: the checks of the built pages leave it out of
 * the site's own words (data-from-google), and on a page in another language it says it is
 * English, so a screen reader pronounces a camp's name, place, category and synopsis right.
 */
export function useSheetCell() {
  const locale = useLocale();
  return {
    "data-from-google": true,
    lang: locale === sheetLocale ? undefined : sheetLocale,
  } as const;
}
