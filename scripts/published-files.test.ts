import { describe, expect, it } from "vitest";
import { refuseUnpublishable, unpublishable } from "./published-files";

const pageFiles = new Set(["index.html", "calendar/index.html", "404.html", "admin/index.html"]);
const feedFiles = new Set(["feeds/closures.ics", "es/feeds/news.atom"]);

/** What a build holds besides the pages and feeds, as the prerendering and the tools leave it. */
const siteFiles = [
  "index.html",
  "index.html.br",
  "calendar/index.html",
  "calendar/index.html.gz",
  "calendar.data",
  "feeds/closures.ics.data",
  "404.html",
  "favicon.svg",
  "sitemap.xml",
  "robots.txt",
  "_headers",
  "_redirects",
  "assets/root-Ab12_cd.js",
  "assets/root-Ab12_cd.js.br",
  "assets/nunito-latin-wght-normal-Dx4.woff2",
  "admin/index.html",
  "admin/assets/index-Q1w2.js",
  "admin/assets/sql-wasm-Z9.wasm",
  "admin/assets/editor-closure-BMQ.png",
  "pagefind/pagefind.js",
  "pagefind/pagefind-entry.json",
  "pagefind/wasm.en.pagefind",
  "pagefind/pagefind.en_403a.pf_meta",
  "pagefind/index/en_1a2b.pf_index",
  "pagefind/fragment/en_3c4d.pf_fragment",
  "feeds/closures.ics",
  "es/feeds/news.atom",
];

describe("the build publishes only what the site publishes on purpose", () => {
  it("lets the pages, the feeds, the assets, the editor, the search index and their compressed copies through", () => {
    expect(unpublishable(siteFiles, pageFiles, feedFiles)).toEqual([]);
  });

  it.each([
    ["an SVG with a script", "uploads/flyer.svg"],
    ["an HTML file that is no page", "uploads/flyer.html"],
    ["server-side includes", "notes.shtml"],
    ["RDF", "data.rdf"],
    ["MathML", "formula.mml"],
    ["a script outside the assets", "extra.js"],
    ["a module outside the assets", "lib/extra.mjs"],
    ["XHTML", "notes.xhtml"],
    ["an HTML file in the editor's folder", "admin/other.html"],
    ["an SVG in the editor's folder", "admin/assets/logo.svg"],
    ["an SVG among the assets", "assets/icon.svg"],
    ["a feed the site does not make", "feeds/other.atom"],
    ["a compressed copy of a file that is refused", "uploads/flyer.html.br"],
    ["a file of no type", "uploads/README"],
  ])("refuses %s (%s)", (_what, file) => {
    expect(unpublishable([...siteFiles, file], pageFiles, feedFiles)).toEqual([file]);
  });

  it("names each file refused, and what the site publishes instead", () => {
    expect(() =>
      refuseUnpublishable([...siteFiles, "a.shtml", "b/c.mjs"], pageFiles, feedFiles),
    ).toThrow(
      /publishes only its pages, its feeds and the site's scripts[\s\S]*\n {2}a\.shtml\n {2}b\/c\.mjs$/,
    );
  });
});
