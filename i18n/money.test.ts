import { describe, expect, it } from "vitest";
import { formatUsd } from "./money";

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
