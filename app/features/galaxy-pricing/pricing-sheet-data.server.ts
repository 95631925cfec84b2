import { pricingBlocks, pricingYear } from "~/content.server";

/**
 * What PricingSheetBlocks shows, gathered by a route's loader at prerender, so the sheet list
 * reaches the browser as page data rather than as a module.
 */
export function pricingSheetData() {
  return { year: pricingYear, blocks: pricingBlocks };
}

export type PricingSheetData = ReturnType<typeof pricingSheetData>;
