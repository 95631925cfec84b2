import { describe, expect, it } from "vitest";
import { formatUsd, readUsd, usdAsTyped } from "./money";

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [45.5, "$45.50"],
    [1234.5, "$1,234.50"],
  ])("shows %d with cents as %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it("shows whole-dollar fees without cents", () => {
    expect(formatUsd(62, { cents: false })).toBe("$62");
  });
});

describe("formatUsd in Spanish", () => {
  it("writes dollars as Spanish speakers in the United States do", () => {
    expect(formatUsd(1234.5, { locale: "es" })).toBe("$1,234.50");
    expect(formatUsd(62, { cents: false, locale: "es" })).toBe("$62");
  });
});

describe("readUsd", () => {
  it("reads thousands grouped with commas and cents after a period, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      expect(readUsd("$1,234.50", locale)).toBe(1234.5);
      expect(readUsd("12,345", locale)).toBe(12345);
      expect(readUsd("1 234", locale)).toBe(1234);
    }
  });

  it("reads a decimal comma and thousands grouped with periods only in Spanish", () => {
    expect(readUsd("485,50", "es")).toBe(485.5);
    expect(readUsd("1.234,50", "es")).toBe(1234.5);
    expect(readUsd("485,50", "en")).toBeUndefined();
    expect(readUsd("1.234,50", "en")).toBeUndefined();
  });

  it("has no amount for text that could be read two ways or is no number", () => {
    for (const text of ["1,2345", "1.2.3", "12,34.5", "", "$", "cuatro"]) {
      expect(readUsd(text, "es")).toBeUndefined();
    }
  });
});

describe("usdAsTyped", () => {
  it("writes an amount as readUsd reads it back, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      for (const amount of [540, 485.5, 1234.05]) {
        const typed = usdAsTyped(amount, locale);
        expect(typed).toMatch(/^\d+(\.\d\d)?$/);
        expect(readUsd(typed, locale)).toBe(amount);
      }
    }
  });
});
