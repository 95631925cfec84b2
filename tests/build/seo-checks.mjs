// What every built page must carry for search engines and link previews, and what the JSON-LD of
// the home and site pages must say. Pure functions over HTML; the checks of the built site (*.built.test.ts) run them.
import { JSDOM } from "jsdom";

/** A page's HTML as a document, without running anything in it. */
export function parseHtml(html) {
  return new JSDOM(html).window.document;
}

/** The head of a page (its HTML, or its parsed document) as search engines and social cards read it. */
export function readHead(page) {
  const document = typeof page === "string" ? parseHtml(page) : page;
  const meta = (attribute, key) =>
    document.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute("content") ?? undefined;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => {
      try {
        return JSON.parse(script.textContent ?? "");
      } catch {
        return { unparsable: script.textContent };
      }
    },
  );
  return {
    title: document.title,
    titles: document.querySelectorAll("title").length,
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    lang: document.documentElement.getAttribute("lang") ?? undefined,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
    og: {
      type: meta("property", "og:type"),
      siteName: meta("property", "og:site_name"),
      title: meta("property", "og:title"),
      description: meta("property", "og:description"),
      url: meta("property", "og:url"),
    },
    twitter: {
      card: meta("name", "twitter:card"),
      title: meta("name", "twitter:title"),
      description: meta("name", "twitter:description"),
    },
    jsonLd,
  };
}

/** Problems with one page's own tags; `url` is the page's canonical address. */
export function pageProblems(head, url) {
  const problems = [];
  const expect = (ok, message) => {
    if (!ok) problems.push(message);
  };
  expect(head.titles === 1 && head.title.trim() !== "", "needs exactly one non-empty <title>");
  expect(!!head.description?.trim(), "needs a meta description");
  expect(head.canonical === url, `canonical should be ${url}, is ${head.canonical}`);
  expect(head.og.url === url, `og:url should be ${url}, is ${head.og.url}`);
  expect(head.og.title === head.title, "og:title should repeat the title");
  expect(head.og.description === head.description, "og:description should repeat the description");
  expect(!!head.og.type && !!head.og.siteName, "needs og:type and og:site_name");
  expect(!!head.twitter.card, "needs twitter:card");
  expect(head.twitter.title === head.title, "twitter:title should repeat the title");
  expect(
    head.twitter.description === head.description,
    "twitter:description should repeat the description",
  );
  for (const entry of head.jsonLd) {
    if ("unparsable" in entry) problems.push("has JSON-LD that does not parse");
    else
      expect(
        entry["@context"] === "https://schema.org" && !!entry["@type"],
        "JSON-LD needs @context and @type",
      );
  }
  return problems;
}

/**
 * A page's language and its versions: `<html lang>`, a WebPage entry in that language, and
 * hreflang links to the English and Spanish addresses and to English as the default, which
 * both versions must name alike so that each names the other back.
 */
export function languageProblems(head, { lang, englishUrl, spanishUrl }) {
  const problems = [];
  if (head.lang !== lang) problems.push(`<html lang> should be ${lang}, is ${head.lang}`);
  const webPage = head.jsonLd.find((entry) => entry["@type"] === "WebPage");
  if (webPage?.inLanguage !== lang)
    problems.push(`the WebPage JSON-LD should say inLanguage ${lang}`);
  const expected = { en: englishUrl, es: spanishUrl, "x-default": englishUrl };
  for (const [language, url] of Object.entries(expected)) {
    if (head.alternates[language] !== url) {
      problems.push(`hreflang ${language} should be ${url}, is ${head.alternates[language]}`);
    }
  }
  const extra = Object.keys(head.alternates).filter((language) => !(language in expected));
  if (extra.length > 0) problems.push(`unexpected hreflang ${extra.join(", ")}`);
  return problems;
}

/** Titles or descriptions that more than one page uses: `{ value, paths }`. */
export function duplicates(pages, field) {
  const byValue = new Map();
  for (const { path, head } of pages) {
    const value = head[field];
    if (!value) continue;
    byValue.set(value, [...(byValue.get(value) ?? []), path]);
  }
  return [...byValue]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => ({ value, paths }));
}

function address(entry) {
  return entry?.address ?? {};
}

/** The home page's NGO entry must describe the organisation from content. */
export function organisationProblems(jsonLd, { organisation, mainOffice, homeUrl }) {
  const ngo = jsonLd.find((entry) => entry["@type"] === "NGO");
  if (!ngo) return ["has no NGO JSON-LD"];
  const problems = [];
  const expect = (ok, message) => {
    if (!ok) problems.push(`NGO ${message}`);
  };
  expect(ngo.name === organisation.fullName, `name should be ${organisation.fullName}`);
  expect(ngo.url === homeUrl, `url should be ${homeUrl}`);
  expect(ngo.telephone === mainOffice.phone, `telephone should be ${mainOffice.phone}`);
  expect(address(ngo).streetAddress === mainOffice.address, "address should be the main office");
  expect(
    ngo.parentOrganization?.name === organisation.parentOrganisation,
    `parentOrganization should be ${organisation.parentOrganisation}`,
  );
  return problems;
}

/** A site page's ChildCare entry must match the site's content entry. */
export function childCareProblems(jsonLd, { site, organisation, pageUrl }) {
  const care = jsonLd.find((entry) => entry["@type"] === "ChildCare");
  if (!care) return ["has no ChildCare JSON-LD"];
  const problems = [];
  const expect = (ok, message) => {
    if (!ok) problems.push(`ChildCare ${message}`);
  };
  expect(care.name?.includes(site.title), `name should name ${site.title}`);
  expect(care.url === pageUrl, `url should be ${pageUrl}`);
  expect(care.telephone === site.phone, `telephone should be ${site.phone}`);
  expect(care.email === site.email, `email should be ${site.email}`);
  const where = address(care);
  expect(
    where.streetAddress === site.address &&
      where.addressLocality === site.city &&
      where.addressRegion === site.state &&
      where.postalCode === site.zip,
    "address should match the site",
  );
  expect(
    care.geo?.latitude === site.lat && care.geo?.longitude === site.lng,
    "geo should match the site's coordinates",
  );
  // Content writes times as schema.org does, "06:30" (content/fields.ts).
  const hours = care.openingHoursSpecification;
  expect(
    hours?.opens === site.hours.opens && hours?.closes === site.hours.closes,
    `opening hours should be ${site.hours.opens}-${site.hours.closes}`,
  );
  expect(
    care.parentOrganization?.name === organisation.fullName,
    `parentOrganization should be ${organisation.fullName}`,
  );
  return problems;
}

/**
 * The sitemap must list exactly the pages, as absolute URLs.
 * @param {string} xml
 * @param {string[]} expectedUrls
 * @param {(url: string) => Record<string, string> | undefined} [alternatesOf]
 */
export function sitemapProblems(xml, expectedUrls, alternatesOf = () => undefined) {
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
    alternates: Object.fromEntries(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [
        language,
        href,
      ]),
    ),
  }));
  const listed = entries.map((entry) => entry.loc);
  const missing = expectedUrls.filter((url) => !listed.includes(url));
  const extra = listed.filter((url) => !expectedUrls.includes(url));
  const wrongAlternates = entries.filter(({ loc, alternates }) => {
    const expected = alternatesOf(loc);
    return expected && JSON.stringify(alternates) !== JSON.stringify(expected);
  });
  return [
    ...missing.map((url) => `sitemap.xml misses ${url}`),
    ...extra.map((url) => `sitemap.xml lists ${url}, which is not a page`),
    ...wrongAlternates.map(
      ({ loc }) => `sitemap.xml gives ${loc} other language versions than its page`,
    ),
  ];
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2})$/;
const eventStatuses = [
  "EventScheduled",
  "EventCancelled",
  "EventPostponed",
  "EventRescheduled",
  "EventMovedOnline",
];
const attendanceModes = [
  "OfflineEventAttendanceMode",
  "OnlineEventAttendanceMode",
  "MixedEventAttendanceMode",
];
const inSchema = (value, names) => names.some((name) => value === `https://schema.org/${name}`);

/** The UTC offset a zone keeps at an instant, as ISO 8601 writes it: "-08:00". */
export function offsetAt(instant, timeZone) {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return name === "GMT" ? "+00:00" : (name ?? "").replace("GMT", "");
}

/**
 * A schema.org `Event` checked against what Google's event rich results require and
 * recommend (developers.google.com/search/docs/appearance/structured-data/event): `name`,
 * `startDate` as an ISO 8601 date or an instant with its offset (here the site's own, `zone`),
 * `location` as a Place with an address or a VirtualLocation with a url, `eventAttendanceMode`
 * from schema.org's list; and, when present, `endDate` (not before the start, in the same form)
 * and `eventStatus` from schema.org's list. The problems, as sentences.
 */
export function eventProblems(entry, { zone }) {
  const problems = [];
  const expect = (ok, message) => {
    if (!ok) problems.push(`Event ${JSON.stringify(entry.name)}: ${message}`);
  };
  expect(
    entry["@context"] === "https://schema.org" && entry["@type"] === "Event",
    "needs @context and @type Event",
  );
  expect(typeof entry.name === "string" && entry.name.trim() !== "", "needs a name");
  for (const key of ["startDate", "endDate"]) {
    const value = entry[key];
    if (key === "endDate" && value === undefined) continue;
    if (isoDay.test(value ?? "")) continue;
    expect(
      isoInstant.test(value ?? ""),
      `${key} ${value} should be an ISO 8601 date or a time with its offset`,
    );
    if (isoInstant.test(value ?? "")) {
      const offset = value.slice(-6);
      expect(
        offset === offsetAt(new Date(value), zone),
        `${key} ${value} should carry ${zone}'s offset`,
      );
    }
  }
  if (entry.endDate !== undefined) {
    const sameForm = isoDay.test(entry.startDate) === isoDay.test(entry.endDate);
    expect(sameForm, "startDate and endDate should both be dates or both be times");
    expect(Date.parse(entry.endDate) >= Date.parse(entry.startDate), "ends before it starts");
  }
  if (entry.eventStatus !== undefined) {
    expect(
      inSchema(entry.eventStatus, eventStatuses),
      `eventStatus ${entry.eventStatus} is not schema.org's`,
    );
  }
  expect(
    inSchema(entry.eventAttendanceMode, attendanceModes),
    `eventAttendanceMode ${entry.eventAttendanceMode} is not schema.org's`,
  );
  const location = entry.location;
  if (location === undefined) {
    expect(false, "needs a location, a Place or a VirtualLocation");
  } else {
    if (location["@type"] === "Place") {
      expect(
        !!location.address &&
          (typeof location.address === "string"
            ? location.address.trim() !== ""
            : location.address["@type"] === "PostalAddress"),
        "a Place needs an address",
      );
    } else if (location["@type"] === "VirtualLocation") {
      expect(/^https:\/\//.test(location.url ?? ""), "a VirtualLocation needs a url");
    } else {
      expect(false, `location should be a Place or a VirtualLocation, is ${location["@type"]}`);
    }
  }
  return problems;
}
