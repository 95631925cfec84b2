import { feeds } from "../../app/feed-list";
import { fileKinds } from "../../scripts/published-files";
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

/** A path of each kind of published file that is not a page, for a file planted there. */
const plantedPaths = [
  ...fileKinds.flatMap((kind) => (kind.rule ? [kind.rule.replace("*", "planted")] : [])),
  feeds[0]!.path,
].map((path) => (path.endsWith("/planted") ? `${path}.svg` : path));

const plantedFiles = [
  [
    "image/svg+xml",
    `<svg xmlns="http://www.w3.org/2000/svg"><script>window.planted = true</script></svg>`,
  ],
  ["text/html", `<!doctype html><title>x</title><script>window.planted = true</script>`],
] as const;

test.describe("a file that is not a page", () => {
  test("runs no script of its own wherever the site publishes such files, as SVG or as HTML", async ({
    page,
    consoleErrors,
    cspViolations,
  }) => {
    expect(plantedPaths).toEqual(expect.arrayContaining(["/assets/planted.svg", "/planted.data"]));
    for (const path of plantedPaths) {
      for (const [type, body] of plantedFiles) {
        // The server's own answer for that path, headers and all, with the planted file in it.
        await page.route(`**${path}`, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            status: 200,
            headers: { ...response.headers(), "content-type": type },
            body,
          });
        });
        await page.goto(path);
        await expect.poll(() => cspViolations.length, `${type} at ${path}`).toBeGreaterThan(0);
        expect(cspViolations.every((violation) => violation.startsWith("script-src-elem"))).toBe(
          true,
        );
        expect(await page.evaluate(() => "planted" in window), `${type} at ${path}`).toBe(false);
        await page.unrouteAll();
        cspViolations.length = 0;
        consoleErrors.length = 0;
      }
    }
  });
});
