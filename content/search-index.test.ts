import { describe, expect, it } from "vitest";
import { locales } from "../app/lib/i18n/locale";
import { familyResourceTopics } from "./family-help";
import { searchIndex } from "./search-index";
import { siteHref } from "./site-format";
import { schoolSites } from "./sites";

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
  ...schoolSites.map(siteHref),
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
const english = searchIndex("en");
const spanish = searchIndex("es");

describe.each(locales)("search index in %s", (locale) => {
  const index = searchIndex(locale);

  it("has 55 entries with unique ids and titles", () => {
    expect(index).toHaveLength(55);
    expect(new Set(index.map((e) => e.id)).size).toBe(55);
    expect(new Set(index.map((e) => e.title.toLowerCase())).size).toBe(55);
  });

  it("covers sites, programs, help topics, account links, pricing sheets, districts and pages", () => {
    const counts: Record<string, number> = {};
    for (const entry of index) counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
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

  it.each(index.map((e) => [e.id, e.url] as const))(
    "%s points at a real route, help anchor or https address (%s)",
    (_id, url) => {
      if (url.startsWith("/")) {
        const [path, hash] = url.split("#");
        const prefix = locale === "es" ? "/es" : "";
        expect(path!.startsWith(prefix)).toBe(true);
        const plain = path!.slice(prefix.length) || "/";
        expect(routes.has(plain)).toBe(true);
        if (hash !== undefined) {
          expect(plain).toBe("/about/parent-resources");
          expect(anchors.has(hash)).toBe(true);
        }
      } else {
        expect(new URL(url).protocol).toBe("https:");
      }
    },
  );

  it("marks exactly the addresses elsewhere as English only", () => {
    for (const entry of index) expect(entry.english).toBe(!entry.url.startsWith("/"));
  });
});

describe("search index", () => {
  it("names every site and the account links as families know them", () => {
    const titles = english.map((e) => e.title);
    expect(titles).toContain("Maidu/Excelsior STAR, Roseville");
    expect(titles).toContain("Main Office, Rocklin");
    expect(titles).toEqual(expect.arrayContaining(["Sign In", "Create Account", "Enroll"]));
    expect(titles).toEqual(
      expect.arrayContaining([
        "Galaxy: Before/After School",
        "Summer Camp",
        "Greenhills Galaxy pricing sheet",
        "Eureka Union School District website",
        "Western Placer USD Summer Camps 2025 preview",
        "Programs",
      ]),
    );
  });

  it("holds the same entries in both languages, in the same order", () => {
    expect(spanish.map((e) => [e.id, e.kind])).toEqual(english.map((e) => [e.id, e.kind]));
  });

  it("titles Spanish entries in Spanish, keeping names and places", () => {
    const title = (id: string) => spanish.find((e) => e.id === id)?.title;
    expect(title("site-main-office")).toBe("Oficina principal, Rocklin");
    expect(title("site-maidu-star")).toBe("Maidu/Excelsior STAR, Roseville");
    expect(title("program-galaxy")).toBe("Galaxy: Antes/después de clases");
    expect(title("program-nsd")).toBe("Campamentos de días sin clases");
    expect(title("program-summer")).toBe("Campamento de verano");
    expect(title("account-sign-in")).toBe("Iniciar sesión");
    expect(title("pricing-26greenhills")).toBe("Hoja de precios de Galaxy: Greenhills");
    expect(title("district-eusd")).toBe("Página web de Eureka Union School District");
    expect(title("page-programs")).toBe("Programas");
    expect(title("page-locations")).toBe("Sitios");
  });

  it("leads Spanish pages to Spanish pages and leaves other addresses as they are", () => {
    const url = (index: typeof english, id: string) => index.find((e) => e.id === id)?.url;
    expect(url(spanish, "page-home")).toBe("/es");
    expect(url(spanish, "site-maidu-star")).toBe("/es/locations/maidu-star");
    expect(url(spanish, "topic-autopay")).toBe("/es/about/parent-resources#autopay");
    expect(url(english, "topic-autopay")).toBe("/about/parent-resources#autopay");
    expect(url(spanish, "account-sign-in")).toBe(url(english, "account-sign-in"));
    expect(url(spanish, "district-wpusd")).toBe("https://www.wpusd.org");
  });
});
