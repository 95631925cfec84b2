import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

/*
 * Text formatting and links only. Everything else is dropped: scripts, styles, frames, forms,
 * media (an image would also fetch from anywhere), headings (they would break the page's
 * outline), event handlers, `style`, and `class`/`id`, which could borrow the site's own
 * classes (`fixed inset-0`) or shadow its ids.
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
    "u",
    "ul",
  ],
  ALLOWED_ATTR: ["href", "title"],
  // Web, mail and phone links, plus relative ones; no javascript:, data: or other schemes.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: DOMPurify | undefined;

// A separate instance, so the link hook never leaks into other DOMPurify users.
function getPurifier(): DOMPurify | undefined {
  if (typeof window === "undefined") return undefined;
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "A") {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
  }
  return purifier.isSupported ? purifier : undefined;
}

/**
 * Renames inline event-handler attributes before the browser parses the HTML. Parsing alone,
 * even into an inert document, makes Chrome check such attributes against the page's
 * Content-Security-Policy and log a violation. DOMPurify still does the real cleaning: a tag this
 * pattern misreads only costs a logged (and blocked) violation, never a running handler.
 */
function renameEventHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) =>
    tag.replace(/([\s"'/])on([a-z]+\s*=)/gi, "$1data-blocked-on$2"),
  );
}

/**
 * Makes untrusted HTML (sheet synopses, calendar descriptions) safe to insert: no scripts,
 * event handlers or `javascript:` URLs; links open in a new tab. Without a DOM, DOMPurify would
 * hand the input back unchanged, so this returns nothing there instead.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return "";
  return instance.sanitize(renameEventHandlers(html), { ...config, RETURN_TRUSTED_TYPE: false });
}

/** True when text carries markup rather than plain lines. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][^>]*>|&[a-z]+;|&#\d+;/i.test(text);
}
