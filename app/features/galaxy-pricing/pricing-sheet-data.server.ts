import { localize, pricingBlocks, pricingPage } from "~/content.server";
import type { Locale } from "~i18n/locale";

/**
 * What the pricing sheets show (PricingSheetLinks), gathered by a route's loader at prerender, so the sheet list
 * reaches the browser as page data rather than as a module.
 */
export function pricingSheetData(locale: Locale) {
  return { blocks: pricingBlocks, sheetLink: localize(pricingPage.sheetLink, locale) };
}

export type PricingSheetData = ReturnType<typeof pricingSheetData>;
