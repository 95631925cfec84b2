import { describe, expect, it } from "vitest";
import { familyResourceTopics } from "./family-resources";
import { searchIndex } from "./search-index";
import { sitePaths } from "./sites";

// The route table of the specification (section 2), site pages included.
const routes = new Set([
  "/",
  "/programs",
  "/programs/galaxy",
  "/programs/pricing",
  "/programs/subsidy",
  "/programs/nova",
  "/programs/nsd-camps",
  "/programs/summer-camp",
  "/locations",
  "/locations/main-office",
  ...sitePaths,
  "/about/about-star",
  "/about/employment",
  "/about/parent-resources",
  "/about/donations",
  "/contact",
  "/calendar",
  "/summer-preview-eu",
  "/summer-preview-wp",
  "/summer-preview-rafos",
]);

const anchors = new Set(familyResourceTopics.map((topic) => topic.id));

describe("search index", () => {
  it("has 55 entries with unique ids and titles", () => {
    expect(searchIndex).toHaveLength(55);
    expect(new Set(searchIndex.map((e) => e.id)).size).toBe(55);
    expect(new Set(searchIndex.map((e) => e.title.toLowerCase())).size).toBe(55);
  });

  it("covers sites, programs, help topics, account links, pricing sheets, districts and pages", () => {
    const counts: Record<string, number> = {};
    for (const entry of searchIndex) counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
    expect(counts).toEqual({
      site: 14,
      program: 5,
      topic: 9,
      account: 3,
      pricing: 8,
      district: 3,
      page: 13,
    });
  });

  it.each(searchIndex.map((e) => [e.id, e.url] as const))(
    "%s points at a real route, help anchor or https address (%s)",
    (_id, url) => {
      if (url.startsWith("/")) {
        const [path, hash] = url.split("#");
        expect(routes.has(path ?? "")).toBe(true);
        if (hash !== undefined) {
          expect(path).toBe("/about/parent-resources");
          expect(anchors.has(hash)).toBe(true);
        }
      } else {
        expect(new URL(url).protocol).toBe("https:");
      }
    },
  );

  it("names every site and the account links as families know them", () => {
    const titles = searchIndex.map((e) => e.title);
    expect(titles).toContain("Maidu/Excelsior STAR, Roseville");
    expect(titles).toContain("Main Office, Rocklin");
    expect(titles).toEqual(expect.arrayContaining(["Sign In", "Create Account", "Enroll"]));
  });
});
