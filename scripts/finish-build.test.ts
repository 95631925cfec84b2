import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { refuseStrayFiles } from "./finish-build";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build folder holding the given files, as public/ and the prerendering would leave it. */
function buildWith(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "star-build-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const page = "<!doctype html><title>Page</title>";
const pageFiles = new Set(["index.html", "calendar/index.html"]);

describe("the build refuses a file that could run script on the site's origin", () => {
  it("an SVG with a script and an HTML file that is no page, each named", async () => {
    const site = buildWith({
      "index.html": page,
      "calendar/index.html": page,
      "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "uploads/flyer.svg":
        "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
      "uploads/flyer.html": "<script>alert(1)</script>",
      "assets/app.js": "console.log(1)",
    });
    await expect(refuseStrayFiles(site, pageFiles)).rejects.toThrow(
      /could run script[\s\S]*uploads\/flyer\.html\n {2}uploads\/flyer\.svg$/,
    );
  });

  it("XML or XHTML other than the site's own sitemap", async () => {
    const site = buildWith({
      "index.html": page,
      "sitemap.xml": "<urlset/>",
      "notes.xhtml": page,
      "data.xml": "<x/>",
    });
    await expect(refuseStrayFiles(site, pageFiles)).rejects.toThrow(/data\.xml\n {2}notes\.xhtml$/);
  });

  it("lets the site's pages, assets, favicon and sitemap through", async () => {
    const site = buildWith({
      "index.html": page,
      "calendar/index.html": page,
      "favicon.svg": "<svg/>",
      "sitemap.xml": "<urlset/>",
      "404.html": page,
      "assets/app.js": "",
      "calendar.data": "",
    });
    await expect(refuseStrayFiles(site, pageFiles)).resolves.toBeUndefined();
  });
});
