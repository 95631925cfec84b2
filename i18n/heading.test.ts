import { describe, expect, it } from "vitest";
import { asHeading, inSentence } from "./heading";

describe("labels as headings and inside sentences", () => {
  it("starts a heading with a capital", () => {
    expect(asHeading("marzo de 2026", "es")).toBe("Marzo de 2026");
  });

  it("starts a label inside a sentence in lower case, unless its first word is in capitals or a placeholder", () => {
    expect(inSentence("Todos los sitios y la oficina principal", "es")).toBe(
      "todos los sitios y la oficina principal",
    );
    expect(inSentence("Solo para {programs}", "es")).toBe("solo para {programs}");
    expect(inSentence("STAR sites", "en")).toBe("STAR sites");
    expect(inSentence("{programs} only", "en")).toBe("{programs} only");
  });
});
