import { readFileSync } from "node:fs";
import { externalLinks } from "../../content/links";
import { headersFor, parseHeadersFile } from "../../scripts/host-rules.mjs";
import { test, expect } from "./fixtures";
import { pagePaths } from "./route-paths";

// The CDN rules the build wrote; the production server must send exactly these.
const rules = parseHeadersFile(readFileSync("build/client/_headers", "utf8"));
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name!, values];
    }),
  );

/** The policy a page's own <meta> holds, if any. */
function metaPolicy(html: string) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content?.replace(/&#x27;|&#39;/g, "'");
}

/** Pages (the editor too) whose own policy is checked: every route, in both languages. */
const policyPages = [...pagePaths(), "/admin/"];
const onlyOn = (pattern: RegExp) => (page: string) => pattern.test(page);

test.describe("security headers", () => {
  test("every response carries no plugins, no <base>, no framing", () => {
    const shared = directives(rules[0]!.headers["Content-Security-Policy"]!);
    expect(rules[0]!.path).toBe("/*");
    expect(shared["object-src"]).toEqual(["'none'"]);
    expect(shared["base-uri"]).toEqual(["'none'"]);
    expect(shared["frame-ancestors"]).toEqual(["'none'"]);
  });

  test("each page with React has its own strict policy: inline scripts by hash only, no eval", () => {
    const pages = rules.slice(1).filter((rule) => !rule.path.startsWith("/admin"));
    expect(pages.length).toBeGreaterThan(0);
    for (const { path, headers } of pages) {
      const policy = directives(headers["Content-Security-Policy"]!);
      expect(policy["script-src"], path).toContain("'self'");
      expect(
        policy["script-src"]!.some((value) => value.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(policy["script-src"], path).not.toContain("'unsafe-inline'");
      expect(headers["Content-Security-Policy"], path).not.toContain("'unsafe-eval'");
      expect(policy["frame-ancestors"], path).toEqual(["'none'"]);
    }
  });

  test("a page without React allows only its own inline scripts, in its <meta>", async ({
    request,
  }) => {
    const policy = directives(metaPolicy(await (await request.get("/")).text())!);
    expect(policy["script-src"]!.length).toBeGreaterThan(0);
    expect(policy["script-src"]!.every((value) => value.startsWith("'sha256-"))).toBe(true);
    expect(policy["connect-src"]).toEqual(["'none'"]);
  });

  test("every page, and the editor, carries its own policy in a <meta>, the one of its _headers rule but for frame-ancestors", async ({
    request,
  }) => {
    for (const page of policyPages) {
      const policy = metaPolicy(await (await request.get(page)).text());
      expect(policy, page).toBeTruthy();
      expect(directives(policy!), page).not.toHaveProperty("frame-ancestors");
      expect(directives(policy!)["base-uri"], page).toEqual(["'none'"]);
      const rule = rules.find((entry) => entry.path === page && entry.path !== "/");
      if (rule) {
        expect(rule.headers["Content-Security-Policy"], page).toBe(
          `${policy}; frame-ancestors 'none'`,
        );
      }
    }
  });

  test("a page's policy names only the hosts it uses: Maps on Locations, the help desk on Contact, the Google APIs where they are read", async ({
    request,
  }) => {
    const helpDesk = new URL(externalLinks.helpDeskHost).origin;
    // The demo build reads the Calendar and Sheets APIs from the emulator.
    const googleApis = `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 8787}`;
    for (const page of pagePaths()) {
      const policy = directives(metaPolicy(await (await request.get(page)).text())!);
      const maps = Object.values(policy)
        .flat()
        .some((value) => /maps\.g/.test(value));
      expect(maps, `${page}: Maps hosts`).toBe(onlyOn(/^(\/es)?\/locations$/)(page));
      expect(policy["frame-src"], `${page}: frames`).toEqual(
        onlyOn(/^(\/es)?\/contact$/)(page) ? [helpDesk] : ["'none'"],
      );
      expect((policy["connect-src"] ?? []).includes(googleApis), `${page}: Google APIs`).toBe(
        onlyOn(/^(\/es)?\/(calendar|summer-preview-\w+)$/)(page),
      );
    }
  });

  test("every header fits a CDN rules line (Cloudflare Pages allows 2,000 characters)", () => {
    for (const { headers } of rules) {
      for (const [name, value] of Object.entries(headers)) {
        expect(`  ${name}: ${value}`.length, name).toBeLessThanOrEqual(2000);
      }
    }
  });

  for (const [what, path, status] of [
    ["a page", "/", 200],
    ["a page with React", "/calendar", 200],
    ["the same page with a trailing slash", "/calendar/", 200],
    ["an asset", "/favicon.svg", 200],
    ["the Not Found page", "/no-such-page", 404],
    ["a Spanish page with React", "/es/calendar", 200],
    ["the Spanish Not Found page", "/es/no-existe", 404],
    ["the content editor", "/admin/", 200],
    ["a redirect", "/programs/summer-camps", 301],
  ] as const) {
    test(`the server sends the _headers rules with ${what}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(headersFor(rules, path))) {
        expect(headers[name.toLowerCase()], name).toBe(value);
      }
    });
  }

  test("the content editor has a policy of its own, and search engines are kept out", async ({
    request,
  }) => {
    const admin = headersFor(rules, "/admin/");
    const policy = directives(admin["Content-Security-Policy"]!);
    // Its bundle only, no script from elsewhere; GitHub and the sign-in proxy to talk to.
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy["connect-src"]).toContain("https://api.github.com");
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow");
    // A public page keeps its own strict policy and its opener policy.
    expect(headersFor(rules, "/")["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    const html = await (await request.get("/admin/")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/admin\/assets\/[\w-]+\.js$/),
    ]);
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("the rules files themselves are not served, however they are asked for", async ({
    request,
  }) => {
    for (const path of [
      "/_headers",
      "/_headers/",
      "/%5fheaders",
      "/%5F%68eaders",
      "/_redirects",
      "/%5Fredirects",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("a script the policy does not allow is blocked and reported", async ({
    page,
    consoleErrors,
    cspViolations,
  }) => {
    for (const path of ["/", "/calendar"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
      });
      // The page's <meta> and, on a page with React, its header policy: each refuses it.
      await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
      for (const violation of cspViolations) expect(violation).toMatch(/^script-src-elem blocked/);
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
      cspViolations.length = 0;
      consoleErrors.length = 0;
    }
  });
});
