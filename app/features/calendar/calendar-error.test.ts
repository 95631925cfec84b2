import { describe, expect, it } from "vitest";
import {
  CalendarApiError,
  CalendarFreeBusyError,
  CalendarNotConfiguredError,
} from "~/lib/google/calendar";
import { GoogleTimeoutError } from "~/lib/google/google-request";
import { calendarErrorMessage } from "./calendar-error";

const apiError = new CalendarApiError(403, '{"error":{"message":"Rate Limit Exceeded"}}');
const notConfigured = new CalendarNotConfiguredError([
  "VITE_GOOGLE_API_KEY",
  "VITE_GOOGLE_CALENDAR_ID",
]);

describe("calendarErrorMessage", () => {
  it.each([
    [apiError, "Calendar API error: 403 Rate Limit Exceeded"],
    [
      new GoogleTimeoutError("Google Calendar"),
      "Google Calendar did not answer within 15 seconds.",
    ],
    [new CalendarFreeBusyError(), new CalendarFreeBusyError().message],
    [notConfigured, notConfigured.message],
    [new TypeError("Failed to fetch"), "Failed to fetch"],
  ])("says %s in English as the error itself does", (error, english) => {
    expect(calendarErrorMessage(error, "en")).toBe(english);
  });

  it.each([
    [apiError, "Error de la API del calendario: 403 Rate Limit Exceeded"],
    [new GoogleTimeoutError("Google Calendar"), "Google Calendar no respondió en 15 segundos."],
    [new CalendarFreeBusyError(), /solo se comparte como libre\/ocupado/],
    [
      notConfigured,
      "El calendario de eventos no está configurado. Falta: VITE_GOOGLE_API_KEY y VITE_GOOGLE_CALENDAR_ID.",
    ],
    [new TypeError("Failed to fetch"), "No pudimos cargar los eventos del mes (Failed to fetch)."],
  ])("says %s in Spanish", (error, spanish) => {
    expect(calendarErrorMessage(error, "es")).toMatch(spanish);
  });
});
