import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { locales, type Locale } from "../i18n/locale";
import { minutesOf } from "../i18n/clock";
import { districtById, districts } from "./districts";
import { galaxy, galaxyDiscount, galaxyHoursGroups } from "./galaxy";
import { externalLinks } from "./links";
import { fill, localize, type Text } from "./localize";
import { nsdCampsPage } from "./nsd-camps";
import { pricingBlocks, pricingPage, pricingSheets, pricingYear } from "./pricing";
import { aboutPage } from "./about";
import { programIds } from "./program-ids";
import { programOverview, programOverviewPage } from "./program-overview";
import { programById } from "./programs";
import { formatList } from "../i18n/list";
import { sitesOffering } from "./program-sites";
import { phone } from "./schema";
import { formatHours } from "./site-format";
import { schoolSites } from "./sites";
import { eloPContacts, subsidyAgencies } from "./subsidy";
import { summer2025 } from "./summer-2025";
import { summerCamp } from "./summer-camp";
import { summerPreviews } from "./summer-previews";

// The business constants of the specification (section 9) are facts staff keep in content/;
// these tests check how the pages read them, never what they are today.

/** A content file as staff wrote it, placeholders and all. */
const written = (file: string) => parse(readFileSync(file, "utf8"));

/** The numbers a text shows, in order of size, so two languages can be compared. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);

/** Whether a list as a sentence names `names` in their order, the last after "and" or "y". */
function expectListOf(list: string, names: string[], locale: Locale) {
  const positions = names.map((name) => list.indexOf(name));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  if (names.length > 1) {
    expect(list).toMatch(locale === "en" ? / and [^,]+$/ : / [ye] [^,]+$/);
    expect(list.endsWith(names.at(-1)!)).toBe(true);
  }
}

const siteTitles = (program: Parameters<typeof sitesOffering>[0], locale: Locale) =>
  localize(sitesOffering(program), locale).map((site) => site.title);

describe("Galaxy", () => {
  it.each(locales)(
    "runs its season until its closing time, both written into the lead (%s)",
    (locale) => {
      const lead = galaxy.lead[locale];
      const template = (written("content/galaxy.yaml") as { lead: Text }).lead[locale];
      if (template.includes("{season}")) expect(lead).toContain(galaxy.season[locale]);
      if (template.includes("{closes}")) expect(lead).toContain(galaxy.closes[locale]);
      expect(lead).not.toMatch(/[{}]/);
    },
  );

  it("states the multi-child discount in content's words, with its numbers as facts", () => {
    const { percent, lesserFrom, combinedFrom, rules } = galaxyDiscount;
    expect(lesserFrom).toBeLessThan(combinedFrom);
    const { discount } = written("content/galaxy.yaml") as {
      discount: Record<"lesserTotal" | "combinedTotal", { rule: Text }>;
    };
    const templates = [
      [discount.lesserTotal.rule, lesserFrom],
      [discount.combinedTotal.rule, combinedFrom],
    ] as const;
    expect(rules).toHaveLength(templates.length);
    rules.forEach((rule, index) => {
      const [template, children] = templates[index]!;
      for (const locale of locales) {
        if (template[locale].includes("{percent}")) expect(rule[locale]).toContain(`${percent}`);
        if (template[locale].includes("{children}")) expect(rule[locale]).toContain(`${children}`);
        expect(rule[locale]).not.toMatch(/[{}]/);
      }
      expect(numbers(rule.es)).toEqual(numbers(rule.en));
    });
  });

  it("groups the school sites by their opening hours, each site once, in site order", () => {
    const groups = galaxyHoursGroups("en");
    expect(new Set(groups.map((g) => g.hours)).size).toBe(groups.length);
    expect(galaxyHoursGroups("es").map((g) => g.sites)).toEqual(groups.map((g) => g.sites));
    for (const group of groups) {
      for (const site of group.sites) expect(formatHours(site, "en")).toBe(group.hours);
      const order = group.sites.map((site) => schoolSites.indexOf(site));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const firsts = groups.map((g) => schoolSites.indexOf(g.sites[0]!));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect(groups.flatMap((g) => g.sites).sort((a, b) => a.id - b.id)).toEqual(schoolSites);
  });

  it.each(locales)(
    "names the page with its season, closing time and pricing year written in (%s)",
    (locale) => {
      const { page } = written("content/galaxy.yaml") as { page: { description: Text } };
      const description = galaxy.page.description[locale];
      if (page.description[locale].includes("{closes}")) {
        expect(description).toContain(galaxy.closes[locale]);
      }
      if (page.description[locale].includes("{year}")) {
        expect(description).toContain(String(pricingYear));
      }
      expect(description).not.toMatch(/[{}]/);
      expect(galaxy.page.title[locale]).not.toMatch(/[{}]/);
    },
  );

  it.each(locales)(
    "leaves the opening hours and the sites for the page to place in its lines (%s)",
    (locale) => {
      const { atSites, atOtherSites } = galaxy.hours;
      expect(atSites[locale]).toContain("{hours}");
      expect(atOtherSites[locale]).toContain("{hours}");
      const { pricing } = written("content/galaxy.yaml") as { pricing: { heading: Text } };
      if (pricing.heading[locale].includes("{year}")) {
        expect(galaxy.pricing.heading[locale]).toContain(String(pricingYear));
      }
      expect(galaxy.pricing.heading[locale]).not.toMatch(/[{}]/);
    },
  );

  it("fills the closing time, the season and the discount into the benefits that mention them", () => {
    const benefits = (written("content/galaxy.yaml") as { benefits: { text: Text }[] }).benefits;
    expect(galaxy.benefits).toHaveLength(benefits.length);
    benefits.forEach((benefit, index) => {
      for (const locale of locales) {
        const text = galaxy.benefits[index]!.text[locale];
        if (benefit.text[locale].includes("{closes}"))
          expect(text).toContain(galaxy.closes[locale]);
        if (benefit.text[locale].includes("{season}")) {
          expect(text).toContain(galaxy.season[locale]);
        }
        if (benefit.text[locale].includes("{children}")) {
          expect(text).toContain(String(galaxyDiscount.lesserFrom));
        }
        expect(text).not.toMatch(/[{}]/);
      }
    });
    for (const locale of locales) expect(galaxy.schedule[locale]).not.toMatch(/[{}]/);
  });
});

describe("Galaxy pricing", () => {
  it("is for the year of content, every file name starting with its last two digits, on the content host", () => {
    const code = String(pricingYear).slice(2);
    for (const sheet of pricingSheets) {
      expect(sheet.file.startsWith(code)).toBe(true);
      expect(sheet.href).toBe(`${externalLinks.contentHost}/pricing/${sheet.file}`);
      expect(sheet.href).toMatch(/\.pdf$/);
    }
  });

  it.each(locales)(
    "writes the year into the page's texts and leaves each sheet's site for the page (%s)",
    (locale) => {
      for (const text of [pricingPage.page.title, pricingPage.page.description, pricingPage.lead]) {
        expect(text[locale]).not.toMatch(/[{}]/);
      }
      const { page } = written("content/pricing.yaml") as { page: { description: Text } };
      if (page.description[locale].includes("{year}")) {
        expect(pricingPage.page.description[locale]).toContain(String(pricingYear));
      }
      expect(pricingPage.sheetLink[locale]).not.toContain("{year}");
      expect(pricingPage.sheetLink[locale]).toContain("{site}");
    },
  );

  it("groups the sheets by district as pricing.yaml lists them, named from districts.yaml", () => {
    for (const block of pricingBlocks) {
      expect(block.title).toBe(districtById(block.district).name);
      expect(block.sheets.length).toBeGreaterThan(0);
    }
    expect(pricingSheets.map((s) => [s.district, s.file])).toEqual(
      pricingBlocks.flatMap((b) => b.sheets.map((s) => [b.district, s.file])),
    );
    expect(new Set(pricingSheets.map((s) => s.file)).size).toBe(pricingSheets.length);
  });
});

describe("Summer Camp", () => {
  it.each(locales)("says what Summer Camp is with its camp count (%s)", (locale) => {
    const template = (written("content/summer-camp.yaml") as { about: Text }).about[locale];
    const about = summerCamp.about[locale];
    if (template.includes("{campCount}")) expect(about).toContain(summerCamp.campCount[locale]);
    expect(about).not.toMatch(/[{}]/);
  });

  it.each(locales)(
    "its number of camps and grades reach the program cards and the History page from its one file (%s)",
    (locale) => {
      const programFile = written("content/programs.yaml") as Record<string, { summary: Text }>;
      const aboutFile = written("content/about.yaml") as { story: Text[] };
      const shown = [
        ...programIds.map((id) => [programFile[id]!.summary, programById(id).summary] as const),
        ...aboutFile.story.map((paragraph, index) => [paragraph, aboutPage.story[index]!] as const),
      ];
      for (const [template, text] of shown) {
        if (template[locale].includes("{campCount}")) {
          expect(text[locale]).toContain(summerCamp.campCount[locale]);
        }
        if (template[locale].includes("{grades}")) {
          expect(text[locale]).toContain(summerCamp.grades[locale]);
        }
        expect(text[locale]).not.toMatch(/[{}]/);
      }
    },
  );

  it.each(locales)(
    "names the page and its introduction after the grades, never a year (%s)",
    (locale) => {
      const { page, lead } = written("content/summer-camp.yaml") as {
        page: { title: Text };
        lead: Text;
      };
      expect(page.title[locale]).not.toContain("{year}");
      if (lead[locale].includes("{grades}")) {
        expect(summerCamp.lead[locale]).toContain(summerCamp.grades[locale]);
      }
      for (const text of [summerCamp.page.title, summerCamp.page.description, summerCamp.lead]) {
        expect(text[locale]).not.toMatch(/[{}]/);
      }
    },
  );

  it.each(locales)("heads last summer's details with its year (%s)", (locale) => {
    const { disclosure, feeLines, scheduleLines, previewLinks } = summer2025;
    for (const heading of [
      disclosure.title,
      feeLines.heading,
      scheduleLines.heading,
      previewLinks.heading,
    ]) {
      expect(heading[locale]).not.toMatch(/[{}]/);
    }
    const written2025 = written("content/summer-2025.yaml") as { disclosure: { title: Text } };
    if (written2025.disclosure.title[locale].includes("{year}")) {
      expect(disclosure.title[locale]).toContain(String(summer2025.year));
    }
  });

  it("keeps last summer's fees, each under a label of its own, the short Spanish week in that summer", () => {
    const { spanishCamp, extendedDay, dayCamps } = summer2025;
    expect(summer2025.year).toBe(Number(summer2025.sessions[0]!.from.slice(0, 4)));
    expect(spanishCamp.shortWeek.from.startsWith(`${summer2025.year}-`)).toBe(true);
    expect(spanishCamp.shortWeek.price).toBeLessThanOrEqual(spanishCamp.perWeek);
    for (const camp of extendedDay) {
      expect(minutesOf(camp.opens)).toBeLessThan(minutesOf(camp.closes));
    }
    for (const locale of locales) {
      const labels = dayCamps.map((camp) => camp.label[locale]);
      expect(new Set(labels).size).toBe(labels.length);
    }
    expect(new Set(extendedDay.map((camp) => camp.location)).size).toBe(extendedDay.length);
  });

  it("keeps last summer's schedule and closures, all within its sessions", () => {
    const first = summer2025.sessions.map((s) => s.from).sort()[0]!;
    const last = summer2025.sessions
      .map((s) => s.to)
      .sort()
      .at(-1)!;
    const during = (day: string) => first <= day && day <= last;
    for (const day of [...summer2025.closures, summer2025.earlyClose.date]) {
      expect(during(day)).toBe(true);
    }
    expect(during(summer2025.weekWithoutCamps.from)).toBe(true);
    expect(during(summer2025.weekWithoutCamps.to)).toBe(true);
    for (const locale of locales) {
      const names = summer2025.sessions.map((session) => session.districts[locale]);
      expect(new Set(names).size).toBe(names.length);
    }
    for (const opens of summer2025.campHours.opens) {
      expect(minutesOf(opens)).toBeLessThan(minutesOf(summer2025.campHours.closes));
    }
  });

  it.each(summer2025.policies.map((policy, index) => [index + 1, policy] as const))(
    "lists policy %i in both languages, with the same numbers",
    (_number, policy) => {
      expect(policy.en).not.toBe(policy.es);
      expect(numbers(policy.es)).toEqual(numbers(policy.en));
    },
  );

  it("links only the camp previews that exist", () => {
    const pages = summerPreviews.map((preview) => preview.path);
    for (const preview of summer2025.previews) expect(pages).toContain(preview.page);
    expect(new Set(summer2025.previews.map((p) => p.page)).size).toBe(summer2025.previews.length);
  });

  it.each(locales)(
    "ran at the sites whose files offer summer camp, named in site order (%s)",
    (locale) => {
      const titles = siteTitles("summer", locale);
      expectListOf(formatList(titles, locale), titles, locale);
    },
  );
});

describe("Programs overview", () => {
  it("covers each of the four programs of the home page once", () => {
    expect(programOverview.map((p) => p.program).sort()).toEqual(
      ["galaxy", "nova", "nsd", "summer"].sort(),
    );
  });

  it("derives where each program runs from the sites' files", () => {
    for (const { program } of programOverview) {
      expect(sitesOffering(program)).toEqual(
        schoolSites.filter((site) => site.programs.includes(program)),
      );
    }
    for (const entry of programOverview) {
      for (const locale of locales) expect(entry.when[locale]).not.toMatch(/[{}]/);
    }
  });

  it.each(locales)(
    "fills the Summer Camp facts into the program descriptions and names each program's page (%s)",
    (locale) => {
      const entries = (
        written("content/program-overview.yaml") as {
          programs: { program: string; what: Text; who: Text; when: Text }[];
        }
      ).programs;
      entries.forEach((entry, index) => {
        const filled = programOverview[index]!;
        for (const field of ["what", "who", "when"] as const) {
          if (entry[field][locale].includes("{campCount}")) {
            expect(filled[field][locale]).toContain(summerCamp.campCount[locale]);
          }
          if (entry[field][locale].includes("{grades}")) {
            expect(filled[field][locale]).toContain(summerCamp.grades[locale]);
          }
          expect(filled[field][locale]).not.toMatch(/[{}]/);
        }
        expect(filled.moreAbout[locale]).not.toMatch(/[{}]/);
      });
      expect(programOverviewPage.whereSome[locale]).toContain("{sites}");
    },
  );

  it("takes Galaxy's season and closing time from the Galaxy page", () => {
    const entries = (
      written("content/program-overview.yaml") as {
        programs: { program: string; when: Text }[];
      }
    ).programs;
    const template = entries.find((entry) => entry.program === "galaxy")!.when;
    const when = programOverview.find((p) => p.program === "galaxy")!.when;
    for (const locale of locales) {
      if (template[locale].includes("{galaxySeason}")) {
        expect(when[locale]).toContain(galaxy.season[locale]);
      }
      if (template[locale].includes("{galaxyCloses}"))
        expect(when[locale]).toContain(galaxy.closes[locale]);
      expect(when[locale]).not.toMatch(/[{}]/);
    }
  });
});

describe("Non-School Day Camps", () => {
  it.each(locales)("leaves the number of sites for the page to count (%s)", (locale) => {
    const where = nsdCampsPage.where[locale];
    expect(where).not.toMatch(/\d/);
    expect(fill(where, { siteCount: sitesOffering("nsd").length })).not.toMatch(/[{}]/);
    for (const step of nsdCampsPage.enrol.steps) expect(step[locale]).not.toBe("");
  });
});

describe("Subsidy contacts", () => {
  it("lists ELO-P for each district with its website and phone on record", () => {
    expect(eloPContacts.map((c) => [c.name, c.href, c.phone])).toEqual(
      districts.map((d) => [d.name, d.href, d.phone]),
    );
    eloPContacts.forEach((contact, index) => {
      for (const locale of locales) {
        expect(contact.description[locale]).toContain(districts[index]!.shortName);
        expect(contact.description[locale]).not.toMatch(/[{}]/);
      }
    });
  });

  it("then the county and national agencies, each with a link and a phone where one is on record", () => {
    expect(subsidyAgencies.length).toBeGreaterThan(0);
    expect(new Set(subsidyAgencies.map((a) => a.name)).size).toBe(subsidyAgencies.length);
    for (const agency of subsidyAgencies) {
      expect(new URL(agency.href).protocol).toBe("https:");
      if (agency.phone !== null) expect(phone.safeParse(agency.phone).success).toBe(true);
      expect(agency.description.en).not.toBe(agency.description.es);
    }
  });
});
