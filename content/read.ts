import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { plainTextProblems } from "./plain-text";

// Content files are read from disk, relative to the project (every script and test runs from
// its root), when the build loads the module that reads them: plain Node, so the build, the
// unit tests and the browser tests all read the same files the same way. Files are named as
// staff know them ("content/sites/maidu-star.yaml") wherever they are read from.

/**
 * Where the files named "content/…" are on disk: content/ itself, or a copy of it with an office
 * manager's edits, which the check of those edits builds the site from
 * (tests/office-edits/, STAR_CONTENT_FOLDER). It is never set for a build that is published.
 */
function onDisk(file: string): string {
  const folder = process.env.STAR_CONTENT_FOLDER;
  return path.resolve(folder ? file.replace(/^content(?=\/|$)/, folder) : file);
}

/** The text of a content file ("content/notice.yaml"), from wherever content/ is read. */
export function contentText(file: string): string {
  return readFileSync(onDisk(file), "utf8");
}

/**
 * Reads one content file as the build loads it and checks it against its schema. A mistake
 * fails the build with a message for whoever made the edit, naming the file, the entry and the
 * field: "content/sites/maidu-star.yaml: phone: phone must look like (916) 555-0100". Entries
 * of a list are named by their id or slug where they have one, since nobody counts list items.
 */
export function readContent<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  schemas.set(file, schema);
  return parseContent(file, readFileSync(onDisk(file), "utf8"), schema);
}

/** Checks the text of a content file (as readContent does), for tests and the CMS's files. */
export function parseContent<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
): z.output<T> {
  const value = contentValue(file, source);
  const notText = plainTextProblems(value, schema);
  if (notText.length > 0) {
    throw new ContentError(
      file,
      notText.map(({ path, message }) => `${fieldName(value, path) || "the file"}: ${message}`),
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => {
        const where = fieldName(value, issue.path);
        return where ? `${where}: ${issue.message}` : issue.message;
      }),
    );
  }
  return result.data;
}

/** What a content file holds, read but not checked: its YAML, or a Markdown file's fields and body. */
export function contentValue(file: string, source: string): unknown {
  try {
    return source.startsWith("---") ? frontMatter(source) : parse(source);
  } catch (error) {
    throw new ContentError(file, [(error as Error).message.split("\n")[0] ?? "unreadable"]);
  }
}

/** A Markdown file's front matter as fields, and the text after it as `body`. */
function frontMatter(source: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("the front matter between the --- lines is not closed");
  const fields: unknown = parse(match[1] ?? "") ?? {};
  if (typeof fields !== "object" || Array.isArray(fields)) {
    throw new Error("the front matter must be fields, one per line");
  }
  // A file saved on Windows ends its lines with CR LF; the text is the same.
  return { ...fields, body: (match[2] ?? "").replace(/\r\n?/g, "\n") };
}

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      problems.length === 1
        ? `${file}: ${problems[0]}`
        : `${file}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/**
 * "eusd.phone" for the path [0, "phone"] into a list of districts; an entry without an id,
 * slug, name or district is counted from 1 ("#3.bio").
 */
export function fieldName(value: unknown, path: readonly PropertyKey[]): string {
  const names: string[] = [];
  let here = value;
  for (const key of path) {
    const item = (here as Record<PropertyKey, unknown> | undefined)?.[key];
    names.push(typeof key === "number" ? (entryName(item) ?? `#${key + 1}`) : String(key));
    here = item;
  }
  return names.join(".");
}

function entryName(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  // A list kept one entry per school district (prices, pricing sheets) names it by its district.
  const { id, slug, name, district } = item as Record<string, unknown>;
  return [id, slug, name, district].find(
    (key): key is string => typeof key === "string" && key !== "",
  );
}

/**
 * Reads every YAML or Markdown file of a folder against one schema, in the order of their
 * names, and hands each entry over with its name (the file name without extension).
 */
export function readFolder<T extends z.ZodType>(
  folder: string,
  schema: T,
): { name: string; file: string; value: z.output<T> }[] {
  return parseFolder(folder, folderFiles(folder), schema);
}

/** The YAML and Markdown files of a folder, by path ("content/sites/maidu-star.yaml"). */
export function folderFiles(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(onDisk(folder))
      .filter((base) => /\.(ya?ml|md)$/.test(base))
      .map((base) => [`${folder}/${base}`, readFileSync(onDisk(`${folder}/${base}`), "utf8")]),
  );
}

/** `readFolder` over files already read, by path: what a test hands over instead of a folder. */
export function parseFolder<T extends z.ZodType>(
  folder: string,
  files: Record<string, string>,
  schema: T,
): { name: string; file: string; value: z.output<T> }[] {
  schemas.set(folder, schema);
  return Object.keys(files)
    .sort()
    .map((file) => ({
      name: path.basename(file).replace(/\..*$/, ""),
      file,
      value: parseContent(file, files[file]!, schema),
    }));
}

const schemas = new Map<string, z.ZodType>();

/**
 * The schema of every content file or folder read so far, by its path ("content/links.yaml",
 * "content/sites"), so a test can hold the CMS's fields against them.
 */
export function contentSchemas(): ReadonlyMap<string, z.ZodType> {
  return schemas;
}
