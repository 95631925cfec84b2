// `npm run bench:stall` (not in CI): the longest the page stops answering while a camp preview
// lists 8,000 camps and a visitor searches, filters and sorts them. A 20 ms timer runs in the
// page; the largest gap between its ticks (script, layout and paint included) is the stall.
// Needs a demo build (`npm run build:demo`).
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../scripts/find-chromium.mjs";
import { serve } from "../server/serve.mjs";
import { CAMP_HEADER } from "../emulator/sheets-data.mjs";
import { startEmulator } from "../emulator/server.mjs";

const CAMPS = 8000;

/** Runs in the page: the tick gaps, and a way to change a control as a visitor's input does. */
function instrument() {
  let last = performance.now();
  globalThis.__gaps = [];
  setInterval(() => {
    const now = performance.now();
    globalThis.__gaps.push(now - last);
    last = now;
  }, 20);
  globalThis.__set = (selector, value) => {
    const control = globalThis.document.querySelector(selector);
    const proto = Object.getPrototypeOf(control);
    Object.getOwnPropertyDescriptor(proto, "value").set.call(control, value);
    control.dispatchEvent(
      new globalThis.Event(control.tagName === "SELECT" ? "change" : "input", { bubbles: true }),
    );
  };
}

async function measure(page, item, expected, action) {
  await page.evaluate(() => (globalThis.__gaps = []));
  if (action) await page.evaluate(action);
  await page.waitForFunction(
    ([selector, count]) => globalThis.document.querySelectorAll(selector).length === count,
    [item, expected],
    { timeout: 120_000, polling: 500 },
  );
  return Math.max(...(await page.evaluate(() => globalThis.__gaps)));
}

const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 8787) });
const site = await serve({ port: 0 });
const origin = `http://127.0.0.1:${site.server.address().port}`;
const rows = Array.from({ length: CAMPS }, (_, index) => [
  `Camp ${index + 1}`,
  "Maidu Elementary",
  "TK/K",
  "6/9/2025",
  "6/13/2025",
  `<p>Camp ${index + 1}: <b>robots</b> and <a href="https://example.org/">paint</a></p>`,
  `EU ${(index % 9) + 1}`,
]);
await fetch(`${emulator.url}/__control/data`, {
  method: "POST",
  body: JSON.stringify({ sheets: { EUSD: [CAMP_HEADER, ...rows] } }),
});

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const lines = ["| Screen | Step | Longest stall (ms) |", "|---|---|---:|"];
try {
  for (const [screen, width, item] of [
    ["1280 px (table)", 1280, "table tbody tr"],
    ["390 px (cards)", 390, "[role=listitem]"],
  ]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.addInitScript(instrument);
    await page.goto(`${origin}/summer-preview-eu`);
    const steps = [
      [`load and list ${CAMPS} camps`, CAMPS],
      ["search for one camp", 1, () => globalThis.__set('input[type="search"]', "Camp 7999")],
      ["clear the search", CAMPS, () => globalThis.__set('input[type="search"]', "")],
      ["choose Week 9", Math.floor(CAMPS / 9), () => globalThis.__set("select", "9")],
      ["back to All Weeks", CAMPS, () => globalThis.__set("select", "")],
      [
        "sort by start date",
        CAMPS,
        () =>
          [...globalThis.document.querySelectorAll("button")]
            .find((button) => /Start Date|Sort by start date/.test(button.textContent))
            .click(),
      ],
    ];
    for (const [step, expected, action] of steps) {
      const stall = await measure(page, item, expected, action);
      lines.push(`| ${screen} | ${step} | ${Math.round(stall)} |`);
      console.log(lines.at(-1));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
  await emulator.close();
}
console.log(`\n${lines.join("\n")}`);
