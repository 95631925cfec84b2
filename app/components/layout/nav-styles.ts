/**
 * Top-level menu entries: links and dropdown toggles look alike, 44 px tall, each on one line, and
 * close together at every width: the bar is never wider than the page's column (72rem), so the
 * Spanish menu, with Closures and the Calendar in it, has to fit that column as it fits a 1024 px
 * laptop beside a classic scroll bar.
 */
export const topItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-1 font-bold whitespace-nowrap text-ink no-underline hover:bg-brand-soft hover:text-brand-strong aria-[current=page]:bg-brand-soft";

export const menuButtonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-bold text-brand-strong hover:bg-brand-soft max-[25rem]:px-2 lg:hidden";

/** The link to the other language, beside the menu button on phones and the menu on wide screens. */
export const languageLinkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 font-bold text-brand-strong hover:bg-brand-soft max-[25rem]:px-2 lg:px-2";
