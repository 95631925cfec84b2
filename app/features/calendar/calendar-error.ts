import {
  CalendarApiError,
  CalendarFreeBusyError,
  CalendarNotConfiguredError,
} from "~/lib/google/calendar";
import { GOOGLE_TIMEOUT_MS, GoogleTimeoutError } from "~/lib/google/google-request";
import { formatList } from "~i18n/list";
import type { Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";

/**
 * What the calendar says when a month cannot be loaded, in the page's language. Google's own
 * explanation inside an API error stays as Google wrote it; staff pass it on when they ask for
 * help, and it is what Google's documentation searches for.
 */
export function calendarErrorMessage(error: Error, locale: Locale): string {
  if (error instanceof CalendarApiError) {
    return m.calendar_api_error({ status: error.status, body: error.body }, { locale });
  }
  if (error instanceof CalendarFreeBusyError) return m.calendar_free_busy({}, { locale });
  if (error instanceof CalendarNotConfiguredError) {
    const missing = formatList(error.missing, locale);
    return m.calendar_not_configured({ missing }, { locale });
  }
  if (error instanceof GoogleTimeoutError) {
    return m.calendar_timeout({ seconds: GOOGLE_TIMEOUT_MS / 1000 }, { locale });
  }
  return m.calendar_error_other({ detail: error.message }, { locale });
}
