import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Decap's own phrases in English, as the version installed ships them: what no Spanish screen of
// the editor may show (admin/decap-words.test.ts, tests/e2e/editor-spanish.cms.spec.ts).

export type Phrases = { [key: string]: string | Phrases };

const shipped = path.join(
  path.dirname(createRequire(import.meta.url).resolve("decap-cms-locales/package.json")),
  "dist/esm/en/index.js",
);

/** Decap's English: a module of one object, in a package whose bundle only a browser can load. */
export async function decapEnglish(): Promise<Phrases> {
  const source = readFileSync(shipped, "utf8");
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: Phrases;
  };
  return module.default;
}

/** Each phrase of `phrases` by its key path ("editor.editorToolbar.publish"). */
export function leaves(phrases: Phrases, prefix = ""): [string, string][] {
  return Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}
