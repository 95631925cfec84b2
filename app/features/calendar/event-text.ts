/**
 * A Google Calendar description as plain text for places that take no HTML (calendar links,
 * .ics files): line breaks kept, tags dropped, the few entities Google writes decoded. The
 * result is only ever used as text, never put into a page as HTML.
 */
export function htmlToText(description: string): string {
  return description
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
