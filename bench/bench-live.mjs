// How soon the data from Google is on screen, under the same applied throttling Lighthouse uses
// (its mobile network and processor numbers, through the DevTools protocol): the first event of
// /calendar, the first camp of a preview, the first site card with a distance on /locations
// (from a fixed position). Measured from the start of navigation, with when the request to
// Google started and when the route's script had arrived.
import { chromium } from "@playwright/test";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { median } from "./bench-report.mjs";
import { chromiumArgs, findChromium } from "../scripts/find-chromium.mjs";

/** What a visitor waits for on each page with live data, and the script that page runs. */
const LIVE_PAGES = [
  {
    pattern: /^(\/es)?\/calendar$/,
    // An event's title, in the month grid or the agenda (a phone's view).
    shows: "main [data-from-google]",
    script: /\/calendar-[\w-]+\.js$/,
  },
  {
    pattern: /^(\/es)?\/summer-preview-\w+$/,
    // A camp's name, location or category, in the table or in a phone's cards.
    shows: "main [data-from-google]",
    script: /\/summer-preview-[\w-]+\.js$/,
  },
  {
    pattern: /^(\/es)?\/locations$/,
    // "0.4 miles away" or "A 0.4 millas de usted" on a card.
    shows: { cards: "main article", text: "\\d\\.\\d (mi|millas)" },
    script: /\/locations-[\w-]+\.js$/,
    // Rocklin, near the main office: a fixed position, so every run sorts the same way.
    nearMe: { latitude: 38.7906, longitude: -121.2654 },
  },
];

export function livePage(route) {
  return LIVE_PAGES.find((page) => page.pattern.test(route));
}

/**
 * Runs in the page: the moment something matching `shows` is first in the document, a selector
 * or elements holding a text.
 */
function watchFor(shows) {
  const found = () =>
    typeof shows === "string"
      ? globalThis.document.querySelector(shows)
      : [...globalThis.document.querySelectorAll(shows.cards)].some((element) =>
          new RegExp(shows.text).test(element.textContent ?? ""),
        );
  const record = () => {
    if (globalThis.__liveShown === undefined && found()) globalThis.__liveShown = performance.now();
  };
  new globalThis.MutationObserver(record).observe(globalThis.document, {
    childList: true,
    subtree: true,
  });
}

async function oneRun(browser, url, page) {
  const context = await browser.newContext({
    viewport: {
      width: screenEmulationMetrics.mobile.width,
      height: screenEmulationMetrics.mobile.height,
    },
    deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
    isMobile: true,
    ...(page.nearMe && { geolocation: page.nearMe, permissions: ["geolocation"] }),
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const network = throttling.mobileSlow4G;
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: network.cpuSlowdownMultiplier });
  await tab.addInitScript(watchFor, page.shows);
  await tab.goto(url, { waitUntil: "commit" });
  if (page.nearMe) {
    const button = tab.getByRole("button", { name: /distance|distancia/i });
    await button.click({ timeout: 60_000 });
  }
  // Data that never shows is a result too (a failing page), not a reason to stop the bench.
  const shown = await tab
    .waitForFunction(() => globalThis.__liveShown !== undefined, undefined, { timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown) console.log(`bench: ${url} showed no live data within 60 s`);
  const times = await tab.evaluate((scriptPattern) => {
    const resources = performance.getEntriesByType("resource");
    const google = resources.find(
      (entry) =>
        /googleapis|127\.0\.0\.1:\d+\/(calendar|sheets)/.test(entry.name) &&
        entry.initiatorType !== "script",
    );
    const script = resources.find((entry) => new RegExp(scriptPattern).test(entry.name));
    return {
      shownMs: globalThis.__liveShown,
      googleRequestMs: google?.startTime ?? Number.NaN,
      scriptReadyMs: script?.responseEnd ?? Number.NaN,
    };
  }, page.script.source);
  await context.close();
  return times;
}

/** Medians of `runs` runs of the live-data times of one page. */
export async function liveDataTimes(url, runs) {
  const page = livePage(new URL(url).pathname);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await oneRun(browser, url, page));
    return Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
    );
  } finally {
    await browser.close();
  }
}
