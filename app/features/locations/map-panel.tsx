import { LoaderCircle, MapPinOff, TriangleAlert } from "lucide-react";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { MapView } from "./map-view";

/** A message without inputs. */
type Words = typeof m.locations_map_loading;

const panels: Record<Exclude<MapView, "ready">, { title: Words; help?: Words }> = {
  loading: { title: m.locations_map_loading },
  "not-configured": {
    title: m.locations_map_not_configured,
    help: m.locations_map_not_configured_help,
  },
  failed: { title: m.locations_map_failed, help: m.locations_map_failed_help },
  "auth-failure": { title: m.locations_map_auth_failure, help: m.locations_map_auth_failure_help },
};

const panelClass = "absolute inset-0 flex-col items-center justify-center gap-2 p-6 text-center";

/**
 * What the map area says when there is no map: one live region, so a change from loading to a
 * failure is announced. Without JavaScript the map never loads, and the area says so instead.
 */
export function MapPanel({ view }: { view: Exclude<MapView, "ready"> }) {
  const t = useTranslate();
  const { title, help } = panels[view];
  const Icon =
    view === "loading" ? LoaderCircle : view === "not-configured" ? MapPinOff : TriangleAlert;
  return (
    <>
      {view === "loading" && (
        <div className={`${panelClass} hidden noscript:flex`} data-pagefind-ignore="all">
          <MapPinOff className="size-8 text-brand" aria-hidden="true" />
          <p className="text-lg font-extrabold text-brand-strong">{t(m.locations_map_no_script)}</p>
          <p className="max-w-prose text-ink-soft">{t(m.locations_map_fallback)}</p>
        </div>
      )}
      <div role="status" data-map-view={view} className={`${panelClass} flex noscript:hidden`}>
        <Icon
          className={`size-8 text-brand ${view === "loading" ? "motion-safe:animate-spin" : ""}`}
          aria-hidden="true"
        />
        <p className="text-lg font-extrabold text-brand-strong">{t(title)}</p>
        {help && (
          <p className="max-w-prose text-ink-soft">{`${t(help)} ${t(m.locations_map_fallback)}`}</p>
        )}
      </div>
    </>
  );
}
