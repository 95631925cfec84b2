import { describe, expect, it } from "vitest";
import {
  formatHeadersFile,
  formatRedirectsFile,
  headersFor,
  movedAddresses,
  notFoundPageFor,
  pageHeadersFor,
  parseHeadersFile,
  parseRedirectsFile,
} from "./host-rules.mjs";

const rules = [
  {
    path: "/*",
    headers: { "X-Frame-Options": "DENY", "Content-Security-Policy": "base-uri 'none'" },
  },
  { path: "/calendar", headers: { "Content-Security-Policy": "script-src 'self'" } },
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

  it.each(["/calendar", "/calendar/", "/calendar/index.html"])(
    "gives %s the page's own policy and the shared headers",
    (pathname) => {
      expect(headersFor(rules, pathname)).toEqual({
        "X-Frame-Options": "DENY",
        "Content-Security-Policy": "script-src 'self'",
      });
    },
  );

  it("gives the server a page's own rule alone, to add once it knows the page's file", () => {
    expect(pageHeadersFor(rules, "/calendar")).toEqual(rules[1].headers);
    expect(pageHeadersFor(rules, "/calendar/")).toEqual(rules[1].headers);
    expect(pageHeadersFor(rules, "/")).toEqual({});
  });

  it("gives any other path the shared headers only", () => {
    expect(headersFor(rules, "/calendar/extra")).toEqual(rules[0].headers);
    expect(headersFor(rules, "/")).toEqual(rules[0].headers);
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
