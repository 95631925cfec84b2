import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { fill as filled, localize } from "~content/localize";
import { programById } from "~content/programs";
import { sitesOffering } from "~content/program-sites";
import { siteHref } from "~content/site-format";
import { summer2025 } from "~content/summer-2025";
import { LocaleProvider } from "~/lib/locale-context";
import type { Locale } from "~i18n/locale";
import { formatUsd } from "~i18n/money";
import { timeOfDay, timeSpan } from "~i18n/clock";
import { oneOfTimes } from "./camp-times";
import { summer2025Details } from "./summer-2025-data.server";
import { Summer2025Details } from "./summer-2025-details";
import { dayList, dayRange, monthDay, sessionDates, weeksBetween } from "./summer-dates";

// The fees, days and times are last summer's facts in content/summer-2025.yaml, and so are the
// sentences around them, with {placeholders} where the facts go. Each expectation below puts the
// one into the other, so the tests hold whatever the office enters.

function renderDetails(locale: Locale) {
  render(
    <LocaleProvider value={locale}>
      <Summer2025Details {...summer2025Details(locale)} />
    </LocaleProvider>,
    { wrapper: MemoryRouter },
  );
}

const usd = (amount: number) => formatUsd(amount, { cents: false });
/** "$1,234" or "$12.50": every dollar amount a text shows. */
const amounts = (text: string) => text.match(/\$[\d,]+(\.\d+)?/g) ?? [];

// Small counts are written as words ("Two-day minimum"), as the page's messages spell them.
const numberWords = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven"],
  es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete"],
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function sentences(locale: Locale): string[] {
  const summer = localize(summer2025, locale);
  const { feeLines, scheduleLines, spanishCamp, campHours, earlyClose, weekWithoutCamps } = summer;
  const word = (n: number) => numberWords[locale][n] ?? String(n);
  const minimum = (days: number) =>
    days === 1
      ? feeLines.minimumOneDay
      : capitalised(filled(feeLines.minimum, { days: word(days) }));
  return [
    filled(feeLines.registrationFee, { fee: usd(summer.registrationFee) }),
    ...summer.dayCamps.map((camp) =>
      filled(feeLines.dayCamp, { camps: camp.label, price: usd(camp.perDay) }),
    ),
    minimum(summer.dayCampMinimumDays),
    `${filled(feeLines.spanishCamp, {
      perWeek: usd(spanishCamp.perWeek),
      price: usd(spanishCamp.shortWeek.price),
      week: dayRange(spanishCamp.shortWeek.from, spanishCamp.shortWeek.to, locale),
    })} ${minimum(spanishCamp.minimumDays)}`,
    ...summer.extendedDay.map((camp) =>
      filled(feeLines.extendedDay, {
        location: camp.location,
        price: usd(camp.perDay),
        hours: timeSpan(camp.opens, camp.closes, locale),
        days: word(camp.minimumDaysPerWeek),
      }),
    ),
    filled(scheduleLines.campHours, {
      opens: oneOfTimes(campHours.opens, locale),
      closes: timeOfDay(campHours.closes, locale),
    }),
    ...summer.sessions.map((session) =>
      filled(scheduleLines.session, {
        districts: session.districts,
        dates: sessionDates(session.from, session.to, locale),
        weeks: weeksBetween(session.from, session.to),
      }),
    ),
    filled(weekWithoutCamps.note, {
      week: dayRange(weekWithoutCamps.from, weekWithoutCamps.to, locale),
    }),
    filled(scheduleLines.closures, { days: dayList(summer.closures, locale) }),
    filled(scheduleLines.earlyClose, {
      time: timeOfDay(earlyClose.time, locale),
      date: monthDay(earlyClose.date, locale),
    }),
    ...summer.policies,
  ];
}

/** Every fee of content/summer-2025.yaml, as the page writes money. */
const fees = [
  summer2025.registrationFee,
  ...summer2025.dayCamps.map((camp) => camp.perDay),
  summer2025.spanishCamp.perWeek,
  summer2025.spanishCamp.shortWeek.price,
  ...summer2025.extendedDay.map((camp) => camp.perDay),
].map(usd);

describe("Summer2025Details", () => {
  it.each(sentences("en"))("shows %j", (text) => {
    renderDetails("en");
    // The page keeps each time whole with no-break spaces; the query reads them as spaces.
    expect(screen.getByText(text.replace(/\s+/g, " "))).toBeInTheDocument();
  });

  it("shows every fee of content as money in its fees list, and no other amount", () => {
    renderDetails("en");
    const heading = localize(summer2025.feeLines.heading, "en");
    const list = within(screen.getByRole("region", { name: heading }));
    const shown = list.getAllByRole("listitem").flatMap((item) => amounts(item.textContent ?? ""));
    expect(shown.sort()).toEqual([...fees].sort());
  });

  it("fills every placeholder", () => {
    renderDetails("en");
    expect(document.body.textContent).not.toMatch(/[{}]/);
  });

  it("lists the summer sites and links the previews", () => {
    renderDetails("en");
    const { heading, intro } = localize(summer2025.locations, "en");
    const locations = screen.getByRole("region", { name: heading });
    const summerSites = localize(sitesOffering("summer"), "en");
    expect(
      within(locations)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(summerSites.map((site) => [site.title, siteHref(site)]));
    expect(locations).toHaveTextContent(filled(intro, { count: summerSites.length }));
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    for (const preview of summer2025.previews) expect(hrefs).toContain(preview.page);
  });
});

describe("Summer2025Details in Spanish", () => {
  it.each(sentences("es"))("shows %j", (text) => {
    renderDetails("es");
    // The page keeps each time whole with no-break spaces; the query reads them as spaces.
    expect(screen.getByText(text.replace(/\s+/g, " "))).toBeInTheDocument();
  });

  it("shows the same amounts, days and times as the English page", () => {
    renderDetails("en");
    const english = document.body.textContent ?? "";
    cleanup();
    renderDetails("es");
    const spanish = document.body.textContent ?? "";
    expect(amounts(spanish).sort()).toEqual(amounts(english).sort());
    const times = (text: string) => (text.match(/\d{1,2}:\d{2}/g) ?? []).sort();
    expect(times(spanish)).toEqual(times(english));
    expect(spanish).not.toMatch(/[{}]/);
  });

  it("links the sites and previews in Spanish", () => {
    renderDetails("es");
    const locations = screen.getByRole("region", {
      name: localize(summer2025.locations.heading, "es"),
    });
    const [first] = sitesOffering("summer");
    expect(within(locations).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      `/es${siteHref(first!)}`,
    );
    for (const preview of localize(summer2025.previews, "es")) {
      expect(screen.getByRole("link", { name: preview.label })).toHaveAttribute(
        "href",
        `/es${preview.page}`,
      );
    }
    expect(
      screen.getByRole("link", { name: localize(programById("subsidy").inSentence, "es") }),
    ).toHaveAttribute("href", "/es/programs/subsidy");
  });
});
