import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

/*
 * Text formatting and links only. Everything else is dropped: scripts, styles, frames, forms,
 * media (an image would also fetch from anywhere), event handlers, `style`, and `class`/`id`,
 * which could borrow the site's own classes (`fixed inset-0`) or shadow its ids.
 */
const config: Config = {
  ALLOWED_TAGS: [
    "a",
    "b",
    "br",
    "div",
    "em",
    "i",
    "li",
    "ol",
    "p",
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
 * Makes untrusted HTML (sheet synopses, calendar descriptions) safe to insert. Without a DOM,
 * DOMPurify would hand the input back unchanged, so this returns nothing there instead.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return "";
  return instance.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}
