import { href } from "react-router";
import type { ReactNode } from "react";
import { FilledText } from "~/components/ui/filled-text";
import { useLocalePath } from "~/lib/locale-context";
import type { Summer2025DetailsData } from "./summer-2025-data.server";

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

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Summer 2025 as it ran: fees, schedule, policies, camp locations and the camp previews. */
export function Summer2025Details({
  fees,
  subsidyPrograms,
  schedule,
  policies,
  locations,
  previews,
}: Summer2025DetailsData) {
  const localePath = useLocalePath();
  return (
    <div className="max-w-prose">
      <Block id="summer-2025-fees" title={fees.heading}>
        <Lines lines={fees.lines} />
        <p>
          <FilledText
            text={fees.elop}
            values={{
              subsidyPrograms: (
                <a href={localePath(href("/programs/subsidy"))}>{subsidyPrograms}</a>
              ),
            }}
          />
        </p>
      </Block>

      <Block id="summer-2025-schedule" title={schedule.heading}>
        <Lines lines={schedule.lines} />
      </Block>

      <Block id="summer-2025-policies" title={policies.heading}>
        <Lines lines={policies.lines} />
      </Block>

      <Block id="summer-2025-locations" title={locations.heading}>
        <p>{locations.intro}</p>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {locations.sites.map((site) => (
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

      <Block id="summer-2025-previews" title={previews.heading}>
        <p>{previews.intro}</p>
        <ul className="space-y-1">
          {previews.links.map((preview) => (
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
