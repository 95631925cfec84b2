import { siteZone } from "../i18n/days";

/**
 * "Now" as Decap's date and time fields write it (`YYYY-MM-DD`, `HH:mm` or both), on the office's
 * clock whatever the computer's: after 4 PM in California it is still today, not tomorrow.
 */
export function pacificNow(inputFormat: string, instant: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: siteZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  if (inputFormat === "HH:mm") return time;
  if (inputFormat === "YYYY-MM-DD") return day;
  return `${day}T${time}`;
}
