import { describe, expect, it } from "vitest";
import { formatHeadersFile, headersFor, parseHeadersFile } from "./headers-file.mjs";

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

  it("gives any other path the shared headers only", () => {
    expect(headersFor(rules, "/calendar/extra")).toEqual(rules[0].headers);
    expect(headersFor(rules, "/")).toEqual(rules[0].headers);
  });
});
