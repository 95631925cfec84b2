import type { DecapField } from "../admin/fields.ts";
import { collections } from "../admin/collections.ts";
import type { DatedFact } from "../content/dated.ts";
import { contentText, contentValue, fieldName } from "../content/read.ts";
import type { StandIn } from "../content/stand-ins.ts";
import { dayInWords, needsAttention, type Readiness } from "./readiness-findings.ts";

export { needsAttention, readiness } from "./readiness-findings.ts";

// The readiness report as the office reads it (`npm run readiness`, and the weekly issue): each
// item in words, with where the editor at /admin changes it, named as the editor names it.

type Path = (string | number)[];

/** A file's data as the editor reads it: YAML, or a Markdown file's fields. */
const dataOf = (file: string) => contentValue(file, contentText(file));

const at = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as never)[key] : undefined),
    data,
  );

/** "{{fields.title.en}}" filled from an entry, as the editor's lists name it. */
function summaryOf(template: unknown, entry: unknown): string {
  if (typeof template !== "string") return "";
  return template
    .replace(/\{\{fields\.([\w.]+)\}\}/g, (_, key: string) =>
      String(at(entry, key.split(".")) ?? ""),
    )
    .trim();
}

/** Where the editor edits a file: its collection and the file or entry, and its fields. */
function editorEntry(file: string): { trail: string[]; fields: DecapField[] } | undefined {
  for (const collection of collections) {
    if ("files" in collection) {
      const entry = collection.files.find((each) => each.file === file);
      if (entry) return { trail: [collection.label, entry.label], fields: entry.fields };
    } else if (file.startsWith(`${collection.folder}/`)) {
      const name = summaryOf(collection.summary, dataOf(file)) || file.split("/").pop()!;
      return { trail: [collection.label, name], fields: collection.fields };
    }
  }
  return undefined;
}

const languageNames: Record<string, string> = { en: "English", es: "Spanish" };

/** A field of a file, by the editor's labels: "Districts → Western Placer → Phone". */
function fieldTrail(fields: DecapField[], path: Path, data: unknown): string[] {
  const labels: string[] = [];
  let here: DecapField[] = fields;
  let list: DecapField | undefined;
  path.forEach((key, index) => {
    const item = at(data, path.slice(0, index + 1));
    if (typeof key === "number") {
      const named = summaryOf(list?.summary, item) || fieldName(data, path.slice(0, index + 1));
      labels.push(named.split(".").pop()!);
      here = list?.fields
        ? (list.fields as DecapField[])
        : list?.field
          ? [list.field as never]
          : [];
      return;
    }
    const field = here.find((each) => each.name === key);
    if (!field) {
      labels.push(languageNames[key] ? `(${languageNames[key]})` : key);
      here = [];
      return;
    }
    labels.push(field.label);
    list = field;
    here = (field.fields as DecapField[] | undefined) ?? [];
  });
  return labels;
}

/** "**Pages → Home page**", and the fields in it, where the editor changes a file's fields. */
function where(file: string, paths: Path[]): { place: string; fields: string[] } {
  const entry = editorEntry(file);
  if (!entry) return { place: `\`${file}\`, which a developer changes`, fields: [] };
  const data = dataOf(file);
  return {
    place: `**${entry.trail.join(" → ")}** (\`${file}\`)`,
    fields: paths.map((path) =>
      fieldTrail(entry.fields, path, data).join(" → ").replace(/ → \(/g, " ("),
    ),
  };
}

const pathOf = (field: string): Path =>
  field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));

function datedItem(fact: DatedFact, passed: boolean): string {
  const { place, fields } = where(fact.file, fact.fields.map(pathOf));
  const when = passed
    ? `its last day was ${dayInWords(fact.lastDay)}; now ${fact.afterwards}.`
    : `its last day is ${dayInWords(fact.lastDay)}; after it, ${fact.afterwards}.`;
  return [
    `- **${fact.name}**: ${when}`,
    `  Change it in ${place}: ${fields.map((field) => `**${field}**`).join(", ")}.`,
  ].join("\n");
}

function standInGroups(standIns: StandIn[]): string[] {
  const files = [...new Set(standIns.map((standIn) => standIn.file))];
  return files.map((file) => {
    const own = standIns.filter((standIn) => standIn.file === file);
    const { place, fields } = where(
      file,
      file.startsWith("content/") ? own.map((standIn) => standIn.path) : [],
    );
    return [
      place,
      ...own.map((standIn, index) => `- **${fields[index] ?? standIn.field}**: ${standIn.what}`),
    ].join("\n");
  });
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The report in Markdown, which reads as plain text too. */
export function readinessReport(found: Readiness): string {
  const { today, passed, soon, standIns } = found;
  const lines = [
    `# Website readiness on ${dayInWords(today)}`,
    "",
    "What to update before families notice, from the files the editor at /admin writes. Each item says where the editor changes it. `npm run readiness` makes this report; a workflow keeps it in one GitHub issue every Monday.",
    "",
  ];
  if (!needsAttention(found)) {
    lines.push(
      "Nothing needs attention: no stand-in is left, and no date has passed or passes within its days of warning.",
    );
    return lines.join("\n") + "\n";
  }
  lines.push(
    `## ${count(passed.length, "date has passed", "dates have passed")}`,
    "",
    ...(passed.length
      ? [
          "Families no longer read these as current: the pages say what each is set to say afterwards. When the organization has the new facts, write them in, with a new last day.",
          "",
          ...passed.map((fact) => datedItem(fact, true)),
        ]
      : ["None."]),
    "",
    `## ${count(soon.length, "date passes", "dates pass")} soon`,
    "",
    ...(soon.length
      ? [
          "Each is listed a month before its last day (a status of places, once it has passed).",
          "",
          ...soon.map((fact) => datedItem(fact, false)),
        ]
      : ["None within the next 30 days."]),
    "",
    `## ${count(standIns.length, "stand-in", "stand-ins")} to replace`,
    "",
    ...(standIns.length
      ? [
          "Made-up values that hold the place of facts the organization has not given yet. A production build refuses to publish while any is left (docs/deploying.md).",
          "",
          standInGroups(standIns).join("\n\n"),
        ]
      : ["None."]),
  );
  return lines.join("\n") + "\n";
}
