import { useState, useSyncExternalStore } from "react";

export type CalendarLayout = "grid" | "agenda";

// Tailwind's `sm` breakpoint: below it seven columns are too narrow to read.
const wideQuery = "(min-width: 40rem)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(wideQuery);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const isWide = () => window.matchMedia?.(wideQuery).matches ?? true;

/** Month grid on wide screens and agenda on narrow ones, until the visitor picks one. */
export function useCalendarLayout() {
  const wide = useSyncExternalStore(subscribe, isWide, () => true);
  const [chosen, setChosen] = useState<CalendarLayout>();
  return [chosen ?? (wide ? "grid" : "agenda"), setChosen] as const;
}
