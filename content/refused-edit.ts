import { parseDocument } from "yaml";
import { contentSchemas, contentText, parseContent } from "./read";

/** A change to a content file as the editor would save it, on the file's parsed YAML. */
export type ContentEdit = (document: ReturnType<typeof parseDocument>) => void;

/**
 * What the content check says of a file after an edit, for the tests of staff edits; an edit
 * the check accepts fails the test that expected a refusal.
 */
export function refusal(file: string, edit: ContentEdit): string {
  const document = parseDocument(contentText(file));
  edit(document);
  try {
    parseContent(file, String(document), contentSchemas().get(file)!);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the edit of ${file} was accepted`);
}
