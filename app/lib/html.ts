import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

// Text formatting only: no images, media, forms, frames, styles or headings, so outside HTML
// can neither run code nor load anything nor break the page's heading outline.
const allowedTags = [
  "a",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "del",
  "small",
  "sub",
  "sup",
  "br",
  "hr",
  "p",
  "div",
  "span",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
];
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: Purifier | undefined;

function browserPurifier(): Purifier | undefined {
  if (typeof window === "undefined") return undefined;
  if (!purifier) {
    // A private instance, so the link hook cannot leak into other DOMPurify users.
    purifier = DOMPurify(window);
    purifier.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
  }
  return purifier.isSupported ? purifier : undefined;
}

/**
 * Cleans untrusted HTML (calendar descriptions, sheet synopses) for `dangerouslySetInnerHTML`:
 * no scripts, event handlers or `javascript:` URLs; links open in a new tab. Without a DOM
 * (prerendering) it returns an empty string rather than anything unchecked.
 */
export function sanitizeHtml(html: string): string {
  const instance = browserPurifier();
  if (!instance) return "";
  return instance.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: ["href", "title"],
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** True when text carries markup rather than plain lines. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][^>]*>|&[a-z]+;|&#\d+;/i.test(text);
}
