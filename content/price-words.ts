import { withContractions } from "../i18n/contractions";
import { formatList } from "../i18n/list";
import type { Locale } from "../i18n/locale";
import { formatUsd } from "../i18n/money";
import { fill, localize, type Text } from "./localize";
import type { GalaxyPriceTable, PricesFile } from "./prices";

// The prices as pages write them, from content/prices.yaml and a few facts of other files, with
// no file read here: the build (content/prices-on-pages.ts) and the editor's preview of unsaved
// changes (admin/previews.tsx) write them the same way.

/** What the prices' words name from other files. */
export type PriceFacts = {
  /** Each district's name, by its code. */
  districtNames: Record<string, string>;
  /** The sites that offer Galaxy, in site order, with their district. */
  galaxySites: { slug: string; title: Text; district: string | null }[];
  /** The names of Nova and the Non-School Day Camps, with their pages. */
  programs: { nova: { name: Text; href: string }; nsd: { name: Text; href: string } };
};

/** The three schedules of a day of Galaxy, in the order of the table's columns. */
export const scheduleParts = ["before", "after", "both"] as const;
export type SchedulePart = (typeof scheduleParts)[number];

/** Dollars as prices read: "$540", or "$485.50" where there are cents. */
export const priceText = (amount: number, locale: Locale) =>
  formatUsd(amount, { cents: !Number.isInteger(amount), locale });

/** The lowest monthly fee of a district's table, which "from $… a month" names. */
export function lowestMonthly(table: Pick<GalaxyPriceTable, "monthly">): number {
  return Math.min(...table.monthly.flatMap((row) => scheduleParts.map((part) => row[part])));
}

/**
 * The days Summer Camp's weekly fee of `year` is shown: while that summer, among Summer Camp's
 * seasons (content/seasons.ts), is coming or under way; between seasons, none. Null when that
 * summer is not among the seasons, or is over by `today`.
 */
export function summerPriceWindow(
  year: number,
  summers: readonly { name: string; end: string }[],
  today: string,
): { until: string } | null {
  const season = summers.find((each) => each.name === String(year));
  return season && season.end >= today ? { until: season.end } : null;
}

/** Where the pricing page shows a district's table. */
export const galaxyTableHref = (district: string) => `/programs/pricing#${district}`;

/** A district's schedules, most days first, as the table lists them. */
const byDays = (table: Pick<GalaxyPriceTable, "monthly">) =>
  [...table.monthly].sort((a, b) => b.days - a.days);

function writer(file: PricesFile, locale: Locale) {
  const words = localize(file.words, locale);
  const write = (template: string, values: Record<string, string | number>) =>
    withContractions(fill(template, values), locale);
  const money = (amount: number) => priceText(amount, locale);
  return { words, write, money, year: file.schoolYear };
}

/** The tables of the pricing page in a language: Galaxy's by district, then the other programs. */
export function priceTables(file: PricesFile, facts: PriceFacts, locale: Locale) {
  const { words, write, money, year } = writer(file, locale);
  const galaxy = file.galaxy.map((table) => {
    const name = facts.districtNames[table.district] ?? table.district;
    const sites = facts.galaxySites
      .filter((site) => site.district === table.district)
      .map((site) => site.title[locale]);
    return {
      district: table.district,
      name,
      caption: write(words.galaxyCaption, { district: name, year }),
      sites: sites.length > 0 ? write(words.sites, { sites: formatList(sites, locale) }) : null,
      headings: {
        days: words.daysHeading,
        before: words.before,
        after: words.after,
        both: words.both,
      },
      rows: byDays(table).map((row) => ({
        days: write(words.days, { days: row.days }),
        before: money(row.before),
        after: money(row.after),
        both: money(row.both),
      })),
      fees: [
        write(words.registrationFee, { fee: money(table.registrationFee) }),
        write(words.latePickUp, { fee: money(table.latePickUp) }),
      ],
    };
  });
  const { nova, nsd } = facts.programs;
  return {
    galaxy,
    others: {
      caption: write(words.otherCaption, { year }),
      headings: { program: words.programHeading, price: words.priceHeading },
      rows: [
        {
          program: nova.name[locale],
          href: nova.href,
          price: write(words.nova, { price: money(file.nova.perWeek) }),
        },
        {
          program: nsd.name[locale],
          href: nsd.href,
          price: write(words.nsd, { price: money(file.nsd.perDay) }),
        },
      ],
    },
    summer: {
      heading: write(words.summerHeading, { year: file.summer.year }),
      text: write(words.summer, { price: money(file.summer.perWeek) }),
    },
  };
}

export type PriceTablesData = ReturnType<typeof priceTables>;

/** Galaxy's cost on the Galaxy page: each district's lowest monthly fee, with its table's link. */
export function galaxyCost(file: PricesFile, facts: PriceFacts, locale: Locale) {
  const { words, write, money, year } = writer(file, locale);
  return {
    heading: words.costHeading,
    intro: write(words.galaxyCost, { year }),
    districts: file.galaxy.map((table) => ({
      name: facts.districtNames[table.district] ?? table.district,
      from: write(words.from, { price: money(lowestMonthly(table)) }),
      href: galaxyTableHref(table.district),
    })),
    linkText: words.pricesLink,
  };
}

export type GalaxyCost = ReturnType<typeof galaxyCost>;

/** A program page's line on its price (Nova, the Non-School Day Camps); {link} left to the page. */
export function programCost(file: PricesFile, program: "nova" | "nsd", locale: Locale) {
  const { words, write, money, year } = writer(file, locale);
  const price = program === "nova" ? file.nova.perWeek : file.nsd.perDay;
  return {
    heading: words.costHeading,
    text: write(program === "nova" ? words.novaCost : words.nsdCost, { year, price: money(price) }),
    linkText: words.pricesLink,
  };
}

export type ProgramCost = ReturnType<typeof programCost>;

/** A site page's line on Galaxy's price there, from its district's table; {link} left to the page. */
export function siteGalaxyCost(file: PricesFile, district: string, locale: Locale) {
  const table = file.galaxy.find((each) => each.district === district);
  if (!table) return undefined;
  const { words, write, money, year } = writer(file, locale);
  return {
    text: write(words.siteCost, { year, price: money(lowestMonthly(table)) }),
    linkText: words.pricesLink,
    href: galaxyTableHref(district),
  };
}

export type SiteGalaxyCost = NonNullable<ReturnType<typeof siteGalaxyCost>>;

/**
 * The schedules a family picks from in the multi-child discount estimator, district by district,
 * with the sites of each: every cell of the district's table, most days first.
 */
export function estimatorGroups(file: PricesFile, facts: PriceFacts, locale: Locale) {
  const { words, write, money } = writer(file, locale);
  return file.galaxy.map((table) => ({
    id: table.district,
    name: facts.districtNames[table.district] ?? table.district,
    sites: facts.galaxySites
      .filter((site) => site.district === table.district)
      .map((site) => ({ slug: site.slug, title: site.title[locale] })),
    schedules: byDays(table).flatMap((row) =>
      scheduleParts.map((part) => ({
        key: `${row.days}-${part}`,
        part: words[part],
        days: write(words.days, { days: row.days }),
        amount: row[part],
        price: money(row[part]),
      })),
    ),
  }));
}

export type EstimatorGroup = ReturnType<typeof estimatorGroups>[number];
