import { test, expect } from "./fixtures";

// The policies themselves, and the rules the server sends with them, are checked on the build
// in Node (tests/build/headers.built.test.ts); only a browser shows that they are enforced.

test.describe("security headers", () => {
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
