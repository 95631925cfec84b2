import type { Page, Request } from "@playwright/test";
import { pathWithoutLocale } from "../../i18n/locale";
import { test, expect } from "./fixtures";
import { templatePages } from "./route-paths";

// What the browser downloads to run each page, measured as it arrives (script responses and
// their bytes on the wire, compressed as served), not worked out from the build's files; and
// that only the map's page asks Google for the Maps script.

/**
 * The pages that need React in the browser, in English; their Spanish twins under /es need it
 * too. Every other page loads no script file at all.
 */
const reactPages = [
  "/locations",
  "/calendar",
  "/programs/galaxy",
  "/programs/nova",
  "/summer-preview-eu",
  "/summer-preview-wp",
  "/summer-preview-rafos",
  "/search",
];

/** Most a page with React may download, in bytes of script as transferred. */
const REACT_PAGE_BUDGET = 175 * 1024;

/**
 * Code that belongs to one part of the site, known by a text only that code contains, and the
 * pages allowed to load it. zod checks content at build time and belongs on no page.
 */
const mapPage = /^(\/es)?\/locations$/;
const featureCode = [
  { name: "map", marker: "maps.googleapis.com", pages: mapPage },
  { name: "calendar", marker: "singleEvents", pages: /^(\/es)?\/calendar$/ },
  { name: "sheets", marker: "values:batchGet", pages: /^(\/es)?\/summer-preview-/ },
  { name: "search", marker: "/pagefind/pagefind.js", pages: /^(\/es)?\/search$/ },
  { name: "zod", marker: "ZodError", pages: /^$/ },
];

/** The Maps JavaScript API, which only the map's page may ask Google for. */
const mapsScript = /^https:\/\/maps\.googleapis\.com\//;

interface Download {
  files: number;
  bytes: number;
  features: string[];
  /** The page's requests for the Maps script. */
  maps: string[];
}

async function scriptsOf(page: Page, path: string): Promise<Download> {
  const loads: Array<Promise<{ bytes: number; body: string }>> = [];
  const maps: string[] = [];
  page.on("request", (request) => {
    if (mapsScript.test(request.url())) maps.push(request.url());
  });
  const onFinished = (request: Request) => {
    if (request.resourceType() !== "script") return;
    loads.push(
      (async () => ({
        bytes: (await request.sizes()).responseBodySize,
        body: (await (await request.response())!.body()).toString("utf8"),
      }))(),
    );
  };
  page.on("requestfinished", onFinished);
  await page.goto(path);
  // On a page with React, code loaded after hydration (the map's chunk) counts too: wait until
  // nothing is on its way. A page without React has a policy that runs no script file, so its
  // load event ends what it can download. Then stop listening, so that every body read has
  // finished before the page closes.
  if (reactPages.includes(pathWithoutLocale(path))) await page.waitForLoadState("networkidle");
  page.off("requestfinished", onFinished);
  const scripts = await Promise.all(loads);
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    features: featureCode
      .filter(({ marker }) => scripts.some((script) => script.body.includes(marker)))
      .map(({ name }) => name),
    maps,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const english = pathWithoutLocale;

test.describe.configure({ mode: "parallel" });

// One page per template in each language (route-paths.ts); every built page's script tags are
// checked in Node (tests/build/pages.built.test.ts).
for (const [language, locale] of [
  ["English", "en"],
  ["Spanish", "es"],
] as const) {
  const paths = templatePages(locale).map(({ path }) => path);
  test(`${language}: pages without React load no script; pages with React stay in budget and load only their own code`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const rows: Array<Download & { path: string }> = [];
    for (const path of paths) {
      const page = await browser.newPage();
      rows.push({ path, ...(await scriptsOf(page, path)) });
      await page.close();
    }
    console.log(
      [
        "| Page | Script files | Script bytes (as sent) | Feature code |",
        "|---|---:|---:|---|",
        ...rows.map(
          (row) =>
            `| ${row.path} | ${row.files} | ${kib(row.bytes)} | ${row.features.join(", ") || "-"} |`,
        ),
      ].join("\n"),
    );
    const problems = rows.flatMap((row) => {
      const react = reactPages.includes(english(row.path));
      return [
        ...(!react && row.files > 0 ? [`${row.path} loads ${row.files} script files`] : []),
        ...(react && row.files === 0 ? [`${row.path} loads no script, but needs React`] : []),
        ...(react && row.bytes > REACT_PAGE_BUDGET
          ? [`${row.path} loads ${kib(row.bytes)} of script, over ${kib(REACT_PAGE_BUDGET)}`]
          : []),
        ...row.features
          .filter(
            (name) => !featureCode.find((feature) => feature.name === name)!.pages.test(row.path),
          )
          .map((name) => `${row.path} loads ${name} code, which belongs elsewhere`),
        ...(row.maps.length > 0 && !mapPage.test(row.path)
          ? [`${row.path} asks Google for the Maps script`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
    // The map's page asks for the Maps script once the page has hydrated, once, with the key.
    const map = rows.find((row) => mapPage.test(row.path))!;
    expect(map.maps, "the Maps script on the map's page").toHaveLength(1);
    expect(new URL(map.maps[0]!).searchParams.get("key")).toBeTruthy();
    // The markers are real: each feature's own page does load its code.
    for (const { name, pages } of featureCode.filter((feature) => feature.name !== "zod")) {
      expect(
        rows.some((row) => pages.test(row.path) && row.features.includes(name)),
        `${name} code found on its page`,
      ).toBe(true);
    }
  });
}
