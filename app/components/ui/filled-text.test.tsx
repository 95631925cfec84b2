import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
    const hours = "8:00 a. m. – 4:00 p. m.";
    expect(
      rendered("Llame al {phone}, de lunes a viernes, {hours}.", {
        phone: "(916) 555-0199",
        hours,
      }),
    ).toBe(`Llame al (916) 555-0199, de lunes a viernes, ${hours}`);
    expect(rendered("Abierto {hours}.", { hours: <strong>{hours}</strong> })).toBe(
      `Abierto ${hours}`,
    );
    expect(rendered("Open {hours}.", { hours: "8:00 AM – 4:00 PM" })).toBe(
      "Open 8:00 AM – 4:00 PM.",
    );
  });
});
