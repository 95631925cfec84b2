import { config } from "../app/lib/config";
import { staffGuide } from "./staff-guide";

// The staff guide, at /admin/?guide: the editor's own page, so the Help link works wherever the
// editor does (the live site, a deploy preview, `npm run cms`) and shows the guide of this
// editor, without loading the editor itself (admin/cms.ts). Its pictures are bundled with the editor; its links to the developers' guides lead to
// them in the repository.

const pictures = import.meta.glob<string>("../docs/images/*.png", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The address of the guide, at one of its sections. */
export function guideHref(anchor?: string): string {
  return `${window.location.pathname}?guide${anchor ? `#${anchor}` : ""}`;
}

/** Whether this address is the guide's. */
export const isGuide = () => new URLSearchParams(window.location.search).has("guide");

/** Shows the guide in place of the editor. */
export function showGuide() {
  document.title = "Staff guide | STAR Education";
  const main = document.createElement("main");
  main.lang = "en";
  main.className = "staff-guide";
  main.innerHTML = staffGuide.html;
  for (const image of main.querySelectorAll("img")) {
    const src = pictures[`../docs/${image.getAttribute("src")}`];
    if (src) image.src = src;
  }
  for (const link of main.querySelectorAll<HTMLAnchorElement>('a[href$=".md"]')) {
    const { repo, branch } = config.cms;
    link.href = `https://github.com/${repo}/blob/${branch}/docs/${link.getAttribute("href")}`;
  }
  const back = document.createElement("p");
  const editor = document.createElement("a");
  // The address is the visitor's, so it is set as an attribute, never written into HTML.
  editor.href = window.location.pathname;
  editor.textContent = "Open the editor";
  back.append(editor);
  main.prepend(back);
  document.body.append(main);
  // The section a link asked for, now that it is there, and again once the pictures above it
  // have loaded and pushed it down.
  const section = decodeURIComponent(window.location.hash.slice(1));
  const show = () => section && document.getElementById(section)?.scrollIntoView();
  show();
  window.addEventListener("load", show, { once: true });
}
