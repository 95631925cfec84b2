import { CalendarX2, Clock } from "lucide-react";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { ClosureView } from "./closure-views.server";
import type { Day } from "./days";
import { Dated } from "./dated";

interface ClosureEntryProps {
  closure: ClosureView;
  today: Day;
  /** Whether the entry names its days (a list by day has them in its heading). */
  withDays?: boolean;
  /** Whether the entry names its sites (a site's own page need not). */
  withSites?: boolean;
  /** The anchor families and the news feed link to. */
  anchor?: boolean;
  /** Whether it says "Today" on its days; not in a list it has left by then. */
  markToday?: boolean;
  compact?: boolean;
  /** Whether it has passed: it then reads as a record, not a warning. */
  over?: boolean;
}

/**
 * One closure in a list: what happens, in words with an icon, its days, sites and programs,
 * and its reason; "Today" beside it on its days, which the site search never holds (it would
 * say so on every day). Shown in its window of days.
 */
export function ClosureEntry({
  closure,
  today,
  withDays = true,
  withSites = true,
  anchor = false,
  markToday = true,
  compact = false,
  over = false,
}: ClosureEntryProps) {
  const t = useTranslate();
  const Icon = closure.kind === "closed" ? CalendarX2 : Clock;
  const details = [
    withDays ? closure.days : null,
    withSites ? closure.where : null,
    closure.programs,
    withDays ? null : closure.through,
  ].filter(Boolean);
  return (
    <Dated
      as="li"
      window={closure.window}
      today={today}
      id={anchor ? closure.id : undefined}
      data-closure={closure.id}
      className={
        compact
          ? "flex gap-2"
          : `flex gap-3 rounded-2xl border border-line p-4 ${over ? "bg-mist" : "bg-white"}`
      }
    >
      <Icon
        className={`${compact ? "mt-1 size-4" : "mt-0.5 size-6"} shrink-0 ${over ? "text-ink-soft" : "text-danger"}`}
        aria-hidden="true"
      />
      <div>
        <p className="font-bold">
          {closure.what}
          <span className="font-normal"> – {closure.reason}</span>{" "}
          {markToday && (
            <Dated
              as="span"
              window={closure.inEffect}
              today={today}
              data-pagefind-ignore="all"
              className="ml-1 inline-block rounded-full bg-danger px-2 text-sm font-bold text-white"
            >
              {t(m.closures_today)}
            </Dated>
          )}
        </p>
        {details.length > 0 && (
          <p className={compact ? "text-sm text-ink-soft" : "text-ink-soft"}>
            {details.join(" · ")}
          </p>
        )}
      </div>
    </Dated>
  );
}
