/** Ids the demo build and the tests use to reach the emulator instead of Google. */
export const DEMO_API_KEY = "demo-key";
export const DEMO_CALENDAR_ID = "star-events@group.calendar.google.com";
// The same events on a calendar shared as "See only free/busy (hide details)".
export const DEMO_FREE_BUSY_CALENDAR_ID = "star-free-busy@group.calendar.google.com";
export const DEMO_SHEET_ID = "1sTaRsUmMeRcAmP2025pReViEw_kX9mQ4vLzB7nWd3Hy";
// A spreadsheet that exists but is not shared with "anyone with the link": Google answers 403.
export const DEMO_PRIVATE_SHEET_ID = "1sTaRsUmMeRcAmP2025pRiVaTe_kX9mQ4vLzB7nWd3Hy";
// Google refuses this key (the map shows its AuthFailure panel); the browser tests answer
// maps.googleapis.com themselves, with a fake Maps script (docs/decisions/009-maps-in-tests.md).
export const DEMO_MAPS_API_KEY = "demo-maps-key";

export function emulatorEnv(port) {
  return {
    VITE_GOOGLE_API_KEY: DEMO_API_KEY,
    VITE_GOOGLE_CALENDAR_ID: DEMO_CALENDAR_ID,
    VITE_GOOGLE_SHEET_ID: DEMO_SHEET_ID,
    VITE_GOOGLE_CALENDAR_API_URL: `http://127.0.0.1:${port}/calendar/v3`,
    VITE_GOOGLE_SHEETS_API_URL: `http://127.0.0.1:${port}/sheets/v4`,
    VITE_GOOGLE_MAPS_API_KEY: DEMO_MAPS_API_KEY,
  };
}
