import {
  districtById,
  fill,
  localize,
  programById,
  sitesOffering,
  summer2025,
  type Localized,
} from "~/content.server";
import { siteHref } from "~content/site-format";
import { timeOfDay, timeSpan } from "~i18n/clock";
import type { Locale } from "~i18n/locale";
import { formatUsd } from "~i18n/money";
import { m } from "~i18n/paraglide/messages";
import { oneOfTimes } from "./camp-times";
import { dayList, dayRange, monthDay, sessionDates, weeksBetween } from "./summer-dates";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What Summer2025Details shows in a language, gathered by the Summer Camp route's loader at
 * prerender: content's sentences with last summer's fees, days and times written in, as the
 * language writes money, days and times, so the page receives them as text.
 */
export function summer2025Details(locale: Locale) {
  const summer = localize(summer2025, locale);
  const { feeLines, scheduleLines, spanishCamp, campHours, earlyClose, weekWithoutCamps } = summer;
  const usd = (amount: number) => formatUsd(amount, { cents: false, locale });
  // Small counts are written as words, "Two-day minimum", as the language spells them.
  const numberWords = m.programs_number_words({}, { locale }).split(/,\s*/);
  const word = (n: number) => numberWords[n] ?? String(n);
  const minimum = (days: number) =>
    days === 1 ? feeLines.minimumOneDay : capitalised(fill(feeLines.minimum, { days: word(days) }));
  const sites = sitesOffering("summer");
  return {
    title: summer.disclosure.title,
    summary: summer.disclosure.summary,
    fees: {
      heading: feeLines.heading,
      lines: [
        fill(feeLines.registrationFee, { fee: usd(summer.registrationFee) }),
        ...summer.dayCamps.map((camp) =>
          fill(feeLines.dayCamp, { camps: camp.label, price: usd(camp.perDay) }),
        ),
        minimum(summer.dayCampMinimumDays),
        `${fill(feeLines.spanishCamp, {
          perWeek: usd(spanishCamp.perWeek),
          price: usd(spanishCamp.shortWeek.price),
          week: dayRange(spanishCamp.shortWeek.from, spanishCamp.shortWeek.to, locale),
        })} ${minimum(spanishCamp.minimumDays)}`,
        ...summer.extendedDay.map((camp) =>
          fill(feeLines.extendedDay, {
            location: camp.location,
            price: usd(camp.perDay),
            hours: timeSpan(camp.opens, camp.closes, locale),
            days: word(camp.minimumDaysPerWeek),
          }),
        ),
      ],
      elop: feeLines.elop,
    },
    subsidyPrograms: localize(programById("subsidy").inSentence, locale),
    schedule: {
      heading: scheduleLines.heading,
      lines: [
        fill(scheduleLines.campHours, {
          opens: oneOfTimes(campHours.opens, locale),
          closes: timeOfDay(campHours.closes, locale),
        }),
        ...summer.sessions.map((session) =>
          fill(scheduleLines.session, {
            districts: session.districts,
            dates: sessionDates(session.from, session.to, locale),
            weeks: weeksBetween(session.from, session.to),
          }),
        ),
        fill(weekWithoutCamps.note, {
          week: dayRange(weekWithoutCamps.from, weekWithoutCamps.to, locale),
        }),
        fill(scheduleLines.closures, { days: dayList(summer.closures, locale) }),
        fill(scheduleLines.earlyClose, {
          time: timeOfDay(earlyClose.time, locale),
          date: monthDay(earlyClose.date, locale),
        }),
      ],
    },
    policies: { heading: summer.policiesHeading, lines: summer.policies },
    locations: {
      heading: summer.locations.heading,
      intro: fill(summer.locations.intro, { count: sites.length }),
      sites: localize(sites, locale).map((site) => ({
        slug: site.slug,
        title: site.title,
        href: siteHref(site),
        city: site.city,
        districtShortName: site.district && districtById(site.district).shortName,
      })),
    },
    previews: { ...summer.previewLinks, links: summer.previews },
  };
}

export type Summer2025DetailsData = Localized<ReturnType<typeof summer2025Details>>;
