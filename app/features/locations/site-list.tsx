import { LocateFixed, RotateCcw } from "lucide-react";
import { memo, useMemo } from "react";
import type { ProgramId } from "~content/program-ids";
import { siteInSentence } from "~content/site-format";
import type { SiteLocation } from "~content/sites";
import { ProgramIcon } from "~/components/ui/program-icon";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { useHydrated } from "~/lib/use-hydrated";
import { m } from "~i18n/paraglide/messages";
import { sortByDistance } from "./distance";
import { nearMeMessage } from "./near-me-message";
import { isShown } from "~/features/closures/closure-windows";
import { useToday } from "~/features/closures/use-today";
import { PlacesFilter } from "./places-filter";
import { SiteCard, type SiteNews } from "./site-card";
import { useNearMe } from "./use-near-me";

interface SiteListProps {
  /** The list's heading and the note on the visitor's location (content/locations.yaml). */
  words: { heading: string; privacy: string };
  sites: readonly SiteLocation[];
  /** What each program's icon is called, in the order of the legend. */
  programLabels: Record<ProgramId, string>;
  onShowOnMap?: (slug: string) => void;
  buildDay: string;
  siteNews: Record<string, SiteNews>;
  filterPrograms: { id: ProgramId; name: string; inSentence: string }[];
}

const buttonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold transition-colors";

/**
 * The card of every location, in content order or, on request, nearest first. Memoised: a
 * marker opening or closing on the map leaves the fourteen cards as they are.
 */
export const SiteList = memo(function SiteList({
  words,
  sites,
  programLabels,
  onShowOnMap,
  buildDay,
  siteNews,
  filterPrograms,
}: SiteListProps) {
  const t = useTranslate();
  const locale = useLocale();
  const { state, locate, reset } = useNearMe();
  const hydrated = useHydrated();
  const today = useToday(buildDay);
  // The programs each site has places in today: a status not yet too old that lets families in.
  const withPlaces = useMemo(
    () =>
      Object.fromEntries(
        sites.map((site) => [
          site.slug,
          (siteNews[site.slug]?.places ?? [])
            .filter((place) => place.open && place.current && isShown(place.current, today))
            .map((place) => place.program),
        ]),
      ),
    [sites, siteNews, today],
  );
  const filterCounts = filterPrograms.map((program) => ({
    ...program,
    count: Object.values(withPlaces).filter((programs) => programs.includes(program.id)).length,
  }));
  const ordered = useMemo(
    () =>
      state.status === "located"
        ? sortByDistance(sites, state.origin).map(({ place, miles }) => ({ site: place, miles }))
        : sites.map((site) => ({ site, miles: undefined })),
    [sites, state],
  );
  const nearest = ordered[0];
  const message = nearMeMessage(
    state,
    locale,
    nearest?.miles !== undefined
      ? { name: siteInSentence(nearest.site), miles: nearest.miles }
      : undefined,
  );

  return (
    <section aria-labelledby="site-list-heading" className="mt-10">
      <h2 id="site-list-heading" className="text-2xl">
        {words.heading}
      </h2>
      {/* Sorting by distance needs JavaScript: without it, neither the button nor its note. */}
      <div className="mt-3 flex flex-wrap items-center gap-3 noscript:hidden">
        <button
          type="button"
          disabled={!hydrated}
          onClick={locate}
          className={`${buttonClass} bg-brand text-white hover:bg-brand-strong`}
        >
          <LocateFixed className="size-5" aria-hidden="true" />
          {t(m.locations_sort_by_distance)}
        </button>
        {state.status === "located" && (
          <button
            type="button"
            onClick={reset}
            className={`${buttonClass} border-2 border-brand bg-white text-brand hover:bg-brand-soft`}
          >
            <RotateCcw className="size-5" aria-hidden="true" />
            {t(m.locations_usual_order)}
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-ink-soft noscript:hidden">{words.privacy}</p>
      <p role="status" className="mt-2 min-h-7 font-bold text-brand-strong">
        {message}
      </p>

      <ul aria-label={t(m.locations_icon_legend)} className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        {Object.entries(programLabels).map(([program, label]) => (
          <li key={program} className="flex items-center gap-2 text-sm">
            <ProgramIcon program={program as ProgramId} />
            {label}
          </li>
        ))}
      </ul>

      {/* With no registration open there is nothing to look for places in. */}
      {filterCounts.length > 0 && <PlacesFilter programs={filterCounts} />}

      <ul className="site-cards mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ordered.map(({ site, miles }) => (
          <li
            key={site.slug}
            data-places={withPlaces[site.slug]?.join(" ") ?? ""}
            suppressHydrationWarning
          >
            <SiteCard
              site={site}
              programLabels={programLabels}
              miles={miles}
              onShowOnMap={onShowOnMap}
              news={siteNews[site.slug] ?? { places: [], closures: [] }}
              today={today}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
