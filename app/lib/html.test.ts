import { describe, expect, it } from "vitest";
import { looksLikeHtml, sanitizeHtml } from "./html";

function render(html: string) {
  const host = document.createElement("div");
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe("sanitizeHtml", () => {
  it.each([
    ["a script element", "<p>Hi</p><script>window.__xss=1</script>", "<p>Hi</p>"],
    ["an onerror handler on an image", '<img src=x onerror="window.__xss=1">Photo', "Photo"],
    ["an onclick handler", '<b onclick="alert(1)">Bold</b>', "<b>Bold</b>"],
    ["a style attribute", '<span style="position:fixed">Text</span>', "<span>Text</span>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>Rest', "Rest"],
    ["an svg with a handler", '<svg onload="alert(1)"><circle r="5"/></svg>Rest', "Rest"],
    ["a form", '<form action="/x"><input name="a"></form>Rest', "Rest"],
    ["a heading, keeping its text", "<h1>Big news</h1>", "Big news"],
  ])("removes %s", (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ["javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["JavaScript: in mixed case with spaces", '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ["an entity-encoded javascript:", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
    ["a data: URL", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ])("drops a %s link target", (_name, input) => {
    const link = render(input).querySelector("a");
    expect(link?.getAttribute("href")).toBeNull();
    expect(link?.textContent).toBe("x");
  });

  it("opens web links in a new tab without handing over the window", () => {
    const link = render('<a href="https://example.org/camp" target="_self">Camp</a>').querySelector(
      "a",
    );
    expect(link).toHaveAttribute("href", "https://example.org/camp");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps mailto and tel links", () => {
    const host = render(
      '<a href="mailto:office@example.org">Mail</a> <a href="tel:+19165550100">Call</a>',
    );
    expect([...host.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "mailto:office@example.org",
      "tel:+19165550100",
    ]);
  });

  it("keeps simple formatting", () => {
    const html = "<p>Bring <strong>a lunch</strong><br>and <em>water</em></p><ul><li>Hat</li></ul>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("leaves an empty string empty", () => {
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("looksLikeHtml", () => {
  it.each([
    ["Doors open at 6.\nBring a chair.", false],
    ["2 < 3 and 5 > 4", false],
    ["Line one<br>Line two", true],
    ["<p>Paragraph</p>", true],
    ["Tom &amp; Jerry", true],
  ])("says %j is HTML: %s", (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });
});
