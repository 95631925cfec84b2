import type { ReactNode } from "react";
import { formatUsd } from "~/lib/money";
import type { Summer2025DetailsData } from "./summer-2025-data.server";

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven"];
const word = (n: number) => numberWords[n] ?? String(n);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const usd = (amount: number) => formatUsd(amount, { cents: false });

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

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
export function Summer2025Details({
  summer: summer2025,
  sites: summerSites,
}: Summer2025DetailsData) {
  const { spanishCamp, earlyClose } = summer2025;
  return (
    <div className="max-w-prose">
      <Block id="summer-2025-fees" title="2025 fees">
        <ul className="list-disc space-y-1 pl-6">
          <li>Non-refundable registration fee {usd(summer2025.registrationFee)}.</li>
          {summer2025.dayCamps.map((camp) => (
            <li key={camp.label}>
              {camp.label}: {usd(camp.perDay)} per day.
            </li>
          ))}
          <li>{capitalised(word(summer2025.dayCampMinimumDays))}-day minimum.</li>
          <li>
            Spanish camp: {usd(spanishCamp.perWeek)} per week, or {usd(spanishCamp.shortWeek.price)}{" "}
            for the week of {spanishCamp.shortWeek.dates}.{" "}
            {capitalised(word(spanishCamp.minimumDays))}-day minimum.
          </li>
          {summer2025.extendedDay.map((camp) => (
            <li key={camp.location}>
              Extended-day camp, {camp.location}: {usd(camp.perDay)} per day, {camp.hours}, minimum{" "}
              {word(camp.minimumDaysPerWeek)} days per week.
            </li>
          ))}
        </ul>
        <p>
          Wondering whether your child qualifies for ELO-P? The{" "}
          <a href="/programs/subsidy">Subsidy Programs</a> page lists whom to ask.
        </p>
      </Block>

      <Block id="summer-2025-schedule" title="2025 schedule">
        <ul className="list-disc space-y-1 pl-6">
          <li>Camp hours {summer2025.campHours}, depending on the site.</li>
          {summer2025.sessions.map((session) => (
            <li key={session.districts}>
              {session.districts}: {session.dates} ({session.weeks} weeks).
            </li>
          ))}
          <li>{summer2025.sessionNote}</li>
          <li>Closures {listFormat.format(summer2025.closures)}.</li>
          <li>
            Early close at {earlyClose.time} on {earlyClose.date}.
          </li>
        </ul>
      </Block>

      <Block id="summer-2025-policies" title="Policies">
        <ul className="list-disc space-y-1 pl-6">
          {summer2025.policies.map((policy) => (
            <li key={policy}>{policy}</li>
          ))}
        </ul>
      </Block>

      <Block id="summer-2025-locations" title="Camp locations">
        <p>Summer camps ran at these {summerSites.length} sites:</p>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {summerSites.map((site) => (
            <li key={site.slug}>
              <a href={site.href} className="inline-flex min-h-11 items-center">
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

      <Block id="summer-2025-previews" title="Browse the 2025 camps">
        <p>See every camp by week, with its location, category and description:</p>
        <ul className="space-y-1">
          {summer2025.previews.map((preview) => (
            <li key={preview.href}>
              <a href={preview.href} className="inline-flex min-h-11 items-center font-bold">
                {preview.label}
              </a>
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}
