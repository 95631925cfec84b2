import { describe, expect, it } from "vitest";
import { helpDesk } from "~content/help-desk";
import { helpDeskFormUrl } from "./help-desk-url";

const form = {
  params: {
    formTitle: "Tech support & help: name, email",
    submitTitle: "Send",
    submitThanks: "Thanks!",
    screenshot: "no",
    captcha: "yes",
    searchArea: "no",
  },
} as const;

describe("helpDeskFormUrl", () => {
  it("builds the embedded feedback widget address with every parameter in order", () => {
    expect(helpDeskFormUrl("https://help.example.org", "/widgets/feedback_widget/new", form)).toBe(
      "https://help.example.org/widgets/feedback_widget/new?&widgetType=embedded" +
        "&formTitle=Tech+support+%26+help%3A+name%2C+email&submitTitle=Send" +
        "&submitThanks=Thanks%21&screenshot=no&captcha=yes&searchArea=no",
    );
  });

  it("does not double the slash when the host ends with one", () => {
    expect(helpDeskFormUrl("https://help.example.org/", "/widgets/x", form)).toMatch(
      /^https:\/\/help\.example\.org\/widgets\/x\?&/,
    );
  });

  it.each(helpDesk.forms)("the $id form decodes back to its content", (contentForm) => {
    const url = new URL(helpDeskFormUrl(helpDesk.host, helpDesk.widgetPath, contentForm));
    expect(url.origin).toBe(helpDesk.host);
    expect(url.searchParams.get("widgetType")).toBe("embedded");
    for (const [name, value] of Object.entries(contentForm.params)) {
      expect(url.searchParams.get(name)).toBe(value);
    }
  });
});
