import { z } from "zod";

// Every text in content is plain text a family reads: it never holds a character that is not
// text. A control character or a line break in a name or a title would go on, unseen, into the
// calendars and feeds the site publishes, where a line break starts a new line of the file (an
// event of its own, an alarm). So the build refuses them in every string of every file, naming
// the field; only the fields the editor offers as several lines (paragraphs, help text) may hold
// line breaks.

/**
 * Characters no text may hold: control characters (but for the tab and the line feed), the
 * Unicode line and paragraph separators, and the invisible marks that reorder text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const NOT_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The editor's check of a text with no format of its own, with the build's message. */
export const plainTextMessage =
  "holds an invisible character that is not text; retype the text without it";

/**
 * The same rule as the editor's pattern (Decap's [regex, message]), for a field of one line or
 * of several: what the build refuses, the editor refuses before it saves.
 */
export function editorPattern(severalLines: boolean): [string, string] {
  const lineBreak = severalLines ? "" : "\\u000A";
  return [
    `^[^\\u0000-\\u0008${lineBreak}\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]*$`,
    plainTextMessage,
  ];
}

/** What the editor shows as several lines: a paragraph or help text. */
const SEVERAL_LINES = new Set(["text", "markdown"]);

type JsonSchema = {
  widget?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const described = new WeakMap<z.ZodType, JsonSchema>();

/** The schema as JSON Schema, which carries each field's editor settings (its `widget`). */
function describe(schema: z.ZodType): JsonSchema {
  let json = described.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    described.set(schema, json);
  }
  return json;
}

/** Whether the field at `path` is shown in the editor as several lines. */
function severalLines(root: JsonSchema, path: readonly PropertyKey[]): boolean {
  const resolve = (node: JsonSchema): JsonSchema =>
    node.$ref ? resolve(root.$defs?.[node.$ref.replace("#/$defs/", "")] ?? {}) : node;
  let nodes = [resolve(root)];
  let multi = nodes.some((node) => SEVERAL_LINES.has(node.widget ?? ""));
  for (const key of path) {
    // The branches of a union, and the parts of a field that is checked twice, are all followed.
    const expand = (node: JsonSchema): JsonSchema[] => [
      node,
      ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((branch) =>
        expand(resolve(branch)),
      ),
    ];
    nodes = nodes.flatMap(expand).flatMap((node) => {
      const next =
        typeof key === "number"
          ? node.items
          : (node.properties?.[String(key)] ??
            (typeof node.additionalProperties === "object"
              ? node.additionalProperties
              : undefined));
      return next ? [resolve(next)] : [];
    });
    multi ||= nodes.flatMap(expand).some((node) => SEVERAL_LINES.has(node.widget ?? ""));
  }
  return multi;
}

/** Each string of a content value, with its path, key by key. */
export function* stringsOf(
  value: unknown,
  path: (string | number)[] = [],
): Generator<{ text: string; path: (string | number)[] }> {
  if (typeof value === "string") yield { text: value, path };
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
  }
}

/** "U+0007", for a character the message cannot show. */
const codeOf = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * The problems of a content file's texts, each at its field: a character that is not text
 * anywhere, a line break in a field of one line.
 */
export function plainTextProblems(
  value: unknown,
  schema: z.ZodType,
): { path: PropertyKey[]; message: string }[] {
  const problems: { path: PropertyKey[]; message: string }[] = [];
  for (const { text, path } of stringsOf(value)) {
    const hidden = NOT_TEXT.exec(text)?.[0];
    if (hidden) {
      const message = plainTextMessage.replace("character", `character (${codeOf(hidden)})`);
      problems.push({ path, message });
    } else if (text.includes("\n") && !severalLines(describe(schema), path)) {
      problems.push({ path, message: "is one line; remove the line break" });
    }
  }
  return problems;
}
