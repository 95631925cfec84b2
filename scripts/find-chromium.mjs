// Playwright cannot download its own browser here; tests use a system Chromium.
import { existsSync } from "node:fs";

const browsers = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

// Chromium's headless shell (Debian: chromium-headless-shell) is the browser Playwright itself
// runs tests in: the same engine without the browser's window machinery, which on two cores
// takes a quarter off the browser tests' time.
const headlessShells = ["/usr/bin/chromium-headless-shell"];

function first(candidates) {
  const found = [process.env.CHROMIUM_PATH, ...candidates].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH to a Chrome/Chromium binary.",
    );
  }
  return found;
}

/** A full Chromium, as visitors run it: the benchmark measures in this. */
export const findChromium = () => first(browsers);

/** The headless shell where it is installed, for the browser tests; otherwise a full Chromium. */
export const findTestChromium = () => first([...headlessShells, ...browsers]);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
