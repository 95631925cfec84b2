import { Marked } from "marked";
import { describe, expect, it } from "vitest";
import { issueBody } from "./issue-body.mjs";

// What GitHub shows of the issue, as Markdown with GitHub's additions (marked's GFM: bare
// addresses become links), from a parser of its own, whatever another test set up in marked's
// shared one. GitHub also turns @name into a mention of a person or team.
const shown = (markdown) => new Marked({ gfm: true, async: false }).parse(markdown);
const mentions = (html) => html.match(/(?<![A-Za-z0-9_])@[A-Za-z0-9][\w-]*(\/[\w-]+)?/g) ?? [];

const hostile =
  "@star-education/website-developers [Sign in to GitHub to confirm](https://evil.example/login) " +
  "![](https://evil.example/p.png) <img src=x onerror=alert(1)> &#64;someone <https://evil.example> " +
  "https://evil.example/pay www.evil.example \\[x](https://evil.example)";
const report = [
  "# Website readiness on Monday, November 30, 2026",
  "",
  "## 1 stand-in to replace",
  "",
  "**Pages → Home page** (`content/home.yaml`)",
  `- **Registration (English)**: "${hostile}"`,
  "",
].join("\n");

describe("the readiness report as the weekly issue's body", () => {
  it("shows what staff wrote as text: no link, image, HTML or mention", () => {
    // Without it, the bot would post all of these.
    expect(shown(report)).toMatch(/<a |<img /);
    expect(mentions(shown(report))).not.toEqual([]);
    const html = shown(issueBody(report));
    expect(html).not.toMatch(/<a |<img /);
    expect(mentions(html.replaceAll("\u2060", "|"))).toEqual([]);
    const text = html.replaceAll("\u2060", "").replace(/<[^>]+>/g, "");
    for (const part of [
      "@star-education/website-developers",
      "[Sign in to GitHub to confirm](https://evil.example/login)",
      "![](https://evil.example/p.png)",
      "&amp;#64;someone",
      "https://evil.example/pay www.evil.example",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("keeps the report's own headings, lists, bold and code", () => {
    const html = shown(issueBody(report));
    expect(html).toContain("<h1>Website readiness on Monday, November 30, 2026</h1>");
    expect(html).toContain("<strong>Pages → Home page</strong> (<code>content/home.yaml</code>)");
    expect(html).toMatch(/<li><strong>Registration \(English\)<\/strong>: /);
  });

  it("leaves an email address as it is", () => {
    expect(issueBody("office@star.example.org")).toBe("office@star.example.org");
  });
});
