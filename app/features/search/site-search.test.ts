import { describe, expect, it } from "vitest";
import { excerptParts, RESULTS_PER_PAGE, searchSite, toHit, type Pagefind } from "./site-search";

const result = (url: string, subResults: Array<{ url: string; title: string }> = []) => ({
  data: async () => ({
    url,
    excerpt: "Galaxy <mark>Pricing</mark> for 2026",
    meta: { title: "Galaxy Pricing" },
    sub_results: subResults.map((section) => ({
      ...section,
      excerpt: "a <mark>fee</mark>",
      weighted_locations: [{ balanced_score: 1 }],
    })),
  }),
});

const pagefindWith = (count: number): Pagefind => ({
  options: async () => {},
  search: async () => ({
    results: Array.from({ length: count }, (_, index) => result(`/page-${index}/`)),
  }),
});

describe("search results as the page shows them", () => {
  it("marks the matched words of an excerpt and keeps the rest as text", () => {
    expect(excerptParts("La <mark>inscripción</mark> de los <mark>niños</mark>.")).toEqual([
      { text: "La ", matched: false },
      { text: "inscripción", matched: true },
      { text: " de los ", matched: false },
      { text: "niños", matched: true },
      { text: ".", matched: false },
    ]);
  });

  it("shows what a page says as text, never as markup", () => {
    const parts = excerptParts(
      "5 &gt; 3 &amp; &lt;script&gt;alert(1)&lt;/script&gt; <mark>AT&T</mark>",
    );
    expect(parts).toEqual([
      { text: "5 > 3 & <script>alert(1)</script> ", matched: false },
      { text: "AT&T", matched: true },
    ]);
  });

  it("links a result and its sections at the page's own address, without a trailing slash", () => {
    const hit = toHit({
      url: "/es/about/parent-resources/",
      excerpt: "Configurar <mark>AutoPay</mark>",
      meta: { title: "Recursos para familias" },
      sub_results: [
        {
          url: "/es/about/parent-resources/",
          title: "Recursos para familias",
          excerpt: "x",
          weighted_locations: [{ balanced_score: 500 }],
        },
        {
          url: "/es/about/parent-resources/#autopay",
          title: "AutoPay",
          excerpt: "<mark>AutoPay</mark>",
          weighted_locations: [{ balanced_score: 200 }],
        },
      ],
    });
    expect(hit.url).toBe("/es/about/parent-resources");
    expect(hit.title).toBe("Recursos para familias");
    // The page itself is the result; only its headings are sections under it.
    expect(hit.sections).toEqual([
      {
        url: "/es/about/parent-resources#autopay",
        title: "AutoPay",
        excerpt: [{ text: "AutoPay", matched: true }],
      },
    ]);
    expect(toHit({ url: "/", excerpt: "", meta: {}, sub_results: [] }).url).toBe("/");
  });

  it("shows the three sections of a page that match best, best first", () => {
    const sections = [[100, 100], [900], [50, 50, 150], [400, 600]].map((scores, index) => ({
      url: `/p/#s${index}`,
      title: `Section ${index}`,
      excerpt: "",
      weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
    }));
    const hit = toHit({ url: "/p/", excerpt: "", meta: {}, sub_results: sections });
    expect(hit.sections.map((section) => section.url)).toEqual(["/p#s3", "/p#s1", "/p#s2"]);
  });

  it("loads a page of results at a time, and says how many there are in all", async () => {
    const total = RESULTS_PER_PAGE + 3;
    const first = await searchSite("pricing", 0, pagefindWith(total));
    expect(first.total).toBe(total);
    expect(first.hits.map((hit) => hit.url)).toEqual(
      Array.from({ length: RESULTS_PER_PAGE }, (_, index) => `/page-${index}`),
    );
    const next = await searchSite("pricing", RESULTS_PER_PAGE, pagefindWith(total));
    expect(next.hits.map((hit) => hit.url)).toEqual(["/page-10", "/page-11", "/page-12"]);
  });
});
