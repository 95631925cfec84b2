import { describe, expect, it } from "vitest";
import { fill, fillText } from "./localize";

describe("fill", () => {
  it("puts each value at its placeholder and leaves unknown placeholders for the page", () => {
    expect(fill("{count} sites: {sites}.", { count: 4 })).toBe("4 sites: {sites}.");
  });

  it("ends a sentence once when the value ends with its own period", () => {
    expect(fill("Cerramos a las {time}.", { time: "2:30 p. m." })).toBe(
      "Cerramos a las 2:30 p. m.",
    );
    expect(fill("Closes at {time}.", { time: "2:30 PM" })).toBe("Closes at 2:30 PM.");
    expect(fill("A las {time}, cerramos.", { time: "2:30 p. m." })).toBe(
      "A las 2:30 p. m., cerramos.",
    );
  });

  it("fills each language with its own words for a fact", () => {
    expect(
      fillText(
        { en: "Open until {closes}.", es: "Abierto hasta las {closes}." },
        {
          closes: { en: "6:00 PM", es: "6:00 p. m." },
        },
      ),
    ).toEqual({ en: "Open until 6:00 PM.", es: "Abierto hasta las 6:00 p. m." });
  });
});
