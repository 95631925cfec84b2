import { useState } from "react";
import { useSearchParams } from "react-router";
import { pacificDay } from "~i18n/days";
import { openingMonth, shiftMonth, type MonthKey } from "./month";

/**
 * The month on show, kept in the URL (`?month=2026-03`) so it can be shared and Back works.
 * No or an invalid value means the current Los Angeles month; Today removes the parameter.
 * Until the page has hydrated it is `builtMonth`, the month the prerendered page shows, and no
 * day is today: the visitor's clock and URL may differ from the build's.
 */
export function useCalendarMonth({
  hydrated = true,
  builtMonth,
}: { hydrated?: boolean; builtMonth?: MonthKey } = {}) {
  const [params, setParams] = useSearchParams();
  const [visitorToday] = useState(() => pacificDay(new Date()));
  const settled = hydrated || !builtMonth;
  const today = settled ? visitorToday : "";
  const currentMonth = visitorToday.slice(0, 7);
  const month = settled ? openingMonth(params.toString(), visitorToday) : builtMonth;

  const show = (target: MonthKey | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (target) next.set("month", target);
        else next.delete("month");
        return next;
      },
      { preventScrollReset: true },
    );

  return {
    month,
    today,
    isCurrentMonth: month === currentMonth,
    previous: () => show(shiftMonth(month, -1)),
    next: () => show(shiftMonth(month, 1)),
    goToToday: () => show(undefined),
  };
}
