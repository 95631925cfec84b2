import { useHydrated } from "~/lib/use-hydrated";
import { pacificDay, type Day } from "./days";

/**
 * The day a page with React draws closures and places for: the build's while it hydrates, so
 * the markup matches, then the visitor's own day in Los Angeles.
 */
export function useToday(buildDay: Day): Day {
  return useHydrated() ? pacificDay() : buildDay;
}
