import { createContext, useContext } from "react";

/**
 * Whether the calendar's React runs: until it does (and in a browser without JavaScript), an
 * event is a plain row with its time, title and place rather than a button that would open
 * nothing; its popup button appears once the page's code runs.
 */
export const CalendarReady = createContext(true);

export const useCalendarReady = () => useContext(CalendarReady);
