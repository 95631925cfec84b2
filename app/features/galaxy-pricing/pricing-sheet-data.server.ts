import { PRICING_YEAR, pricingBlocks, pricingSheetUrl } from "~/content.server";

/**
 * What PricingSheetBlocks shows, gathered by a route's loader at prerender, so the sheet list
 * reaches the browser as page data rather than as a module.
 */
export function pricingSheetData() {
  return {
    year: PRICING_YEAR,
    blocks: pricingBlocks.map((block) => ({
      ...block,
      sheets: block.sheets.map((sheet) => ({ ...sheet, href: pricingSheetUrl(sheet.file) })),
    })),
  };
}

export type PricingSheetData = ReturnType<typeof pricingSheetData>;
