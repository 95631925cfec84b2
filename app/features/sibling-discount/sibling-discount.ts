import type { Locale } from "~i18n/locale";
import { readUsd } from "~i18n/money";
import { m } from "~i18n/paraglide/messages";

/** Which part of the rule applied: none for one child, the lesser total for two, all for more. */
export type DiscountBasis = "none" | "lesser" | "combined";

export interface SiblingDiscount {
  basis: DiscountBasis;
  /** The amount the percent is taken from. */
  discountedAmount: number;
  combinedTotal: number;
  discount: number;
  totalAfterDiscount: number;
}

/** The rule as content/galaxy.yaml states it: the percent, and from how many children each part applies. */
export interface DiscountRule {
  percent: number;
  /** From this many children, the percent comes off the lesser monthly total (2). */
  lesserFrom: number;
  /** From this many children, it comes off the combined monthly total (3). */
  combinedFrom: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The Galaxy multi-child discount: with 2 children, the percent off the lesser monthly total;
 * with 3 or more, off the combined monthly total. Works in whole cents and rounds the discount
 * half up.
 */
export function siblingDiscount(
  monthlyTotals: readonly number[],
  { percent, lesserFrom, combinedFrom }: DiscountRule,
): SiblingDiscount {
  const cents = monthlyTotals.map(toCents);
  const combined = cents.reduce((sum, value) => sum + value, 0);
  const basis: DiscountBasis =
    cents.length < lesserFrom ? "none" : cents.length < combinedFrom ? "lesser" : "combined";
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

/** Reads a monthly total as a family would type it, in the page's language (i18n/money.ts). */
export function parseAmount(input: string, locale: Locale): ParsedAmount {
  const text = input.trim().replace(/\s+/g, "");
  if (text === "") return { ok: false, problem: "empty" };
  const negative = /^\$?[-−]/.test(text);
  const value = readUsd(text.replace(/^(\$?)[-−]/, "$1"), locale);
  if (value === undefined) return { ok: false, problem: "notANumber" };
  if (negative && value !== 0) return { ok: false, problem: "negative" };
  return { ok: true, value };
}

/** What to tell a family about each problem, in the page's language. */
export const amountMessages = {
  empty: m.programs_amount_empty,
  notANumber: m.programs_amount_not_a_number,
  negative: m.programs_amount_negative,
} satisfies Record<AmountProblem, unknown>;
