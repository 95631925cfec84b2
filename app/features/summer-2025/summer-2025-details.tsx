import { href } from "react-router";
import type { ReactNode } from "react";
import { useLocale, useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { formatUsd } from "~/lib/money";
import { m } from "~/paraglide/messages";
import { timeOfDay, timeSpan } from "~/lib/i18n/clock";
import { oneOfTimes } from "./camp-times";
import { dayRange, monthDay, monthDayList, sessionDates, weeksBetween } from "./summer-dates";
import type { Summer2025DetailsData } from "./summer-2025-data.server";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-xl">
        {title}
      </h3>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}

/** Summer 2025 as it ran: fees, schedule, policies, camp locations and the camp previews. */
export function Summer2025Details({ summer, sites }: Summer2025DetailsData) {
  const t = useTranslate();
  const locale = useLocale();
  const localePath = useLocalePath();
  const usd = (amount: number) => formatUsd(amount, { cents: false, locale });
  // Small counts are written as words where the fees list says "Two-day minimum".
  const numberWords = t(m.programs_number_words).split(/,\s*/);
  const word = (n: number) => numberWords[n] ?? String(n);
  const minimum = (days: number) =>
    days === 1
      ? t(m.programs_summer_minimum_one)
      : capitalised(t(m.programs_summer_minimum, { days: word(days) }));
  const { spanishCamp, earlyClose, campHours, weekWithoutCamps, year } = summer;
  return (
    <div className="max-w-prose">
      <Block id="summer-2025-fees" title={t(m.programs_summer_fees_heading, { year })}>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t(m.programs_summer_registration_fee, { fee: usd(summer.registrationFee) })}</li>
          {summer.dayCamps.map((camp) => (
            <li key={camp.label}>
              {t(m.programs_summer_day_camp, { camps: camp.label, price: usd(camp.perDay) })}
            </li>
          ))}
          <li>{minimum(summer.dayCampMinimumDays)}</li>
          <li>
            {t(m.programs_summer_spanish_camp, {
              perWeek: usd(spanishCamp.perWeek),
              price: usd(spanishCamp.shortWeek.price),
              week: dayRange(spanishCamp.shortWeek.from, spanishCamp.shortWeek.to, locale),
            })}{" "}
            {minimum(spanishCamp.minimumDays)}
          </li>
          {summer.extendedDay.map((camp) => (
            <li key={camp.location}>
              {t(m.programs_summer_extended_day, {
                location: camp.location,
                price: usd(camp.perDay),
                hours: timeSpan(camp.opens, camp.closes, locale),
                days: word(camp.minimumDaysPerWeek),
              })}
            </li>
          ))}
        </ul>
        <p>
          {t(m.programs_summer_elop)}{" "}
          <a href={localePath(href("/programs/subsidy"))}>{t(m.programs_subsidy_programs_link)}</a>{" "}
          {t(m.programs_summer_elop_after)}
        </p>
      </Block>

      <Block id="summer-2025-schedule" title={t(m.programs_summer_schedule_heading, { year })}>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            {t(m.programs_summer_camp_hours, {
              opens: oneOfTimes(campHours.opens, locale),
              closes: timeOfDay(campHours.closes, locale),
            })}
          </li>
          {summer.sessions.map((session) => (
            <li key={session.districts}>
              {t(m.programs_summer_session, {
                districts: session.districts,
                dates: sessionDates(session.from, session.to, locale),
                weeks: weeksBetween(session.from, session.to),
              })}
            </li>
          ))}
          <li>{weekWithoutCamps}</li>
          <li>{t(m.programs_summer_closures, { days: monthDayList(summer.closures, locale) })}</li>
          <li>
            {t(m.programs_summer_early_close, {
              time: timeOfDay(earlyClose.time, locale),
              date: monthDay(earlyClose.date, locale),
            })}
          </li>
        </ul>
      </Block>

      <Block id="summer-2025-policies" title={t(m.programs_summer_policies_heading)}>
        <ul className="list-disc space-y-1 pl-6">
          {summer.policies.map((policy) => (
            <li key={policy}>{policy}</li>
          ))}
        </ul>
      </Block>

      <Block id="summer-2025-locations" title={t(m.programs_summer_locations_heading)}>
        <p>{t(m.programs_summer_locations_intro, { count: sites.length })}</p>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {sites.map((site) => (
            <li key={site.slug}>
              <a href={localePath(site.href)} className="inline-flex min-h-11 items-center">
                {site.title}
              </a>{" "}
              <span className="text-ink-soft">
                ({site.city}
                {site.districtShortName && `, ${site.districtShortName}`})
              </span>
            </li>
          ))}
        </ul>
      </Block>

      <Block id="summer-2025-previews" title={t(m.programs_summer_previews_heading, { year })}>
        <p>{t(m.programs_summer_previews_intro)}</p>
        <ul className="space-y-1">
          {summer.previews.map((preview) => (
            <li key={preview.page}>
              <a
                href={localePath(preview.page)}
                className="inline-flex min-h-11 items-center font-bold"
              >
                {preview.label}
              </a>
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}
