import { describe, expect, it } from "vitest";
import { billingGuidance } from "./billing-guidance";
import { helpDesk } from "./help-desk";
import { externalLinks } from "./links";

describe("help desk", () => {
  it("embeds forms from the help-desk host at the spec's 600px height", () => {
    expect(helpDesk.host).toBe(externalLinks.helpDeskHost);
    expect(helpDesk.iframeHeight).toBe(600);
  });

  it("offers the two forms with the spec's button labels", () => {
    expect(helpDesk.forms.map((form) => form.buttonLabel)).toEqual([
      "Technical support / live chat",
      "General inquiry",
    ]);
  });

  it("states the live chat hours exactly", () => {
    expect(helpDesk.liveChat).toEqual({
      hours: "9 AM-5 PM PST",
      days: "Monday to Friday",
      scope: "tech support only",
    });
  });

  it("asks for name and email on the live-chat form", () => {
    expect(helpDesk.forms[0]?.requiredFields).toEqual(["name", "email"]);
  });

  it.each(helpDesk.forms.flatMap((form) => form.requiredFields.map((field) => [form.id, field])))(
    "the %s form tells the visitor that %s is required, in its title or help",
    (id, field) => {
      const form = helpDesk.forms.find((f) => f.id === id)!;
      expect(`${form.params.formTitle} ${form.help}`.toLowerCase()).toContain(field);
    },
  );

  it("gives billing guidance for Galaxy, Nova, Non-School Day and Summer", () => {
    expect(billingGuidance.map((entry) => entry.program)).toEqual([
      "galaxy",
      "nova",
      "nsd",
      "summer",
    ]);
  });
});
