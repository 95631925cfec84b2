import { readFileSync } from "node:fs";
import { test, expect } from "./fixtures";
import { parseHeadersFile } from "../../scripts/security-headers.mjs";

// The CDN rules the build wrote; the production server must send exactly these.
const expected: Record<string, string> = parseHeadersFile(
  readFileSync("build/client/_headers", "utf8"),
);

test.describe("security headers", () => {
  test("the policy is strict: inline scripts by hash only, no eval, no plugins, no framing", () => {
    const policy = expected["Content-Security-Policy"]!;
    const scripts = /script-src ([^;]*)/.exec(policy)![1]!;
    expect(scripts).toMatch(/'sha256-/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
  });

  test("every header fits a CDN rules line (Cloudflare Pages allows 2,000 characters)", () => {
    for (const [name, value] of Object.entries(expected)) {
      expect(`  ${name}: ${value}`.length, name).toBeLessThanOrEqual(2000);
    }
  });

  for (const [what, path, status] of [
    ["a page", "/", 200],
    ["an asset", "/favicon.svg", 200],
    ["the Not Found page", "/no-such-page", 404],
    ["a redirect", "/programs/summer-camps", 301],
  ] as const) {
    test(`the server sends the _headers policy with ${what}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(expected)) {
        expect(headers[name.toLowerCase()], name).toBe(value);
      }
    });
  }

  test("the rules file itself is not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
  });

  test("a script the policy does not allow is blocked and reported", async ({
    page,
    consoleErrors,
    cspViolations,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^script-src-elem blocked/);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    cspViolations.length = 0;
    consoleErrors.length = 0;
  });
});
