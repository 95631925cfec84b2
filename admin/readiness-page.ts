import { editorLanguage } from "./editor-language";
import { editorWords } from "./editor-words";
import { readinessReports } from "./readiness";

// The readiness report in the editor, at /admin/?readiness ("What to update" in its header): the
// same report as `npm run readiness` and the weekly issue (scripts/readiness-report.ts), in the
// editor's language, each item linked to the entry where it is changed. Shown without Decap, as
// the staff guide is (admin/cms.ts); every word is set as text, never as HTML.

/** The address of the report. */
export const readinessHref = () => `${window.location.pathname}?readiness`;

/** Whether this address is the report's. */
export const isReadiness = () => new URLSearchParams(window.location.search).has("readiness");

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

/** Shows the report in place of the editor. */
export function showReadiness() {
  const report = readinessReports[editorLanguage];
  const words = editorWords[editorLanguage];
  document.title = `${words.readiness} | STAR Education`;
  document.documentElement.lang = editorLanguage;
  const editor = window.location.pathname;
  const main = element("main");
  main.className = "staff-guide";
  const back = element("p");
  const open = element("a", words.openEditor);
  open.href = editor;
  back.append(open);
  main.append(back, element("h1", report.title), element("p", report.intro));
  if (report.nothing) main.append(element("p", report.nothing));
  for (const section of report.sections) {
    const part = element("section");
    part.id = section.id;
    const heading = element("h2", section.heading);
    heading.id = `${section.id}-heading`;
    part.setAttribute("aria-labelledby", heading.id);
    part.append(heading);
    for (const line of [section.intro, section.ask]) if (line) part.append(element("p", line));
    const list = element("ul");
    for (const item of section.items) {
      const entry = element("li");
      entry.append(element("strong", item.title));
      if (item.detail) entry.append(element("p", item.detail));
      if (item.where) {
        const change = element("a", `${words.changeIt} ${item.where.entry.join(" → ")}`);
        change.href = `${editor}${item.where.address}`;
        const fields = item.where.fields.filter(Boolean).join(", ");
        const line = element("p");
        line.append(change, fields ? `: ${fields}` : "");
        entry.append(line);
      }
      list.append(entry);
    }
    part.append(list);
    main.append(part);
  }
  document.body.append(main);
}
