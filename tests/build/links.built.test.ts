import { afterAll, beforeAll, expect, it } from "vitest";
import { serve } from "../../server/serve.mjs";
import { builtSite, pages } from "./built-site";
import { brokenLinks, summarize } from "./link-checker.mjs";

// The production server serves the build on loopback; linkinator crawls it from every page. Links
// to other hosts are not fetched (no network in CI, and their health is not ours).
let server: Awaited<ReturnType<typeof serve>>;
let origin = "";
beforeAll(async () => {
  server = await serve({ root: builtSite, port: 0 });
  origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

it("no internal link or #anchor of any page is broken", async () => {
  const { broken, checked } = await brokenLinks(origin, pages);
  expect(summarize(broken)).toEqual([]);
  expect(checked).toBeGreaterThan(pages.length);
});
