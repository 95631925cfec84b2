import { timeOfDay } from "~i18n/clock";
import { formatList } from "~i18n/list";
import type { Locale } from "~i18n/locale";

/** "6:30 AM or 7:00 AM" / "6:30 a. m. o 7:00 a. m.": one of several opening times. */
export function oneOfTimes(times: readonly string[], locale: Locale): string {
  return formatList(
    times.map((time) => timeOfDay(time, locale)),
    locale,
    "disjunction",
  );
}
