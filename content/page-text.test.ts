import { describe, expect, it } from "vitest";
import { openBeforeSentences } from "./page-text";

describe("openBeforeSentences", () => {
  it("accepts words that end their sentence before the sentences placed at a placeholder", () => {
    expect(
      openBeforeSentences(
        {
          en: "Families get a multi-child discount. {rules} {link}.",
          es: "¿Tiene más de un hijo? {rules} {link}.",
        },
        "rules",
      ),
    ).toEqual([]);
  });

  it("names the languages that lead into them with a colon or mid-sentence", () => {
    expect(
      openBeforeSentences(
        {
          en: "Families get a multi-child discount: {rules} {link}.",
          es: "Las familias reciben un descuento por varios hijos {rules}",
        },
        "rules",
      ),
    ).toEqual(["en", "es"]);
  });

  it("reads a sentence the sentences follow as a whole, and one opening with them as fine", () => {
    expect(
      openBeforeSentences({ en: "Siblings save every month.", es: "Los hermanos ahorran:" }),
    ).toEqual(["es"]);
    expect(openBeforeSentences({ en: "{rules} {link}.", es: "{rules} {link}." }, "rules")).toEqual(
      [],
    );
    expect(openBeforeSentences({ en: "No rules here:", es: "Aquí no:" }, "rules")).toEqual([]);
  });
});
