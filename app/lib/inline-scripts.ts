/**
 * The few lines of script a page without React still runs, where HTML cannot do the job. They
 * run inline, before any bundle could, and each page's security policy allows exactly these
 * texts by their hash, so they are written out here, never generated.
 */
export const inlineScripts = {
  /** The copyright year from the visitor's clock; the HTML holds the year of the build. */
  footerYear:
    "document.currentScript.previousElementSibling.textContent = new Date().getFullYear();",

  /**
   * Scrolls to and focuses the element the URL's #hash names, on arrival and on every hash
   * change. Content that appears later (Google data, React widgets) is watched for up to ten
   * seconds, then the watch gives up.
   */
  hashFocus: `(() => {
  const focusTarget = (element) => {
    if (!element.hasAttribute("tabindex") && element.tabIndex < 0) element.setAttribute("tabindex", "-1");
    element.scrollIntoView({ block: "start" });
    element.focus({ preventScroll: true });
  };
  let stopWatching = () => {};
  const follow = () => {
    stopWatching();
    let id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch { return; }
    if (!id) return;
    const present = document.getElementById(id);
    if (present) return focusTarget(present);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) { stopWatching(); focusTarget(element); }
    });
    const timer = setTimeout(() => stopWatching(), 10000);
    stopWatching = () => { observer.disconnect(); clearTimeout(timer); };
    observer.observe(document.body, { childList: true, subtree: true });
  };
  addEventListener("hashchange", follow);
  follow();
})();`,

  /**
   * Hides the site notice outside its days (data-first, data-last, in Pacific time), since the
   * page was built earlier: an expired notice is gone before the next build removes it.
   */
  noticeDays: `(() => {
  const notice = document.currentScript.previousElementSibling;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  notice.hidden = today < notice.dataset.first || today > notice.dataset.last;
})();`,

  /** The spec's error screen logs its error; the Not Found page has no other script to do it. */
  notFound: 'console.error("404 Not Found: no page matches " + location.pathname);',
} as const;

export type InlineScriptName = keyof typeof inlineScripts;

/** Scripts of the shared layout, on every page. */
export const layoutScripts: InlineScriptName[] = ["footerYear", "hashFocus", "noticeDays"];
