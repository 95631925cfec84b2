import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mainOffice } from "../../../content/sites";
import { timeSpan } from "../../../i18n/clock";
import { FilledText } from "./filled-text";

const rendered = (text: string, values: Parameters<typeof FilledText>[0]["values"]) =>
  render(
    <p>
      <FilledText text={text} values={values} />
    </p>,
  ).container.textContent;

describe("FilledText", () => {
  it("places links and text at their placeholders", () => {
    const { container } = render(
      <p>
        <FilledText
          text="Escriba a {email}."
          values={{ email: <a href="mailto:a@b.c">a@b.c</a> }}
        />
      </p>,
    );
    expect(container.querySelector("a")?.textContent).toBe("a@b.c");
    expect(container.textContent).toBe("Escriba a a@b.c.");
  });

  it("ends the sentence once after hours that end with their own period, plain or in bold", () => {
    // The office's phone and hours as the pages fill them in: in Spanish the hours end with
    // "p. m.", in English with no period.
    const { phone, hours } = mainOffice;
    const spanishHours = timeSpan(hours.opens, hours.closes, "es");
    const englishHours = timeSpan(hours.opens, hours.closes, "en");
    expect(
      rendered("Llame al {phone}, de lunes a viernes, {hours}.", { phone, hours: spanishHours }),
    ).toBe(`Llame al ${phone}, de lunes a viernes, ${spanishHours}`);
    expect(rendered("Abierto {hours}.", { hours: <strong>{spanishHours}</strong> })).toBe(
      `Abierto ${spanishHours}`,
    );
    expect(rendered("Open {hours}.", { hours: englishHours })).toBe(`Open ${englishHours}.`);
  });
});
