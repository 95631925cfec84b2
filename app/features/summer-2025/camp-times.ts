import { timeOfDay } from "~/lib/i18n/clock";
import { intlLocales, type Locale } from "~/lib/i18n/locale";

/** "6:30 AM or 7:00 AM" / "6:30 a. m. o 7:00 a. m.": one of several opening times. */
export function oneOfTimes(times: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocales[locale], { style: "long", type: "disjunction" }).format(
    times.map((time) => timeOfDay(time, locale)),
  );
}
