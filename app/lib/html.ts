import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

/*
 * Text formatting and links only. Everything else is dropped: scripts, styles, frames, forms,
 * media (an image would also fetch from anywhere), headings (they would break the page's
 * outline), underlining (on a page, underlined words are a link), event handlers, `style`, and
 * `class`/`id`, which could borrow the site's own classes (`fixed inset-0`) or shadow its ids.
 */
const config: Config = {
  ALLOWED_TAGS: [
    "a",
    "b",
    "blockquote",
    "br",
    "code",
    "del",
    "div",
    "em",
    "hr",
    "i",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
    "ul",
  ],
  // Already outside the allow-list; named again so that widening the list can never let in an
  // element that changes the page's base URL, takes input, fetches, frames or restyles.
  FORBID_TAGS: [
    "base",
    "form",
    "input",
    "button",
    "img",
    "video",
    "audio",
    "picture",
    "source",
    "track",
    "iframe",
    "object",
    "embed",
    "style",
  ],
  ALLOWED_ATTR: ["href", "title"],
  FORBID_ATTR: ["style", "class", "id"],
  // Absolute web, mail and phone links only; a relative link would point into this site.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|tel:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  IN_PLACE: true,
};

interface Sanitizer {
  purifier: DOMPurify;
  /** Owns the nodes being cleaned; it has no window, so nothing in it loads or runs. */
  inert: Document;
}

let sanitizer: Sanitizer | undefined;
let providedWindow: (Window & typeof globalThis) | undefined;

/**
 * The DOM to clean HTML with where there is no browser: prerendering puts what the build read
 * from Google into pages (html.server.ts), cleaned as the browser will clean it.
 */
export function provideSanitizerWindow(host: Window & typeof globalThis) {
  providedWindow = host;
  sanitizer = undefined;
}

// A separate instance, so the link hooks never leak into other DOMPurify users.
function getSanitizer(): Sanitizer | undefined {
  const host = typeof window === "undefined" ? providedWindow : window;
  if (!host) return undefined;
  if (!sanitizer) {
    const purifier = createDOMPurify(host);
    if (!purifier.isSupported) return undefined;
    purifier.addHook("uponSanitizeAttribute", (_node, data) => {
      // DOMPurify keeps an empty href, which would link to the page itself.
      if (data.attrName === "href" && data.attrValue === "") data.keepAttr = false;
    });
    purifier.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    sanitizer = { purifier, inert: host.document.implementation.createHTMLDocument("") };
  }
  return sanitizer;
}

/**
 * Makes untrusted HTML (sheet synopses, calendar descriptions) safe to insert: no scripts,
 * event handlers, media or `javascript:` URLs; links open in a new tab. Without a DOM,
 * DOMPurify would hand the input back unchanged, so this returns nothing there instead.
 *
 * Not `sanitize(string)`: DOMPurify parses a string with DOMParser, and in Chromium that
 * document enforces the page's Content-Security-Policy, so a `<base href>` logs a `base-uri`
 * violation while it is parsed, before any hook could drop it. A detached element is never
 * part of a document tree, so its `<base>` sets no base URL (and `innerHTML` builds no shadow
 * roots). Cleaning in place also covers what parsing starts: a `<track src>` in a `<video>`
 * queues a load, and DOMPurify strips the attributes of every node it removes before it
 * returns, so the load finds no URL and nothing is fetched or reported.
 */
export function sanitizeHtml(html: string): string {
  const instance = getSanitizer();
  if (!instance) return "";
  const root = instance.inert.createElement("div");
  root.innerHTML = html;
  instance.purifier.sanitize(root, config);
  // A link whose address was dropped (relative, javascript:) goes nowhere: its words stay, as
  // plain text, so they never look like a link ("more" in a camp's synopsis).
  for (const dead of root.querySelectorAll("a:not([href])")) dead.replaceWith(...dead.childNodes);
  return root.innerHTML;
}

/** True when text carries markup rather than plain lines. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][^>]*>|&[a-z]+;|&#\d+;/i.test(text);
}
