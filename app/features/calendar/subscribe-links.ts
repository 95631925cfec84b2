/** Public addresses of a Google calendar that people can add to their own calendar app. */
export function subscribeLinks(calendarId: string) {
  const id = encodeURIComponent(calendarId);
  return {
    ical: `https://calendar.google.com/calendar/ical/${id}/public/basic.ics`,
    google: `https://calendar.google.com/calendar/render?cid=${id}`,
  };
}
