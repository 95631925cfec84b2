import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { timeSpan } from "../i18n/clock";
import { billingGuidance } from "./billing-guidance";
import { helpDesk } from "./help-desk";
import { externalLinks } from "./links";
import { localize } from "./localize";

const written = parse(readFileSync("content/help-desk.yaml", "utf8")) as {
  liveChat: { opens: string; closes: string; timeZone: { en: string; es: string } };
};

const required = {
  en: { name: "name", email: "email" },
  es: { name: "nombre", email: "correo electrónico" },
} as const;

describe("help desk", () => {
  it("embeds forms from the help-desk host at the spec's 600px height", () => {
    expect(helpDesk.host).toBe(externalLinks.helpDeskHost);
    expect(helpDesk.iframeHeight).toBe(600);
  });

  it("offers the support form, then the inquiry form, each with a button label of its own in each language", () => {
    expect(helpDesk.forms.map((form) => form.id)).toEqual(["support", "inquiry"]);
    for (const locale of ["en", "es"] as const) {
      const labels = localize(helpDesk.forms, locale).map((form) => form.buttonLabel);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("writes the live chat hours in each language with its time zone, and its days and scope", () => {
    const [english, spanish] = [
      localize(helpDesk.liveChat, "en"),
      localize(helpDesk.liveChat, "es"),
    ];
    const { opens, closes, timeZone } = written.liveChat;
    expect(english.hours).toBe(`${timeSpan(opens, closes, "en")} (${timeZone.en})`);
    expect(spanish.hours).toBe(`${timeSpan(opens, closes, "es")} (${timeZone.es})`);
    expect(spanish.hours).not.toMatch(/\b(AM|PM|PST)\b/);
    expect(spanish.days).not.toBe(english.days);
    expect(spanish.scope).not.toBe(english.scope);
  });

  it("asks for name and email on the live-chat form", () => {
    expect(helpDesk.forms[0]?.requiredFields).toEqual(["name", "email"]);
  });

  it.each(
    helpDesk.forms.flatMap((form) =>
      form.requiredFields.flatMap((field) =>
        (["en", "es"] as const).map((locale) => [form.id, field, locale] as const),
      ),
    ),
  )("the %s form tells the visitor that %s is required (%s)", (id, field, locale) => {
    const form = localize(
      helpDesk.forms.find((f) => f.id === id)!,
      locale,
    );
    const told = locale === "en" ? `${form.params.formTitle} ${form.help}` : form.help;
    expect(told.toLowerCase()).toContain(required[locale][field]);
  });

  it("tells Spanish readers that the forms are in English", () => {
    for (const form of localize(helpDesk.forms, "es")) {
      expect(form.help).toContain("en inglés");
      expect(form.iframeTitle).toContain("(en inglés)");
    }
  });

  it("gives billing guidance for Galaxy, Nova, Non-School Day and Summer, once each", () => {
    const programs = billingGuidance.map((entry) => entry.program);
    expect(programs).toEqual(expect.arrayContaining(["galaxy", "nova", "nsd", "summer"]));
    expect(new Set(programs).size).toBe(programs.length);
    // The office's words differ by language; the blocks and the numbers they give do not.
    const numbers = (blocks: unknown) =>
      (JSON.stringify(blocks).match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
    for (const entry of billingGuidance) {
      expect(entry.text.es.length).toBe(entry.text.en.length);
      expect(numbers(entry.text.es)).toEqual(numbers(entry.text.en));
    }
  });
});
