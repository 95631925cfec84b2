import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { locales } from "../i18n/locale";
import { formatUsd } from "../i18n/money";
import { aboutPage } from "./about";
import { accessibilityStatement } from "./accessibility";
import { contactPage } from "./contact-page";
import { districts } from "./districts";
import { donations } from "./donations";
import { familyResourcesPage } from "./family-resources";
import { home } from "./home";
import type { Text } from "./localize";
import { mainOfficePage } from "./main-office-page";
import { organisationFacts } from "./organisation-facts";

// The organisation's pages name and describe themselves from their files; facts in those words
// (the organisation's name, amounts, counts) come from the files that hold them.

/** A content file as staff wrote it, placeholders and all. */
const written = (file: string) => parse(readFileSync(file, "utf8"));

describe("the organisation pages' titles and summaries", () => {
  const pages = {
    home: home.page,
    about: aboutPage.page,
    donations: donations.page,
    contact: contactPage.page,
    accessibility: accessibilityStatement.page,
    familyResources: familyResourcesPage.page,
  };

  it.each(locales)("are filled, with no placeholder left (%s)", (locale) => {
    for (const page of Object.values(pages)) {
      expect(page.title[locale]).not.toMatch(/[{}]/);
      expect(page.description[locale]).not.toMatch(/[{}]/);
    }
    expect(mainOfficePage.page.description[locale]).not.toMatch(/[{}]/);
  });

  it.each(locales)("differ from page to page (%s)", (locale) => {
    const titles = Object.values(pages).map((page) => page.title[locale]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(locales)("name every amount How You Can Help offers, where asked to (%s)", (locale) => {
    const { page } = written("content/donations.yaml") as { page: { description: Text } };
    if (!page.description[locale].includes("{amounts}")) return;
    for (const gift of donations.gifts) {
      expect(donations.page.description[locale]).toContain(
        formatUsd(gift.amount, { cents: false }),
      );
    }
  });

  it.each(locales)("count the districts the main office serves, where asked to (%s)", (locale) => {
    const { page, districts: words } = written("content/main-office-page.yaml") as {
      page: { description: Text };
      districts: { intro: Text };
    };
    const count = String(districts.length);
    if (page.description[locale].includes("{districtCount}")) {
      expect(mainOfficePage.page.description[locale]).toContain(count);
    }
    if (words.intro[locale].includes("{districtCount}")) {
      expect(mainOfficePage.districts.intro[locale]).toContain(count);
    }
  });

  it.each(locales)(
    "put the organisation's name where the home page's title asks (%s)",
    (locale) => {
      const { page } = written("content/home.yaml") as { page: { title: Text } };
      if (!page.title[locale].includes("{fullName}")) return;
      expect(home.page.title[locale]).toContain(organisationFacts[locale].fullName);
    },
  );
});
