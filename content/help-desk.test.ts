import { describe, expect, it } from "vitest";
import { billingGuidance } from "./billing-guidance";
import { helpDesk } from "./help-desk";
import { externalLinks } from "./links";
import { localize } from "./localize";

const required = {
  en: { name: "name", email: "email" },
  es: { name: "nombre", email: "correo electrónico" },
} as const;

describe("help desk", () => {
  it("embeds forms from the help-desk host at the spec's 600px height", () => {
    expect(helpDesk.host).toBe(externalLinks.helpDeskHost);
    expect(helpDesk.iframeHeight).toBe(600);
  });

  it("offers the two forms with the spec's button labels", () => {
    expect(localize(helpDesk.forms, "en").map((form) => form.buttonLabel)).toEqual([
      "Technical support / live chat",
      "General inquiry",
    ]);
  });

  it("states the live chat hours exactly", () => {
    expect(localize(helpDesk.liveChat, "en")).toEqual({
      hours: "9 AM-5 PM PST",
      days: "Monday to Friday",
      scope: "tech support only",
    });
    expect(localize(helpDesk.liveChat, "es").hours).toBe("9 AM-5 PM PST");
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

  it("gives billing guidance for Galaxy, Nova, Non-School Day and Summer", () => {
    expect(billingGuidance.map((entry) => entry.program)).toEqual([
      "galaxy",
      "nova",
      "nsd",
      "summer",
    ]);
  });
});
