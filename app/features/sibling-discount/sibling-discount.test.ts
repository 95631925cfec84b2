import { describe, expect, it } from "vitest";
import { galaxyDiscount } from "~content/galaxy";
import { amountMessages, parseAmount, siblingDiscount } from "./sibling-discount";

// The arithmetic is fixed with a rule of the test's own (10% off the lesser total from 2
// children, off the combined total from 3), whatever content/galaxy.yaml says today; the last
// test applies the rule content holds.
const rule = { percent: 10, lesserFrom: 2, combinedFrom: 3 };

/** Monthly totals of $100, $200, $300... for `children` children. */
const totalsFor = (children: number) => Array.from({ length: children }, (_, i) => (i + 1) * 100);

describe("siblingDiscount", () => {
  it.each([
    {
      name: "one child gets no discount",
      totals: [450],
      basis: "none",
      discount: 0,
      after: 450,
    },
    {
      name: "two children get 10% off the lesser monthly total",
      totals: [500, 300],
      basis: "lesser",
      discount: 30,
      after: 770,
    },
    {
      name: "two children with equal totals get 10% off one of them",
      totals: [400, 400],
      basis: "lesser",
      discount: 40,
      after: 760,
    },
    {
      name: "three children get 10% off the combined monthly total",
      totals: [500, 300, 200],
      basis: "combined",
      discount: 100,
      after: 900,
    },
    {
      name: "three children with equal totals get 10% off all three",
      totals: [350, 350, 350],
      basis: "combined",
      discount: 105,
      after: 945,
    },
    {
      name: "four children still get 10% off the combined total",
      totals: [100, 200, 300, 400],
      basis: "combined",
      discount: 100,
      after: 900,
    },
    {
      name: "the discount rounds to the nearest cent",
      totals: [333.33, 500],
      basis: "lesser",
      discount: 33.33,
      after: 800,
    },
    {
      name: "a half cent rounds up",
      totals: [100.05, 200, 300],
      basis: "combined",
      discount: 60.01,
      after: 540.04,
    },
    {
      name: "amounts with cents add up without floating-point drift",
      totals: [0.1, 0.2, 0.3],
      basis: "combined",
      discount: 0.06,
      after: 0.54,
    },
    {
      name: "a child at no cost makes the lesser total zero",
      totals: [0, 420],
      basis: "lesser",
      discount: 0,
      after: 420,
    },
  ])("$name", ({ totals, basis, discount, after }) => {
    const result = siblingDiscount(totals, rule);
    expect(result.basis).toBe(basis);
    expect(result.discount).toBe(discount);
    expect(result.totalAfterDiscount).toBe(after);
  });

  it("applies each part of the rule from the number of children the rule names", () => {
    const later = { percent: 15, lesserFrom: 3, combinedFrom: 4 };
    expect(siblingDiscount([500, 300], later).basis).toBe("none");
    expect(siblingDiscount([500, 300, 200], later)).toMatchObject({
      basis: "lesser",
      discount: 30,
    });
    expect(siblingDiscount([100, 100, 100, 100], later)).toMatchObject({
      basis: "combined",
      discount: 60,
    });
  });

  it("reports what the percent was taken from", () => {
    expect(siblingDiscount([500, 300], rule).discountedAmount).toBe(300);
    expect(siblingDiscount([500, 300, 200], rule).discountedAmount).toBe(1000);
    expect(siblingDiscount([500, 300, 200], rule).combinedTotal).toBe(1000);
  });

  it("applies the rule of content/galaxy.yaml: none, then off the lesser total, then off the combined total", () => {
    const { percent, lesserFrom, combinedFrom } = galaxyDiscount;
    const content = { percent, lesserFrom, combinedFrom };
    expect(siblingDiscount(totalsFor(lesserFrom - 1), content)).toMatchObject({
      basis: "none",
      discount: 0,
    });
    if (lesserFrom < combinedFrom) {
      // The lesser total is the first child's $100.
      expect(siblingDiscount(totalsFor(lesserFrom), content)).toMatchObject({
        basis: "lesser",
        discountedAmount: 100,
        discount: percent,
      });
    }
    const combined = totalsFor(combinedFrom).reduce((sum, total) => sum + total, 0);
    expect(siblingDiscount(totalsFor(combinedFrom), content)).toMatchObject({
      basis: "combined",
      discountedAmount: combined,
      discount: (combined * percent) / 100,
    });
  });

  it("never discounts more than the total or leaves fractions of a cent", () => {
    for (const totals of [
      [12.34, 56.78],
      [0.01, 0.01, 0.01],
      [999.99, 1, 2.5],
    ]) {
      const { discount, totalAfterDiscount, combinedTotal } = siblingDiscount(totals, rule);
      expect(discount).toBeLessThanOrEqual(combinedTotal);
      expect(Math.round(discount * 100) / 100).toBe(discount);
      expect(Math.round(totalAfterDiscount * 100)).toBe(
        Math.round(combinedTotal * 100) - Math.round(discount * 100),
      );
    }
  });
});

describe("parseAmount", () => {
  it.each([
    ["450", 450],
    [" 450.5 ", 450.5],
    ["$1,234.56", 1234.56],
    ["1234", 1234],
    [".75", 0.75],
    ["0", 0],
    ["$ 300", 300],
  ])("reads %j as %d, in both languages", (input, value) => {
    expect(parseAmount(input, "en")).toEqual({ ok: true, value });
    expect(parseAmount(input, "es")).toEqual({ ok: true, value });
  });

  it.each([
    ["485,50", 485.5],
    ["1.234,56", 1234.56],
    ["$1.234", 1234],
    ["1 234,5", 1234.5],
    ["485,50 $", 485.5],
  ])("reads %j on a Spanish page as %d", (input, value) => {
    expect(parseAmount(input, "es")).toEqual({ ok: true, value });
    expect(parseAmount(input, "en")).toEqual({ ok: false, problem: "notANumber" });
  });

  it("says a negative amount written the Spanish way is negative", () => {
    expect(parseAmount("-485,50", "es")).toEqual({ ok: false, problem: "negative" });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "notANumber"],
    ["12abc", "notANumber"],
    ["1.234.5", "notANumber"],
    ["1,23,4", "notANumber"],
    ["$", "notANumber"],
    [".", "notANumber"],
    [",", "notANumber"],
    ["1e3", "notANumber"],
    ["1,234,56", "notANumber"],
    ["-50", "negative"],
    ["-$50", "negative"],
    ["$-50.25", "negative"],
  ])("rejects %j as %s, in both languages", (input, problem) => {
    expect(parseAmount(input, "en")).toEqual({ ok: false, problem });
    expect(parseAmount(input, "es")).toEqual({ ok: false, problem });
  });

  it("has a message for every problem, in both languages", () => {
    for (const message of Object.values(amountMessages)) {
      expect(message({}, { locale: "en" })).toMatch(/\.$/);
      expect(message({}, { locale: "es" })).toMatch(/\.$/);
      expect(message({}, { locale: "es" })).not.toBe(message({}, { locale: "en" }));
    }
  });
});
