import { describe, expect, test } from "vitest";
import {
  describeVector,
  hostileVectors,
  type HostileVector,
} from "../../tests/e2e/fixtures/hostile-html";
import { looksLikeHtml, sanitizeHtml } from "./html";

function parse(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

const allowedTags = new Set(
  "A B BLOCKQUOTE BR CODE DEL DIV EM HR I LI OL P PRE S SMALL SPAN STRONG SUB SUP U UL".split(" "),
);
// `is` names a custom element that the page never defines; once parsed it cannot be removed
// (DOMPurify's own tests say so), and it does nothing.
const allowedAttributes = new Set(["href", "title", "target", "rel", "is"]);
const allowedHref = /^(?:https?:\/\/|mailto:|tel:)/i;

/**
 * What sanitised HTML may hold, whatever went in: only the allowed tags, in the HTML namespace,
 * only the allowed attributes, and links only to the web, mail or phone. Every breach is named.
 */
function breaches(html: string): string[] {
  return [...parse(html).querySelectorAll("*")].flatMap((element) => [
    ...(allowedTags.has(element.tagName) ? [] : [`<${element.tagName.toLowerCase()}>`]),
    ...(element.namespaceURI === "http://www.w3.org/1999/xhtml" ? [] : [`${element.namespaceURI}`]),
    ...[...element.attributes].flatMap(({ name, value }) => [
      ...(allowedAttributes.has(name) ? [] : [`${name}=`]),
      ...(name === "href" && !allowedHref.test(value.trim()) ? [`href="${value}"`] : []),
    ]),
  ]);
}

// A few of the classic ways in, beside the published corpora.
const classics: HostileVector[] = [
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
  ["a form", `<form action="https://evil.example/"><input name="card"><button>Pay</button></form>`],
  ["a meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example/">`],
  ["a base element", `<base href="https://evil.example/">`],
  ["a stylesheet link", `<link rel="stylesheet" href="https://evil.example/x.css">`],
  ["a template holding a script", `<template><script>window.__xss=1</script></template>`],
  ["a button with formaction", `<button formaction="javascript:alert(1)">x</button>`],
].map(([name, html]) => ({ source: "classic", name: name!, html: html! }));

describe("sanitizeHtml over every published hostile input", () => {
  test("leaves only allowed tags, attributes and link schemes, and lists every input that breaks through", () => {
    const vectors = [...classics, ...hostileVectors];
    expect(vectors.length).toBeGreaterThanOrEqual(500);
    const failures = vectors.flatMap((vector) => {
      const found = breaches(sanitizeHtml(vector.html));
      return found.length > 0 ? [`${describeVector(vector)}: ${found.join(", ")}`] : [];
    });
    expect(failures).toEqual([]);
  });

  test("the check itself refuses what it must (so it can fail)", () => {
    expect(breaches(`<img src=x onerror=a()><a href="javascript:x" style="">y</a>`)).toEqual([
      "<img>",
      "src=",
      "onerror=",
      'href="javascript:x"',
      "style=",
    ]);
  });
});

describe("sanitizeHtml", () => {
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

  test("keeps the words and title of the reported link but none of its handlers", () => {
    expect(
      sanitizeHtml(
        `<a href="https://example.org/" title="a>b" onmouseover="alert(1)">hover me</a>`,
      ),
    ).toBe(
      `<a href="https://example.org/" title="a&gt;b" target="_blank" rel="noopener noreferrer">hover me</a>`,
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
  ])(
    "drops the href %j, which is not an absolute web, mail or phone link, and keeps its words as plain text",
    (href) => {
      const cleaned = parse(sanitizeHtml(`<p>See <a href="${href}"><b>more</b></a></p>`));
      expect(cleaned.querySelector("a")).toBeNull();
      expect(cleaned.innerHTML).toBe("<p>See <b>more</b></p>");
    },
  );

  test("keeps underlined words but not the underline, which on a page says link", () => {
    expect(sanitizeHtml("<p>Read <u>more</u></p>")).toBe("<p>Read more</p>");
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

  test("drops a javascript: link but keeps its words", () => {
    expect(sanitizeHtml(`<a href="javascript:alert(1)">Click</a>`)).toBe("Click");
  });

  test("gives plain text back as the same text", () => {
    expect(parse(sanitizeHtml("Ages 5 & up <3")).textContent).toBe("Ages 5 & up <3");
  });

  test("leaves an empty string empty", () => {
    expect(sanitizeHtml("")).toBe("");
  });
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
