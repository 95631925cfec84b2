import { describe, expect, it } from "vitest";
import { formatList } from "./list";

describe("lists in a sentence", () => {
  it("has one comma style per language", () => {
    expect(formatList(["Maidu", "Greenhills", "Oakhills"], "en")).toBe(
      "Maidu, Greenhills and Oakhills",
    );
    expect(formatList(["Maidu", "Greenhills", "Oakhills"], "es")).toBe(
      "Maidu, Greenhills y Oakhills",
    );
  });

  it("says alternatives with or / o", () => {
    expect(formatList(["6:30 AM", "7:00 AM"], "en", "disjunction")).toBe("6:30 AM or 7:00 AM");
    expect(formatList(["a", "b"], "es", "disjunction")).toBe("a o b");
  });
});
