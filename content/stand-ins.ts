import { z } from "zod";
import { stringsOf } from "./plain-text";
import { contentSchemas, contentText, contentValue, fieldName, folderFiles } from "./read";

// Facts the organization has not supplied yet are written as clearly made-up values
// (docs/staff-guide.md): phones in the range reserved for examples, "pending" license numbers,
// addresses on example.org. They are found by what they look like, in every file the site
// reads, so a stand-in added anywhere is found too, and a real value put in its place ends it.
// What no pattern can tell from a real value (a price, a rule of the family handbook) is marked
// instead, by a switch beside it that stays on until the office puts in its own.

/** The name of the switch that marks the values beside it as made up. */
const SWITCH = "standIn";

/**
 * The switch that marks the values beside it (a table of prices, a help topic) as made up for
 * the demo: on until the office puts in the organization's own values and turns it off.
 */
export const standInSwitch = z.boolean().meta({
  label: "Made-up values, not the organization's yet",
  hint: "On while the values here are examples written for the demo. Put in the organization's own, turn this off and publish: the readiness report stops listing them, and the live site may show them.",
});

/** A kind of stand-in: how it is recognised in a field, and what it is, in the office's words. */
interface Rule {
  matches: (value: string, key: string) => boolean;
  says: (value: string) => string;
}

const rules: Rule[] = [
  {
    matches: (value) => /\b555-01\d\d\b/.test(value),
    says: (value) =>
      `${stated(value)}: a made-up phone number (555-0100 to 555-0199 are kept for examples)`,
  },
  {
    matches: (value) => /^pending$/i.test(value.trim()),
    says: () => `"pending": the license number is not filled in yet`,
  },
  {
    matches: (value) => /\bexample\.(org|com|net)\b/i.test(value),
    says: (value) => `${stated(value)}: a made-up address (example.org is kept for examples)`,
  },
  {
    matches: (value, key) => key === "address" && /\bexample\b/i.test(value),
    says: (value) => `${stated(value)}: a made-up street address`,
  },
];

/** A value as the report quotes it: whole when short, its stand-in part when it is a sentence. */
function stated(value: string): string {
  if (value.length <= 60) return `"${value}"`;
  const part = /\S*(555-01\d\d|example\.(org|com|net))\S*/i.exec(value)?.[0];
  return part ? `"…${part}…"` : `"${value.slice(0, 57)}…"`;
}

export interface StandIn {
  /** The file, as staff know it: "content/sites/maidu-star.yaml". */
  file: string;
  /** Where in the file, key by key ("phone", ["districts", 1, "phone"]). */
  path: (string | number)[];
  /** The field as the build names it ("phone", "districts.wpusd.phone"). */
  field: string;
  /** What is made up about it, in the office's words. */
  what: string;
}

/** The path of every stand-in switch left on in a content value. */
function* switchesOn(
  value: unknown,
  path: (string | number)[] = [],
): Generator<(string | number)[]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* switchesOn(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === SWITCH && item === true) yield [...path, key];
      else yield* switchesOn(item, [...path, key]);
    }
  }
}

/**
 * A help topic's Spanish file holds the same switch as its English one (both languages share
 * it), which names the topic once.
 */
const isTranslation = (file: string) => /\.es\.md$/.test(file);

/** Every stand-in among the values of one file's content, by field. */
export function standInsIn(file: string, value: unknown): StandIn[] {
  const lookalikes = [...stringsOf(value)].flatMap(({ text, path }) => {
    const key = String(path.findLast((part) => typeof part === "string") ?? "");
    const rule = rules.find((each) => each.matches(text, key));
    return rule ? [{ file, path, field: fieldName(value, path), what: rule.says(text) }] : [];
  });
  const marked = isTranslation(file)
    ? []
    : [...switchesOn(value)].map((path) => ({
        file,
        path,
        field: fieldName(value, path),
        what: "still on: put in the organization's own values (or check them), then turn it off",
      }));
  return [...lookalikes, ...marked];
}

/** The text of every file the site reads (those read so far: content/all.ts reads them all). */
export function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    [...contentSchemas().keys()].flatMap((known) =>
      /\.(ya?ml|md)$/.test(known)
        ? [[known, contentText(known)] as const]
        : Object.entries(folderFiles(known)),
    ),
  );
}

/** Every stand-in in the given files (by path, their text), file by file. */
export function findStandIns(files: Record<string, string>): StandIn[] {
  return Object.keys(files)
    .sort()
    .flatMap((file) => standInsIn(file, contentValue(file, files[file]!)));
}
