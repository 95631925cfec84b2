/** Which part of the rule applied: none for one child, the lesser total for two, all for more. */
export type DiscountBasis = "none" | "lesser" | "combined";

export interface SiblingDiscount {
  basis: DiscountBasis;
  /** The amount the 10% is taken from. */
  discountedAmount: number;
  combinedTotal: number;
  discount: number;
  totalAfterDiscount: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The Galaxy multi-child discount: 2 children, 10% off the lesser monthly total; 3 or more
 * children, 10% off the monthly total. Works in whole cents and rounds the discount half up.
 */
export function siblingDiscount(
  monthlyTotals: readonly number[],
  percent: number,
): SiblingDiscount {
  const cents = monthlyTotals.map(toCents);
  const combined = cents.reduce((sum, value) => sum + value, 0);
  const basis: DiscountBasis =
    cents.length < 2 ? "none" : cents.length === 2 ? "lesser" : "combined";
  const base = basis === "none" ? 0 : basis === "lesser" ? Math.min(...cents) : combined;
  const discount = Math.round((base * percent) / 100);
  return {
    basis,
    discountedAmount: base / 100,
    combinedTotal: combined / 100,
    discount: discount / 100,
    totalAfterDiscount: (combined - discount) / 100,
  };
}

export type AmountProblem = "empty" | "notANumber" | "negative";

export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: AmountProblem };

// Dollars with optional $, thousands commas and up to two decimals: 450, $1,200.50, .75
const amountPattern = /^\$?(\d{1,3}(,\d{3})+|\d+)?(\.\d{1,2})?$/;

/** Reads a monthly total as a family would type it. */
export function parseAmount(input: string): ParsedAmount {
  const text = input.trim().replace(/\s+/g, "");
  if (text === "") return { ok: false, problem: "empty" };
  const negative = /^\$?[-−]/.test(text);
  const unsigned = text.replace(/^(\$?)[-−]/, "$1");
  if (!amountPattern.test(unsigned) || !/\d/.test(unsigned)) {
    return { ok: false, problem: "notANumber" };
  }
  const value = Number(unsigned.replace(/[$,]/g, ""));
  if (negative && value !== 0) return { ok: false, problem: "negative" };
  return { ok: true, value };
}

export const amountMessages: Record<AmountProblem, string> = {
  empty: "Enter this child's monthly total.",
  notANumber: "Enter the amount in dollars, for example 450 or 450.50.",
  negative: "The monthly total can't be negative.",
};
