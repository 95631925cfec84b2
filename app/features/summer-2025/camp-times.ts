import { intlLocales, type Locale } from "~/lib/i18n/locale";

const meridiem = (time: string) => time.slice(-2);
const clock = (time: string) => time.slice(0, -3);

/** "2:00-6:00 pm" for times in the same half of the day, as the summer fees list writes them. */
export function timeSpan(opens: string, closes: string): string {
  return meridiem(opens) === meridiem(closes)
    ? `${clock(opens)}-${clock(closes)} ${meridiem(closes).toLowerCase()}`
    : `${opens.toLowerCase()}-${closes.toLowerCase()}`;
}

/** "6:30 or 7:00 AM" / "6:30 o 7:00 AM": one of several opening times, AM or PM said once. */
export function oneOfTimes(times: readonly string[], locale: Locale): string {
  const shared = times.every((time) => meridiem(time) === meridiem(times[0]!));
  const written = times.map((time, index) =>
    shared && index < times.length - 1 ? clock(time) : time,
  );
  return new Intl.ListFormat(intlLocales[locale], { style: "long", type: "disjunction" }).format(
    written,
  );
}
