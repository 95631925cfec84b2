import type { Day } from "../i18n/days";

// An entry as the editor holds it while staff type is often unfinished: a field just emptied, a
// list item just added, a time half-typed. The previews read it against the saved file of the same
// kind, so a page can always be drawn: whatever the entry has in the saved file's form is used as
// typed (an emptied text shows empty), and what it lacks or holds in another form keeps the saved
// value until it is written.

const clock = /^\d{2}:\d{2}$/;

/** A day as a date field holds it once written in full ("2026-12-04"), not while it is typed. */
export const isDay = (value: unknown): value is Day =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `value` in the shape of `saved`, as the page components need it. */
export function lenient(value: unknown, saved: unknown): unknown {
  if (Array.isArray(saved)) {
    if (!Array.isArray(value)) return saved;
    const [shape] = saved;
    return shape === undefined ? value : value.map((item) => lenient(item, shape));
  }
  if (saved !== null && typeof saved === "object") {
    const entry = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
    const keys = new Set([...Object.keys(saved), ...Object.keys(entry)]);
    return Object.fromEntries(
      [...keys].map((key) => [
        key,
        key in saved
          ? lenient(
              (entry as Record<string, unknown>)[key],
              (saved as Record<string, unknown>)[key],
            )
          : loose((entry as Record<string, unknown>)[key]),
      ]),
    );
  }
  if (saved === null || saved === undefined) return loose(value);
  if (typeof value !== typeof saved) return saved;
  if (typeof saved === "string" && clock.test(saved) && !clock.test(value as string)) return saved;
  if (typeof value === "number" && !Number.isFinite(value)) return saved;
  return value;
}

/**
 * A field the saved file leaves out (an optional one): what the entry has, where it is a plain
 * value, and nothing for an empty one.
 */
function loose(value: unknown): unknown {
  if (value === "" || value === undefined) return null;
  return value;
}
