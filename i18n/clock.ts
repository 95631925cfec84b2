import type { Locale } from "./locale";

/**
 * The locale a time of day is written in. Spanish uses "es" rather than "es-US" (intlLocales)
 * because only it writes "6:30 a. m.", the form style guides for Spanish ask for; "es-US" writes
 * "6:30 a.m.". Dates and money keep intlLocales.
 */
export const clockLocales: Record<Locale, string> = { en: "en-US", es: "es" };

/**
 * Spaces inside a time become no-break spaces, so "6:30 a. m." never wraps after "a.", and
 * every engine writes the same character (some use a narrow no-break space before "PM").
 */
export const unbroken = (text: string) => text.replace(/\s/g, "\u00a0");

/**
 * Has Intl build, in a task of its own, the list of locales its date and number formats choose
 * from. A page's first such format builds it, about 12 ms of processor time (50 of Lighthouse's
 * slowed phone), and on a page that writes dates as it hydrates (the calendar, the summer
 * previews: "Updated November 27, 2:05 PM") the render that first needs it would otherwise take
 * it in one piece, long enough to hold a tap. For where such a page's code starts in the browser.
 */
export function prepareDateFormats(): void {
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(clockLocales.en));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of times of day; options decide whether minutes are shown. */
export function clockFormat(
  locale: Locale,
  options: Pick<Intl.DateTimeFormatOptions, "minute" | "timeZone">,
): Intl.DateTimeFormat {
  const key = `${locale} ${options.minute ?? ""} ${options.timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(clockLocales[locale], {
      hour: "numeric",
      hourCycle: "h12",
      ...options,
    });
    formats.set(key, format);
  }
  return format;
}

/** A time of day as content holds it: 24-hour "HH:MM", like "06:30" or "18:00". */
export const clockValue = /^([01]\d|2[0-3]):([0-5]\d)$/;

function asInstant(value: string): Date {
  const match = clockValue.exec(value);
  if (!match) throw new Error(`"${value}" is not a time like 06:30 or 18:00`);
  return new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
}

/** "18:00" -> "6:00 PM" in English, "6:00 p. m." in Spanish. */
export function timeOfDay(value: string, locale: Locale): string {
  return unbroken(
    clockFormat(locale, { minute: "2-digit", timeZone: "UTC" }).format(asInstant(value)),
  );
}

/** "06:30", "18:00" -> "6:30 AM–6:00 PM" in English, "6:30 a. m. – 6:00 p. m." in Spanish. */
export function timeSpan(opens: string, closes: string, locale: Locale): string {
  const dash = locale === "es" ? " – " : "–";
  return `${timeOfDay(opens, locale)}${dash}${timeOfDay(closes, locale)}`;
}

/**
 * A time as a person types it, in either language, as content holds it ("12:00 PM", "12 pm",
 * "noon", "3:15 p. m.", "18:15" are "12:00", "12:00", "12:00", "15:15", "18:15"). An hour from 1
 * to 11 without AM or PM could be either, so it is not read ("ambiguous"), nor is anything else
 * that is not a time (null).
 */
export function clockOfTyped(typed: string): string | "ambiguous" | null {
  const text = typed
    .toLowerCase()
    .normalize("NFC")
    .replace(/[.\s\u00a0\u202f]+/g, " ")
    .trim();
  if (/^(noon|12 noon|midday|mediod[ií]a)$/.test(text)) return "12:00";
  if (/^(midnight|medianoche)$/.test(text)) return "00:00";
  const match = /^(\d{1,2})(?: ?[:h] ?(\d{2}))? ?(?:([ap]) ?m?)?$/.exec(text);
  if (!match) return null;
  const [, hourText, minuteText = "00", half] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (half) {
    if (hour < 1 || hour > 12) return null;
    return `${pad((hour % 12) + (half === "p" ? 12 : 0))}:${pad(minute)}`;
  }
  if (hour > 23) return null;
  // "06:30" and "18:00" are plainly 24-hour; "6:30" might be morning or evening.
  if (hour >= 1 && hour <= 11 && hourText!.length === 1) return "ambiguous";
  return `${pad(hour)}:${pad(minute)}`;
}

/** Minutes since midnight, to compare and order times of day. */
export function minutesOf(value: string): number {
  const instant = asInstant(value);
  return instant.getUTCHours() * 60 + instant.getUTCMinutes();
}

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in a zone, as a family reads when something was last checked: "November 27,
 * 2:05 PM", "27 de noviembre a las 2:05 p. m." ("a la 1:05 p. m." for one o'clock, as Spanish
 * says "la una"). The day is named in the page's locale and the time as timeOfDay writes it,
 * both in `timeZone`.
 */
export function momentIn(instant: Date, locale: Locale, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let day = moments.get(key);
  if (!day) {
    day = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
      month: "long",
      day: "numeric",
      timeZone,
    });
    moments.set(key, day);
  }
  const time = unbroken(clockFormat(locale, { minute: "2-digit", timeZone }).format(instant));
  if (locale === "en") return `${day.format(instant)}, ${time}`;
  return `${day.format(instant)} ${time.startsWith("1:") ? "a la" : "a las"} ${time}`;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The parts of an instant in a zone, by name ("year", "hour"…), read from Intl's parts rather
 * than from a written date, since engines disagree on how a locale writes one (WebKit writes
 * "en-CA" as 11/27/2026, where Chromium and Node write 2026-11-27).
 */
function partsIn(
  instant: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Record<string, string> {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let format = partFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    partFormats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
}

interface ZonedDateTime {
  toPlainDate(): { toString(): string };
  toString(options: { timeZoneName: "never"; smallestUnit: "second" }): string;
}

/** The little of Temporal used here (TypeScript's own types for it are not in our lib yet). */
interface TemporalZones {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): ZonedDateTime };
  };
  PlainDate: {
    from(fields: { year: number; month: number; day: number }): {
      add(duration: { months: number }): {
        add(duration: { days: number }): { toZonedDateTime(timeZone: string): ZonedDateTime };
      };
    };
  };
}

/**
 * Temporal, where the engine has it (Chromium, Firefox). A page's first Intl date format loads
 * the locale's calendar data: on Locations, 80 ms of Lighthouse's slowed phone in the render
 * that follows hydration (useToday), and on the calendar 65 ms of the task that asks Google for
 * the month's events, where Temporal's zone rules take well under a millisecond. The days
 * scripts choose the same way (app/lib/inline-scripts.ts).
 */
const temporal = (globalThis as { Temporal?: TemporalZones }).Temporal;

/** The day an instant falls on in a zone, as content writes days: "2026-11-27". */
export function dayIn(instant: Date, timeZone: string): string {
  if (typeof temporal === "object") {
    return temporal.Instant.fromEpochMilliseconds(instant.getTime())
      .toZonedDateTimeISO(timeZone)
      .toPlainDate()
      .toString();
  }
  const part = partsIn(instant, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${part.year}-${part.month}-${part.day}`;
}

const isoOptions = { timeZoneName: "never", smallestUnit: "second" } as const;

/**
 * Where the engine has Temporal, the moment a day begins in a zone, with the offset in force
 * then, to the second: "2026-02-28T00:00:00-08:00". `month` counts from 1; a month or day past
 * its range carries over, as Date's do, so day 0 is the last day of the month before. Undefined
 * elsewhere: the callers then ask @date-fns/tz, which is kept out of every page's shared script.
 */
export function dayStartWithTemporal(
  year: number,
  month: number,
  day: number,
  timeZone: string,
): string | undefined {
  if (typeof temporal !== "object") return undefined;
  return (
    temporal.PlainDate.from({ year, month: 1, day: 1 })
      // Apart: a duration's parts may not differ in sign (day 0 of March is months 2, days -1).
      .add({ months: month - 1 })
      .add({ days: day - 1 })
      .toZonedDateTime(timeZone)
      .toString(isoOptions)
  );
}

/**
 * Where the engine has Temporal, an instant with a zone's offset, to the second:
 * "2026-03-05T18:00:00-08:00"; undefined elsewhere (as for dayStartWithTemporal).
 */
export function withOffsetWithTemporal(instant: Date, timeZone: string): string | undefined {
  if (typeof temporal !== "object") return undefined;
  return temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toString(isoOptions);
}

/** The time of day an instant falls on in a zone, as content writes times: "15:00". */
export function clockIn(instant: Date, timeZone: string): string {
  const part = partsIn(instant, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${part.hour}:${part.minute}`;
}
