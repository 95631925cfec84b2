import { useState } from "react";
import { useSearchParams } from "react-router";
import { dayOf, openingMonth, shiftMonth, type MonthKey } from "./month";

/**
 * The month on show, kept in the URL (`?month=2026-03`) so it can be shared and Back works.
 * No or an invalid value means the current Los Angeles month; Today removes the parameter.
 */
export function useCalendarMonth() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => dayOf(new Date()));
  const currentMonth = today.slice(0, 7);
  const month = openingMonth(params.toString(), today);

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
