import { describe, expect, it } from "vitest";
import { fillParts, withoutDoubledPeriods } from "./placeholders";

const filled = (template: string, values: Record<string, string>) =>
  fillParts(template, values, (value) => value).join("");

describe("fillParts", () => {
  it("gives the template's text and the values in turn, values at the odd places", () => {
    const link = { href: "tel:+19165550100" };
    expect(
      fillParts("Llame al {phone}, {hours}.", { phone: link, hours: "hoy" }, () => ""),
    ).toEqual(["Llame al ", link, ", ", "hoy", "."]);
  });

  it("leaves a placeholder without a value as written", () => {
    expect(filled("{count} sitios: {sites}.", { count: "4" })).toBe("4 sitios: {sites}.");
  });

  it("ends a sentence once when the value at its end ends with its own period", () => {
    expect(filled("Llame de lunes a viernes, {hours}.", { hours: "8:00 a. m. – 4:00 p. m." })).toBe(
      "Llame de lunes a viernes, 8:00 a. m. – 4:00 p. m.",
    );
    expect(filled("{name}. Todos los derechos reservados.", { name: "STAR Education, Inc." })).toBe(
      "STAR Education, Inc. Todos los derechos reservados.",
    );
  });

  it("keeps the period after a value without one, and what follows a value with one", () => {
    expect(filled("Closes at {time}.", { time: "4:00 PM" })).toBe("Closes at 4:00 PM.");
    expect(filled("A las {time}, cerramos.", { time: "4:00 p. m." })).toBe(
      "A las 4:00 p. m., cerramos.",
    );
    expect(filled("¿Abre a las {time}?", { time: "7:00 a. m." })).toBe("¿Abre a las 7:00 a. m.?");
  });

  it("reads each value as textOf says, so a rendered value follows the same rule", () => {
    const bold = { text: "4:00 p. m." };
    expect(fillParts("Hasta las {hours}.", { hours: bold }, (value) => value.text)).toEqual([
      "Hasta las ",
      bold,
      "",
    ]);
  });
});

describe("withoutDoubledPeriods", () => {
  it("takes out the period a filled message put after an input ending with one", () => {
    expect(
      withoutDoubledPeriods("STAR Education, Inc.. Todos los derechos reservados.", {
        name: "STAR Education, Inc.",
      }),
    ).toBe("STAR Education, Inc. Todos los derechos reservados.");
  });

  it("leaves messages alone whose inputs do not end with a period", () => {
    expect(withoutDoubledPeriods("Falta: A, B.", { missing: "A, B", count: 2 })).toBe(
      "Falta: A, B.",
    );
    expect(withoutDoubledPeriods("Menú", undefined)).toBe("Menú");
  });
});
