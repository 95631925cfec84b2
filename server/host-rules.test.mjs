import { describe, expect, it } from "vitest";
import {
  formatHeadersFile,
  formatRedirectsFile,
  headersFor,
  movedAddresses,
  notFoundPageFor,
  parseHeadersFile,
  parseRedirectsFile,
} from "./host-rules.mjs";

const rules = [
  { path: "/*", headers: { "X-Frame-Options": "DENY" } },
  { path: "/calendar", headers: { "Content-Security-Policy": "script-src 'self'" } },
  { path: "/assets/*", headers: { "Content-Security-Policy": "default-src 'none'" } },
  { path: "/*.data", headers: { "Content-Security-Policy": "default-src 'none'" } },
  { path: "/locations/:site", headers: { "X-Robots-Tag": "all" } },
];

describe("the _headers file", () => {
  it("reads back the rules it was written from", () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("ignores comments and blank lines", () => {
    expect(parseHeadersFile("# note\n\n/*\n  A: 1\n# more\n  B: 2:3\n")).toEqual([
      { path: "/*", headers: { A: "1", B: "2:3" } },
    ]);
  });

  it.each(["/calendar", "/calendar/", "/Calendar"])(
    "gives %s the page's own policy and the shared headers",
    (pathname) => {
      expect(headersFor(rules, pathname)).toEqual({
        "X-Frame-Options": "DENY",
        "Content-Security-Policy": "script-src 'self'",
      });
    },
  );

  it.each([
    ["/assets/root.js", rules[2]],
    ["/assets/deep/chunk.js", rules[2]],
    ["/calendar.data", rules[3]],
    ["/es/locations/maidu-star.data", rules[3]],
    ["/locations/maidu-star", rules[4]],
  ])("gives %s the headers of every rule that names it", (pathname, rule) => {
    expect(headersFor(rules, pathname)).toEqual({ ...rules[0].headers, ...rule.headers });
  });

  it("gives any other path the shared headers only", () => {
    for (const pathname of ["/calendar/extra", "/calendar/index.html", "/", "/locations/a/b"]) {
      expect(headersFor(rules, pathname), pathname).toEqual(rules[0].headers);
    }
  });
});

const redirects = [
  { from: "/old", to: "/new", status: 301, force: true },
  { from: "/es/old", to: "/es/new", status: 301, force: true },
  { from: "/es/*", to: "/es/404.html", status: 404, force: false },
];

describe("the _redirects file", () => {
  it("reads back the rules it was written from, a forced rule with its !", () => {
    const text = formatRedirectsFile(redirects);
    expect(text).toContain("/old  /new  301!\n");
    expect(text).toContain("/es/*  /es/404.html  404\n");
    expect(parseRedirectsFile(text)).toEqual(redirects);
  });

  it("gives the server the moved addresses, and refuses a rule it could not follow", () => {
    expect(movedAddresses(redirects)).toEqual(redirects.slice(0, 2));
    expect(() =>
      movedAddresses([{ from: "/blog/*", to: "/news/:splat", status: 301, force: false }]),
    ).toThrow("/blog/*");
    expect(() => movedAddresses([{ from: "/api/*", to: "/x", status: 200, force: false }])).toThrow(
      "/api/*",
    );
  });

  it.each([
    ["/es/no-such-page", "/es/404.html"],
    ["/es/locations/nowhere/", "/es/404.html"],
    ["/no-such-page", "/404.html"],
    ["/estate", "/404.html"],
  ])("finds the Not Found page of %s in %s", (pathname, page) => {
    expect(notFoundPageFor(redirects, pathname)).toBe(page);
  });
});
