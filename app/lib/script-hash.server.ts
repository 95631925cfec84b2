import { createHash } from "node:crypto";

/** sha256 of an inline script's text, as a Content-Security-Policy names it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The same for an inline <style> element's text. */
export const styleHash = scriptHash;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The inline scripts a browser runs in a page's HTML: not JSON-LD or other data blocks. */
export function inlineScriptsIn(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes ?? "")?.[1];
      return !type || type === "module" || /javascript/.test(type);
    })
    .map(([, , source]) => source ?? "");
}
