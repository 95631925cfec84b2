import { useMemo } from "react";
import { sanitizeHtml } from "~/lib/html";
import { useSheetCell } from "./sheet-cell";

/** The sheet's synopsis HTML, cleaned, and boxed in so nothing in it can leave its cell. */
export function CampSynopsis({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className="camp-synopsis" {...useSheetCell()} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
