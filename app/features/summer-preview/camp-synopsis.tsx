import { useMemo } from "react";
import { sanitizeHtml } from "~/lib/html";
import { useLocale } from "~/lib/locale-context";
import { fromGoogle } from "~/lib/google/google-text";

/** The sheet's synopsis HTML, cleaned, and boxed in so nothing in it can leave its cell. */
export function CampSynopsis({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const sheet = fromGoogle(useLocale());
  return <div className="camp-synopsis" {...sheet} dangerouslySetInnerHTML={{ __html: safe }} />;
}
