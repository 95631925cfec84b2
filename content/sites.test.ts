import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parseContent } from "./read";
import { schoolSites, siteSchema, sites } from "./sites";
import { formatHours, siteHref, telHref } from "./site-format";

// The availability table of the specification, written out site by site.
const expected: Record<string, { nova: boolean; nsd: boolean; summer: boolean; hours: string }> = {
  "main-office": { nova: false, nsd: false, summer: false, hours: "8:00 AM-4:00 PM" },
  "maidu-star": { nova: true, nsd: true, summer: true, hours: "6:30 AM-6:00 PM" },
  "greenhills-star": { nova: true, nsd: true, summer: true, hours: "6:30 AM-6:00 PM" },
  "oakhills-star": { nova: true, nsd: true, summer: true, hours: "6:30 AM-6:00 PM" },
  "ridgeview-star": { nova: true, nsd: true, summer: false, hours: "6:30 AM-6:00 PM" },
  "coppin-star": { nova: false, nsd: true, summer: false, hours: "7:00 AM-6:00 PM" },
  "creekside-star": { nova: false, nsd: true, summer: false, hours: "7:00 AM-6:00 PM" },
  "foskett-star": { nova: false, nsd: true, summer: false, hours: "7:00 AM-6:00 PM" },
  "lc-star": { nova: false, nsd: true, summer: true, hours: "7:00 AM-6:00 PM" },
  "tb-star": { nova: false, nsd: true, summer: true, hours: "7:00 AM-6:00 PM" },
  "leaman-star": { nova: false, nsd: true, summer: true, hours: "7:00 AM-6:00 PM" },
  "gateway-star": { nova: false, nsd: true, summer: true, hours: "7:00 AM-6:00 PM" },
  "academy-star": { nova: false, nsd: true, summer: false, hours: "7:00 AM-6:00 PM" },
  "arca-star": { nova: false, nsd: true, summer: false, hours: "7:00 AM-6:00 PM" },
};

describe("site locations", () => {
  it("has 14 entries with ids 0 to 13, the main office first", () => {
    expect(sites.map((s) => s.id)).toEqual([...Array(14).keys()]);
    expect(sites[0]?.slug).toBe("main-office");
    expect(sites[0]?.licNum).toBe("");
  });

  it.each(Object.entries(expected))(
    "%s offers exactly the programs the spec allows",
    (slug, want) => {
      const site = sites.find((s) => s.slug === slug);
      expect(site).toBeDefined();
      const has = (p: string) => site!.programs.includes(p as never);
      expect(has("galaxy")).toBe(true);
      expect(has("subsidy")).toBe(true);
      expect(has("nova")).toBe(want.nova);
      expect(has("nsd")).toBe(want.nsd);
      expect(has("summer")).toBe(want.summer);
      expect(formatHours(site!)).toBe(want.hours);
    },
  );

  it("has a page per school site, never the office twice", () => {
    const paths = schoolSites.map(siteHref);
    expect(paths).toHaveLength(13);
    expect(paths).toContain("/locations/arca-star");
    expect(paths).not.toContain("/locations/main-office");
  });

  it("names every site in both languages", () => {
    for (const site of sites) {
      expect(site.title.en).not.toBe("");
      expect(site.title.es).not.toBe("");
    }
    expect(sites[0]?.title).toEqual({ en: "Main Office", es: "Oficina principal" });
  });

  it("uses only the reserved 555-01xx phone range and example.org addresses for made-up contacts", () => {
    for (const site of sites) {
      expect(site.phone).toMatch(/^\(916\) 555-01\d\d$/);
      expect(site.email).toMatch(/@star\.example\.org$/);
    }
  });

  it("turns a phone number into a dialable tel: link", () => {
    expect(telHref("(916) 555-0101")).toBe("tel:+19165550101");
  });

  it("names the file and field when an edit of a site is wrong", () => {
    const file = "content/sites/maidu-star.yaml";
    const broken = readFileSync(file, "utf8").replace("(916) 555-0101", "916-555-0101");
    expect(() => parseContent(file, broken, siteSchema)).toThrow(
      "content/sites/maidu-star.yaml: phone: phone must look like (916) 555-0100",
    );
  });
});
