import type { Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";
import { formatMiles } from "./distance";
import type { NearMeFailure, NearMeState } from "./use-near-me";

const failures: Record<NearMeFailure, typeof m.locations_near_me_denied> = {
  denied: m.locations_near_me_denied,
  timeout: m.locations_near_me_timeout,
  unavailable: m.locations_near_me_unavailable,
  unsupported: m.locations_near_me_unsupported,
};

/** The sentence under the Near me button; empty before the visitor has asked. */
export function nearMeMessage(
  state: NearMeState,
  locale: Locale,
  nearest?: { name: string; miles: number },
): string {
  switch (state.status) {
    case "idle":
      return "";
    case "locating":
      return m.locations_near_me_locating({}, { locale });
    case "located":
      return nearest
        ? m.locations_near_me_nearest(
            { name: nearest.name, distance: formatMiles(nearest.miles, locale) },
            { locale },
          )
        : m.locations_near_me_sorted({}, { locale });
    case "failed":
      return failures[state.reason]({}, { locale });
  }
}
