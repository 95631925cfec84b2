import { MapPin, Phone } from "lucide-react";
import { programIds, type ProgramId } from "~content/program-ids";
import type { SiteLocation } from "~content/sites";
import { directionsUrl, siteHref, siteInSentence, telHref } from "~content/site-format";
import { ExternalLink } from "~/components/ui/external-link";
import { ProgramTooltip } from "~/components/ui/program-tooltip";
import { useLocale, useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { ClosureEntry } from "~/features/closures/closure-entry";
import type { ClosureView, PlaceView } from "~/features/closures/closure-views.server";
import { isShown } from "~/features/closures/closure-windows";
import { PlaceLine } from "~/features/closures/place-status";
import { formatMiles } from "./distance";
import { siteName } from "./site-name";

/** What a card says of a location beyond its address: its places, and the closures of the next two weeks. */
export interface SiteNews {
  places: PlaceView[];
  closures: ClosureView[];
}

interface SiteCardProps {
  site: SiteLocation;
  /** What each program's icon is called (its tooltip). */
  programLabels: Record<ProgramId, string>;
  miles?: number;
  /** Present only while the map is on screen. */
  onShowOnMap?: (slug: string) => void;
  news: SiteNews;
  /** The day the card is drawn for (closure-windows.ts). */
  today: string;
}

const actionClass = "inline-flex min-h-11 items-center gap-1 font-bold";

export function SiteCard({ site, programLabels, miles, onShowOnMap, news, today }: SiteCardProps) {
  const t = useTranslate();
  const locale = useLocale();
  const localePath = useLocalePath();
  const name = siteName(site);
  const inSentence = siteInSentence(site);
  const headingId = `site-card-${site.slug}`;
  // The main office (number 0) runs no program itself, so its card shows no program's icon.
  const offered = site.id === 0 ? [] : programIds.filter((id) => site.programs.includes(id));
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-5"
    >
      <h3 id={headingId} className="text-xl">
        {name}
      </h3>
      {miles !== undefined && (
        <p className="mt-1 text-sm font-bold text-brand">
          {t(m.locations_card_distance, { distance: formatMiles(miles, locale) })}
        </p>
      )}
      <address className="mt-2 not-italic">
        {site.address}
        <br />
        {site.city}, {site.state} {site.zip}
      </address>
      <a href={telHref(site.phone)} className="inline-flex min-h-11 items-center gap-2 self-start">
        <Phone className="size-4" aria-hidden="true" />
        <span className="sr-only">{`${t(m.locations_card_phone)} `}</span>
        {site.phone}
      </a>
      {offered.length > 0 && (
        <ul
          aria-label={t(m.locations_card_programs, { name: inSentence })}
          className="mt-1 flex flex-wrap gap-2"
        >
          {offered.map((id) => (
            <li key={id} data-program={id}>
              <ProgramTooltip program={id} label={programLabels[id]} />
            </li>
          ))}
        </ul>
      )}
      {news.places.length > 0 && (
        <ul aria-label={t(m.closures_places_of, { name: inSentence })} className="mt-3 space-y-1">
          {news.places.map((place) => (
            <li key={place.program} data-program={place.program} className="text-sm">
              <span aria-hidden="true" className="font-bold">
                {place.programName}
              </span>
              <PlaceLine place={place} phone={site.phone} today={today} label={place.programName} />
            </li>
          ))}
        </ul>
      )}
      {news.closures.length > 0 && (
        <ul
          data-list=""
          aria-label={t(m.closures_closures_of, { name: inSentence })}
          hidden={!news.closures.some((closure) => isShown(closure.window, today))}
          suppressHydrationWarning
          className="mt-3 space-y-1 border-t border-line pt-2"
        >
          {news.closures.map((closure) => (
            <ClosureEntry
              key={closure.id}
              closure={closure}
              today={today}
              withSites={false}
              compact
            />
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-x-5 pt-3">
        <a href={localePath(siteHref(site))} className={actionClass}>
          {t(m.locations_location_details)}
          <span className="sr-only">{` ${t(m.locations_location_details_for, { name: inSentence })}`}</span>
        </a>
        <ExternalLink href={directionsUrl(site.lat, site.lng)} className={actionClass}>
          {t(m.locations_card_directions)}
          <span className="sr-only">{` ${t(m.locations_card_directions_to, { name: inSentence })}`}</span>
        </ExternalLink>
        {onShowOnMap && (
          <button
            type="button"
            onClick={() => onShowOnMap(site.slug)}
            className={`${actionClass} text-brand underline underline-offset-2 hover:text-brand-strong`}
          >
            <MapPin className="size-4" aria-hidden="true" />
            {t(m.locations_card_show_on_map)}
            <span className="sr-only">: {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
