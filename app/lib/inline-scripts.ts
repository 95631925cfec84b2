/**
 * Today in Los Angeles as YYYY-MM-DD, from the visitor's clock (Date.now, which test clocks
 * set too). Temporal's time zone rules where the browser has them: the first Intl date format
 * a page makes loads the locale's calendar data, 10 ms of a fast phone's main thread before the
 * page can paint, where Temporal takes half a millisecond. Elsewhere the day is put together
 * from Intl's parts, as dayIn (i18n/clock.ts) does, the same in every engine.
 */
const pacificToday = `const today = typeof Temporal === "object"
    ? Temporal.Instant.fromEpochMilliseconds(Date.now()).toZonedDateTimeISO("America/Los_Angeles").toPlainDate().toString()
    : ((part) => part.year + "-" + part.month + "-" + part.day)(Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(Date.now()).map((p) => [p.type, p.value])));`;

/**
 * The few lines of script a page without React still runs, where HTML cannot do the job. They
 * run inline, before any bundle could, and each page's security policy allows exactly these
 * texts by their hash, so they are written out here, never generated (the two days scripts share
 * one line of them).
 */
export const inlineScripts = {
  /** The copyright year from the visitor's clock; the HTML holds the year of the build. */
  footerYear:
    "document.currentScript.previousElementSibling.textContent = new Date().getFullYear();",

  /**
   * Scrolls to and focuses the element the URL's #hash names, on arrival and on every hash
   * change. Content that appears later (Google data, React widgets) is watched for up to ten
   * seconds, then the watch gives up. A hash change arrives after the browser has followed the
   * link, so focus already inside the target (a skip link's main, then a quick Tab into its
   * form) stays where the visitor put it.
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
    if (present) {
      if (!present.contains(document.activeElement)) focusTarget(present);
      return;
    }
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
  ${pacificToday}
  notice.hidden = today < notice.dataset.first || today > notice.dataset.last;
})();`,

  /**
   * Shows each closure and status of places on the page only on its days (its data-from and
   * data-until, in Pacific time), since the page was built earlier; a list (data-list) whose
   * entries are all hidden hides too, and a data-empty note beside it shows in its place.
   * root.tsx writes it once, at the end of a page whose route names it, after every dated part.
   * app/features/closures/closure-windows.ts keeps the same rule for React.
   */
  closureDays: `(() => {
  ${pacificToday}
  for (const element of document.querySelectorAll("[data-from], [data-until]")) {
    const { from, until } = element.dataset;
    element.hidden = Boolean((from && today < from) || (until && today > until));
  }
  for (const list of document.querySelectorAll("[data-list]")) {
    list.hidden = ![...list.querySelectorAll("[data-from], [data-until]")].some((entry) => !entry.hidden);
  }
  for (const empty of document.querySelectorAll("[data-empty]")) {
    empty.hidden = [...empty.parentElement.querySelectorAll(":scope > [data-list]")].some((list) => !list.hidden);
  }
})();`,

  /**
   * The Copy button of a calendar's address in the block before it: shown where the browser can
   * copy (the Clipboard API), so no button does nothing; it copies the address and says so in the
   * block's status, or selects the address for the visitor to copy when the browser refuses.
   */
  copyAddress: `(() => {
  const block = document.currentScript.previousElementSibling;
  const field = block.querySelector("input");
  const button = block.querySelector("button[data-copy]");
  const status = block.querySelector("[data-copied]");
  if (!navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.clipboard.writeText(field.value).then(
      () => { status.textContent = status.dataset.copied; },
      () => { field.focus(); field.select(); status.textContent = status.dataset.failed; },
    );
  });
})();`,

  /**
   * What the browser does for a modal <dialog> with invoker commands and `closedby="any"`, for
   * the browsers without them (Safari before 26.2 has neither): the buttons open and close their
   * dialog, and a click on the backdrop closes it. Where the browser has them, it does nothing.
   * It runs after the buttons and dialogs it serves.
   */
  dialogFallbacks: `(() => {
  if (!("command" in HTMLButtonElement.prototype)) {
    for (const button of document.querySelectorAll("button[commandfor]")) {
      button.addEventListener("click", () => {
        const dialog = document.getElementById(button.getAttribute("commandfor"));
        const command = button.getAttribute("command");
        if (command === "close") dialog.close();
        if (command === "show-modal" && !dialog.open) { button.focus(); dialog.showModal(); }
      });
    }
  }
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    for (const dialog of document.querySelectorAll("dialog[closedby=any]")) {
      dialog.addEventListener("click", ({ target, clientX: x, clientY: y }) => {
        const box = dialog.getBoundingClientRect();
        const inside = box.left <= x && x <= box.right && box.top <= y && y <= box.bottom;
        if (target === dialog && !inside) dialog.close();
      });
    }
  }
})();`,

  /**
   * The Not Found page says in the console which address has no page, for a developer; as
   * information, since an unknown address is no error of the page's (a checker counts errors).
   */
  notFound: 'console.info("404 Not Found: no page matches " + location.pathname);',
} as const;

export type InlineScriptName = keyof typeof inlineScripts;

/** Scripts of the shared layout, on every page. */
export const layoutScripts: InlineScriptName[] = ["footerYear", "hashFocus", "noticeDays"];
