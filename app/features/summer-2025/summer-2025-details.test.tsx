import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { localize } from "~content/localize";
import { sitesOffering } from "~content/program-sites";
import { siteHref } from "~content/site-format";
import { summer2025 } from "~content/summer-2025";
import { LocaleProvider } from "~/lib/i18n/locale-context";
import type { Locale } from "~/lib/i18n/locale";
import { formatUsd } from "~/lib/money";
import { timeOfDay, timeSpan } from "~/lib/i18n/clock";
import { oneOfTimes } from "./camp-times";
import { summer2025Details } from "./summer-2025-data.server";
import { Summer2025Details } from "./summer-2025-details";
import { dayRange, monthDay, monthDayList, sessionDates, weeksBetween } from "./summer-dates";

// The fees, days and times are last summer's facts in content/summer-2025.yaml; the sentences
// around them are the page's own words (messages/programs). Each expectation below puts the one
// into the other, so the tests hold whatever the office enters.

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
  const { spanishCamp, campHours, earlyClose, weekWithoutCamps } = summer;
  const word = (n: number) => numberWords[locale][n] ?? String(n);
  const week = dayRange(weekWithoutCamps.from, weekWithoutCamps.to, locale);
  const shortWeek = dayRange(spanishCamp.shortWeek.from, spanishCamp.shortWeek.to, locale);
  if (locale === "en") {
    const minimum = (days: number) =>
      days === 1 ? "One-day minimum." : `${capitalised(word(days))}-day minimum.`;
    return [
      `Non-refundable registration fee ${usd(summer.registrationFee)}.`,
      ...summer.dayCamps.map((camp) => `${camp.label}: ${usd(camp.perDay)} per day.`),
      minimum(summer.dayCampMinimumDays),
      `Spanish camp: ${usd(spanishCamp.perWeek)} per week, or ${usd(spanishCamp.shortWeek.price)} for the week of ${shortWeek}. ${minimum(spanishCamp.minimumDays)}`,
      ...summer.extendedDay.map(
        (camp) =>
          `Extended-day camp, ${camp.location}: ${usd(camp.perDay)} per day, ${timeSpan(camp.opens, camp.closes, locale)}, minimum ${word(camp.minimumDaysPerWeek)} days per week.`,
      ),
      `Camp hours ${oneOfTimes(campHours.opens, locale)} to ${timeOfDay(campHours.closes, locale)}, depending on the site.`,
      ...summer.sessions.map(
        (session) =>
          `${session.districts}: ${sessionDates(session.from, session.to, locale)} (${weeksBetween(session.from, session.to)} weeks).`,
      ),
      weekWithoutCamps.note.replace("{week}", week),
      `Closures ${monthDayList(summer.closures, locale)}.`,
      `Early close at ${timeOfDay(earlyClose.time, locale)} on ${monthDay(earlyClose.date, locale)}.`,
      ...summer.policies,
    ];
  }
  const minimum = (days: number) =>
    days === 1 ? "Mínimo de un día." : `Mínimo de ${word(days)} días.`;
  return [
    `Cuota de inscripción no reembolsable: ${usd(summer.registrationFee)}.`,
    ...summer.dayCamps.map((camp) => `${camp.label}: ${usd(camp.perDay)} por día.`),
    minimum(summer.dayCampMinimumDays),
    `Campamento de español: ${usd(spanishCamp.perWeek)} por semana, o ${usd(spanishCamp.shortWeek.price)} la semana del ${shortWeek}. ${minimum(spanishCamp.minimumDays)}`,
    ...summer.extendedDay.map(
      (camp) =>
        `Campamento de día extendido, ${camp.location}: ${usd(camp.perDay)} por día, ${timeSpan(camp.opens, camp.closes, locale)}, mínimo ${word(camp.minimumDaysPerWeek)} días por semana.`,
    ),
    `Horario de los campamentos: de ${oneOfTimes(campHours.opens, locale)} a ${timeOfDay(campHours.closes, locale)}, según el sitio.`,
    ...summer.sessions.map(
      (session) =>
        `${session.districts}: del ${sessionDates(session.from, session.to, locale)} (${weeksBetween(session.from, session.to)} semanas).`,
    ),
    weekWithoutCamps.note.replace("{week}", week),
    `Días cerrados: ${monthDayList(summer.closures, locale)}.`,
    `Cierre temprano a las ${timeOfDay(earlyClose.time, locale)} el ${monthDay(earlyClose.date, locale)}.`,
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
    const list = within(screen.getByRole("region", { name: `${summer2025.year} fees` }));
    const shown = list.getAllByRole("listitem").flatMap((item) => amounts(item.textContent ?? ""));
    expect(shown.sort()).toEqual([...fees].sort());
  });

  it("fills every placeholder", () => {
    renderDetails("en");
    expect(document.body.textContent).not.toMatch(/[{}]/);
  });

  it("lists the summer sites and links the previews", () => {
    renderDetails("en");
    const locations = screen.getByRole("region", { name: "Camp locations" });
    const summerSites = localize(sitesOffering("summer"), "en");
    expect(
      within(locations)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(summerSites.map((site) => [site.title, siteHref(site)]));
    expect(locations).toHaveTextContent(`Summer camps ran at these ${summerSites.length} sites:`);
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
    const locations = screen.getByRole("region", { name: "Sitios de los campamentos" });
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
    expect(screen.getByRole("link", { name: "Programas de subsidio" })).toHaveAttribute(
      "href",
      "/es/programs/subsidy",
    );
  });
});
