import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { EditorDictionary } from "./dressed";

/**
 * The editor's own words in Spanish, and the build's messages as the editor says them in each
 * language (admin/spanish.yaml), read in Node when the editor is built.
 */
export const editorDictionary = parse(
  readFileSync(new URL("./spanish.yaml", import.meta.url), "utf8"),
) as EditorDictionary;
