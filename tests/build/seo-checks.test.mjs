import { describe, expect, it } from "vitest";
import {
  childCareProblems,
  eventProblems,
  duplicates,
  languageProblems,
  organisationProblems,
  pageProblems,
  readHead,
  sitemapProblems,
} from "./seo-checks.mjs";

const url = "https://star.example.org/about";

function page({
  title = "About | STAR",
  description = "Who we are.",
  canonical = url,
  extra = "",
} = {}) {
  return `<!DOCTYPE html><html><head><title>${title}</title>
<meta name="description" content="${description}"/>
<link rel="canonical" href="${canonical}"/>
<meta property="og:type" content="website"/><meta property="og:site_name" content="STAR"/>
<meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/>
<meta property="og:url" content="${canonical}"/>
<meta name="twitter:card" content="summary"/><meta name="twitter:title" content="${title}"/>
<meta name="twitter:description" content="${description}"/>${extra}</head><body></body></html>`;
}

describe("page tags", () => {
  it("accept a page with its own title, description, canonical and social tags", () => {
    expect(pageProblems(readHead(page()), url)).toEqual([]);
  });

  it.each([
    ["no description", page({ description: "" }), /meta description/],
    ["a canonical for another page", page({ canonical: "https://star.example.org/" }), /canonical/],
    ["an empty title", page({ title: "" }), /<title>/],
    [
      "JSON-LD that does not parse",
      page({ extra: '<script type="application/ld+json">{oops</script>' }),
      /does not parse/,
    ],
    [
      "JSON-LD without a schema.org context",
      page({ extra: '<script type="application/ld+json">{"@type":"NGO"}</script>' }),
      /@context/,
    ],
  ])("report %s", (_name, html, problem) => {
    expect(pageProblems(readHead(html), url)).toContainEqual(expect.stringMatching(problem));
  });

  it("report a social title that differs from the page title", () => {
    const html = page().replace('og:title" content="About | STAR', 'og:title" content="Other');
    expect(pageProblems(readHead(html), url)).toContain("og:title should repeat the title");
  });

  it("find titles shared by several pages", () => {
    const pages = ["/a", "/b", "/c"].map((path, index) => ({
      path,
      head: readHead(page({ title: index < 2 ? "Same" : "Own" })),
    }));
    expect(duplicates(pages, "title")).toEqual([{ value: "Same", paths: ["/a", "/b"] }]);
  });
});

describe("structured data", () => {
  const organisation = { fullName: "STAR Education", parentOrganisation: "Placer Partners" };
  const site = {
    title: "Greenhills",
    phone: "(916) 555-0102",
    email: "g@star.example.org",
    address: "8200 Greenhills Way",
    city: "Granite Bay",
    state: "CA",
    zip: "95746",
    lat: 38.7,
    lng: -121.2,
    hours: { opens: "06:30", closes: "18:00" },
  };
  const pageUrl = "https://star.example.org/locations/greenhills-star";
  const childCare = {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: "STAR Greenhills",
    url: pageUrl,
    telephone: site.phone,
    email: site.email,
    address: {
      streetAddress: site.address,
      addressLocality: site.city,
      addressRegion: site.state,
      postalCode: site.zip,
    },
    geo: { latitude: site.lat, longitude: site.lng },
    openingHoursSpecification: { opens: "06:30", closes: "18:00" },
    parentOrganization: { name: "STAR Education" },
  };

  it("accept a ChildCare entry that matches the site", () => {
    expect(childCareProblems([childCare], { site, organisation, pageUrl })).toEqual([]);
  });

  it.each([
    ["telephone", { telephone: "(916) 555-0199" }, /telephone/],
    ["hours", { openingHoursSpecification: { opens: "07:00", closes: "18:00" } }, /opening hours/],
    ["coordinates", { geo: { latitude: 1, longitude: 2 } }, /geo/],
  ])("report a ChildCare entry with the wrong %s", (_field, change, problem) => {
    expect(
      childCareProblems([{ ...childCare, ...change }], { site, organisation, pageUrl }),
    ).toEqual([expect.stringMatching(problem)]);
  });

  it("report a site page without a ChildCare entry", () => {
    expect(childCareProblems([], { site, organisation, pageUrl })).toEqual([
      "has no ChildCare JSON-LD",
    ]);
  });

  it("check the home page's NGO entry against the organisation", () => {
    const mainOffice = { phone: "(916) 555-0100", address: "5000 Example Parkway" };
    const ngo = {
      "@type": "NGO",
      name: "STAR Education",
      url: "https://star.example.org/",
      telephone: mainOffice.phone,
      address: { streetAddress: mainOffice.address },
      parentOrganization: { name: "Placer Partners" },
    };
    const facts = { organisation, mainOffice, homeUrl: "https://star.example.org/" };
    expect(organisationProblems([ngo], facts)).toEqual([]);
    expect(organisationProblems([{ ...ngo, name: "Other" }], facts)).toEqual([
      "NGO name should be STAR Education",
    ]);
  });
});

describe("sitemap", () => {
  it("report pages it misses and entries that are not pages", () => {
    const xml =
      "<urlset><url><loc>https://s.org/</loc></url><url><loc>https://s.org/old</loc></url></urlset>";
    expect(sitemapProblems(xml, ["https://s.org/", "https://s.org/new"])).toEqual([
      "sitemap.xml misses https://s.org/new",
      "sitemap.xml lists https://s.org/old, which is not a page",
    ]);
  });
});

describe("languages", () => {
  const versions = {
    lang: "es",
    englishUrl: "https://s.org/about",
    spanishUrl: "https://s.org/es/about",
  };
  const spanishPage = (alternates) =>
    `<!DOCTYPE html><html lang="es"><head><title>x</title>${alternates}
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","inLanguage":"es"}</script></head></html>`;
  const links = (pairs) =>
    pairs
      .map(([language, href]) => `<link rel="alternate" hreflang="${language}" href="${href}"/>`)
      .join("");

  it("accept a page naming its English, Spanish and default versions", () => {
    const html = spanishPage(
      links([
        ["en", versions.englishUrl],
        ["es", versions.spanishUrl],
        ["x-default", versions.englishUrl],
      ]),
    );
    expect(languageProblems(readHead(html), versions)).toEqual([]);
  });

  it("report a missing default and a page in the wrong language", () => {
    const html = spanishPage(
      links([
        ["en", versions.englishUrl],
        ["es", versions.spanishUrl],
      ]),
    );
    expect(languageProblems(readHead(html), { ...versions, lang: "en" })).toEqual([
      "<html lang> should be en, is es",
      "the WebPage JSON-LD should say inLanguage en",
      "hreflang x-default should be https://s.org/about, is undefined",
    ]);
  });

  it("report a sitemap entry whose versions differ from its page's", () => {
    const xml = `<urlset><url><loc>https://s.org/es</loc><xhtml:link rel="alternate" hreflang="en" href="https://s.org/"/></url></urlset>`;
    expect(
      sitemapProblems(xml, ["https://s.org/es"], () => ({
        en: "https://s.org/",
        es: "https://s.org/es",
      })),
    ).toEqual(["sitemap.xml gives https://s.org/es other language versions than its page"]);
  });
});

describe("events as Google's event rich results read them", () => {
  const zone = "America/Los_Angeles";
  const good = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: "Family night",
    startDate: "2026-03-05T18:00:00-08:00",
    endDate: "2026-03-05T19:30:00-08:00",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: "Maidu", address: "1950 Johnson Ranch Dr, Roseville" },
  };

  it("accept an event with a name, times in the site's offset and a place with an address", () => {
    expect(eventProblems(good, { zone })).toEqual([]);
    const allDay = { ...good, startDate: "2026-03-30", endDate: "2026-04-01" };
    expect(eventProblems(allDay, { zone })).toEqual([]);
  });

  it.each([
    ["no name", { name: " " }, /needs a name/],
    ["a time without an offset", { startDate: "2026-03-05T18:00:00" }, /startDate .* offset/],
    ["another zone's offset", { startDate: "2026-03-05T18:00:00-05:00" }, /America\/Los_Angeles/],
    ["summer time in winter", { startDate: "2026-01-05T18:00:00-07:00" }, /offset/],
    ["an end before the start", { endDate: "2026-03-05T17:00:00-08:00" }, /ends before/],
    ["a date ending a timed event", { endDate: "2026-03-06" }, /both be dates/],
    ["a status of its own", { eventStatus: "Scheduled" }, /eventStatus/],
    ["a place without an address", { location: { "@type": "Place", name: "Maidu" } }, /address/],
    ["a virtual place without a link", { location: { "@type": "VirtualLocation" } }, /url/],
    ["no place, which Google needs for the rich result", { location: undefined }, /location/],
    ["no way of attending", { eventAttendanceMode: undefined }, /eventAttendanceMode/],
  ])("refuse an event with %s", (_, change, message) => {
    expect(eventProblems({ ...good, ...change }, { zone }).join("\n")).toMatch(message);
  });
});
