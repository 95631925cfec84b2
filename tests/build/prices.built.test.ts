import { describe, expect, it } from "vitest";
import { districtById } from "../../content/districts";
import { lowestMonthly, priceText, scheduleParts } from "../../content/price-words";
import { pricesFile } from "../../content/prices";
import { sitesOffering } from "../../content/program-sites";
import { siteHref } from "../../content/site-format";
import { localizePath, locales, type Locale } from "../../i18n/locale";
import { builtPage } from "./built-site";

// The prices as families read them in the built pages, in both languages: tables with their
// headers, and the lines of the program and site pages. The numbers come from content/prices.yaml
// (the office's to change); that each is in its place, in a table a screen reader can walk, is
// the rule.

const pricingPage = (locale: Locale) => builtPage(localizePath("/programs/pricing", locale));
const cells = (row: Element, selector: string) =>
  [...row.querySelectorAll(selector)].map((cell) => cell.textContent?.trim());
const shown = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("the pricing page", () => {
  it.each(locales)(
    "shows Galaxy's monthly fees of each district in a table with a caption and headers (%s)",
    (locale) => {
      const { document } = pricingPage(locale);
      for (const table of pricesFile.galaxy) {
        const section = document.getElementById(table.district);
        const name = districtById(table.district).name;
        expect(shown(section?.querySelector("h2")), table.district).toBe(name);
        const [grid, ...others] = section?.querySelectorAll("table") ?? [];
        expect(others).toEqual([]);
        const caption = shown(grid?.querySelector("caption"));
        expect(caption).toContain(name);
        expect(caption).toContain(pricesFile.schoolYear);
        const head = grid!.querySelectorAll("thead th");
        expect([...head].map((cell) => cell.getAttribute("scope"))).toEqual([
          "col",
          "col",
          "col",
          "col",
        ]);
        const rows = [...grid!.querySelectorAll("tbody tr")];
        expect(rows).toHaveLength(table.monthly.length);
        const byDays = [...table.monthly].sort((a, b) => b.days - a.days);
        rows.forEach((row, index) => {
          const schedule = byDays[index]!;
          expect(row.querySelector("th")?.getAttribute("scope")).toBe("row");
          expect(row.querySelector("th")?.textContent).toContain(String(schedule.days));
          expect(cells(row, "td")).toEqual(
            scheduleParts.map((part) => priceText(schedule[part], locale)),
          );
        });
        const fees = shown(section);
        expect(fees).toContain(priceText(table.registrationFee, locale));
        expect(fees).toContain(priceText(table.latePickUp, locale));
      }
    },
  );

  it.each(locales)(
    "shows what Nova and a day of camp cost, and Summer Camp's week under its year (%s)",
    (locale) => {
      const { document } = pricingPage(locale);
      const tables = [...document.querySelectorAll("main table")];
      const others = tables.find((table) => !table.closest("section[id]"));
      expect(shown(others?.querySelector("caption"))).toContain(pricesFile.schoolYear);
      const rows = [...(others?.querySelectorAll("tbody tr") ?? [])];
      expect(rows.map((row) => row.querySelector("th")?.getAttribute("scope"))).toEqual([
        "row",
        "row",
      ]);
      expect(rows.map((row) => row.querySelector("a")?.getAttribute("href"))).toEqual([
        localizePath("/programs/nova", locale),
        localizePath("/programs/nsd-camps", locale),
      ]);
      expect(shown(rows[0]?.querySelector("td"))).toContain(
        priceText(pricesFile.nova.perWeek, locale),
      );
      expect(shown(rows[1]?.querySelector("td"))).toContain(
        priceText(pricesFile.nsd.perDay, locale),
      );
      const summer = document.getElementById("summer-price-heading")?.closest("section");
      expect(shown(summer?.querySelector("h3"))).toContain(String(pricesFile.summer.year));
      expect(shown(summer)).toContain(priceText(pricesFile.summer.perWeek, locale));
    },
  );
});

describe("the program pages", () => {
  it.each(locales)("say what Galaxy, Nova and a day of camp cost (%s)", (locale) => {
    const galaxy = builtPage(localizePath("/programs/galaxy", locale)).document;
    const cost = galaxy.getElementById("pricing-heading")?.closest("section");
    for (const table of pricesFile.galaxy) {
      const link = cost?.querySelector(
        `a[href="${localizePath(`/programs/pricing#${table.district}`, locale)}"]`,
      );
      expect(shown(link)).toBe(districtById(table.district).name);
      expect(shown(link?.closest("li"))).toContain(priceText(lowestMonthly(table), locale));
    }
    for (const [path, amount] of [
      ["/programs/nova", pricesFile.nova.perWeek],
      ["/programs/nsd-camps", pricesFile.nsd.perDay],
    ] as const) {
      const { document } = builtPage(localizePath(path, locale));
      const section = document.getElementById("cost-heading")?.closest("section");
      expect(shown(section), path).toContain(priceText(amount, locale));
      expect(shown(section)).toContain(pricesFile.schoolYear);
      expect(section?.querySelector("a")?.getAttribute("href")).toBe(
        localizePath("/programs/pricing", locale),
      );
    }
  });
});

describe("the site pages", () => {
  it.each(locales)(
    "say what Galaxy costs at the site, from its district's table, and link to it (%s)",
    (locale) => {
      const ids = new Set(
        [...pricingPage(locale).document.querySelectorAll("section[id]")].map((each) => each.id),
      );
      for (const site of sitesOffering("galaxy").filter((each) => each.district)) {
        const { document } = builtPage(localizePath(siteHref(site), locale));
        const table = pricesFile.galaxy.find((each) => each.district === site.district)!;
        const target = localizePath(`/programs/pricing#${site.district}`, locale);
        const link = document.querySelector(`main a[href="${target}"]`);
        expect(link, site.slug).not.toBeNull();
        expect(shown(link?.closest("p"))).toContain(priceText(lowestMonthly(table), locale));
        expect(ids).toContain(site.district);
      }
    },
  );
});
