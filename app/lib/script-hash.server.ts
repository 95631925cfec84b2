import { createHash } from "node:crypto";

/** sha256 of an inline script's text, as a Content-Security-Policy names it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The same for an inline <style> element's text. */
export const styleHash = scriptHash;
