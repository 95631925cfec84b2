import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { plainTextProblems } from "../content/plain-text";
import { contentSchemas, contentText, folderFiles } from "../content/read";
import { collections } from "./collections";
import type { DecapField } from "./fields";
import type { Check } from "../content/checks";
import { problems, type FieldSettings } from "./field-problems";

// Whatever the build refuses, the editor refuses before it saves. Every content file the editor
// edits is changed, one field at a time, the way its widget can change it (emptied, a word typed
// instead of a phone, a time or a day moved to either end, a number out of range, a list
// emptied); for every change the build's schema refuses, the editor's own checks (Decap's
// required, pattern and bounds, and the checks the schemas carry, admin/field-problems.ts) must
// refuse it too. A change the build accepts needs nothing from the editor.

type Data = Record<string, unknown>;

/** Each edited file, with its fields and the schema the build reads it with. */
const edited = collections.flatMap((collection) => {
  const schema = (path: string) => contentSchemas().get(path)!;
  if ("files" in collection) {
    return collection.files.map((file) => ({
      file: file.file,
      fields: file.fields,
      schema: schema(file.file),
    }));
  }
  return Object.keys(folderFiles(collection.folder)).map((file) => ({
    file,
    fields: collection.fields,
    schema: schema(collection.folder),
  }));
});

/** A file's fields as the editor loads them (a Markdown file's text after its front matter is `body`). */
function dataOf(file: string): Data {
  const source = contentText(file);
  if (!source.startsWith("---")) return parse(source) as Data;
  const [, front, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)!;
  return { ...(parse(front!) as Data), body };
}

/** Empty as Decap's presence check sees it. */
const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

/** What the editor says of a whole entry: Decap's checks of each field, and the schemas' checks. */
function editorRefusals(fields: DecapField[], data: Data | undefined, entry: Data): string[] {
  return fields.flatMap((field) => {
    const value = data?.[field.name];
    const found: string[] = [];
    const required = field.required !== false && field.widget !== "boolean";
    if (required && empty(value)) found.push(`${field.label} is required`);
    const pattern = field.pattern as [string, string] | undefined;
    if (
      pattern &&
      typeof value === "string" &&
      value !== "" &&
      !new RegExp(pattern[0]).test(value)
    ) {
      found.push(pattern[1]);
    }
    const { min, max } = field as { min?: number; max?: number };
    const size = Array.isArray(value)
      ? value.length
      : typeof value === "number"
        ? value
        : undefined;
    if (
      size !== undefined &&
      !empty(value) &&
      ((min !== undefined && size < min) || (max !== undefined && size > max))
    ) {
      found.push(`${field.label} is out of range`);
    }
    if (
      Array.isArray(value) &&
      field.widget === "list" &&
      min !== undefined &&
      value.length < min
    ) {
      found.push(`${field.label} needs ${min}`);
    }
    found.push(...problems(field as FieldSettings, value, entry));
    const inner = field.fields as DecapField[] | undefined;
    const single = field.field as DecapField | undefined;
    if (field.widget === "object" && inner)
      found.push(...editorRefusals(inner, value as Data, entry));
    if (field.widget === "list" && Array.isArray(value)) {
      for (const item of value) {
        found.push(
          ...(inner
            ? editorRefusals(inner, item as Data, entry)
            : editorRefusals([single!], { [single!.name]: item }, entry)),
        );
      }
    }
    return found;
  });
}

/**
 * The values a widget can put in place of `value`; with `choices`, a select's other choices too
 * (another kind of closure), which the checks between fields compare.
 */
function changes(field: DecapField, value: unknown, choices = false): unknown[] {
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
      // Pasted text can bring an invisible character with it.
      return ["", "x", "x\u0007y"];
    case "datetime":
      return field.date_format === false
        ? ["", "00:00", "23:59"]
        : ["", "2000-01-01", "2099-12-31"];
    case "number":
      return [undefined, -1, 0, 1_000_000];
    case "boolean":
      return [!value];
    case "list":
    case "relation":
      return [[]];
    case "select": {
      if (!choices) return field.multiple ? [[]] : [];
      const options = ((field.options ?? []) as (string | { value: string })[]).map((option) =>
        typeof option === "string" ? option : option.value,
      );
      return field.multiple
        ? [[], ...options.slice(0, 1).map((option) => [option])]
        : options.filter((option) => option !== value);
    }
    default:
      return [];
  }
}

type Change = { path: (string | number)[]; value: unknown };

/** Every change of one field, at every depth, with the path that leads to it. */
function everyChange(
  fields: DecapField[],
  data: Data | undefined,
  path: (string | number)[] = [],
): Change[] {
  return fields.flatMap((field) => {
    const here = [...path, field.name];
    const value = data?.[field.name];
    const own = changes(field, value).map((to) => ({ path: here, value: to }));
    const inner = field.fields as DecapField[] | undefined;
    const single = field.field as DecapField | undefined;
    if (field.widget === "object" && inner)
      return [...own, ...everyChange(inner, value as Data, here)];
    if (field.widget === "list" && Array.isArray(value)) {
      const items = value.flatMap((item, index) =>
        inner
          ? everyChange(inner, item as Data, [...here, index])
          : changes(single!, item).map((to) => ({ path: [...here, index], value: to })),
      );
      return [...own, ...items];
    }
    return own;
  });
}

function changed(data: Data, { path, value }: Change): Data {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

describe("the editor refuses every change the build refuses", () => {
  it("covers every file the editor edits", () => {
    expect(new Set(edited.map((each) => each.file)).size).toBeGreaterThan(40);
  });

  it.each(edited.map((each) => [each.file, each] as const))("%s", (_file, { fields, schema }) => {
    const data = dataOf(_file);
    expect(schema.safeParse(data).success, "the file as it is").toBe(true);
    const allChanges = everyChange(fields, data);
    const refusedByBuild = allChanges.filter((change) => {
      const after = changed(data, change);
      return !schema.safeParse(after).success || plainTextProblems(after, schema).length > 0;
    });
    // The test changes something the build cares about, or it proves nothing.
    expect(refusedByBuild.length).toBeGreaterThan(0);
    const acceptedByEditor = refusedByBuild
      .filter((change) => {
        const after = changed(data, change);
        return editorRefusals(fields, after, after).length === 0;
      })
      .map((change) => `${change.path.join(".")} = ${JSON.stringify(change.value)}`);
    expect(acceptedByEditor).toEqual([]);
  });
});

/** The fields a file's checks between fields name: each field with such checks, and the fields they read. */
function checkedTogether(fields: DecapField[]): Set<string> {
  const names = new Set<string>();
  for (const field of fields) {
    for (const check of (field.entryChecks ?? []) as Check[]) {
      for (const key of ["field", "earlier", "when", "other", "unless"] as const) {
        const name = (check as Record<string, unknown>)[key];
        if (typeof name === "string") names.add(name.split(".")[0]!);
      }
    }
  }
  return names;
}

describe("the editor refuses what the build refuses between fields, and accepts what it accepts", () => {
  // Staff fill a form in any order; the checks that compare two fields (a closure's kind and its
  // time, every site or some sites, first and last day, a notice's days and its link) must come
  // to the build's answer whatever two of those fields were changed.
  const files = edited.filter(({ fields }) => checkedTogether(fields).size > 1);

  it("covers the closures and the notice", () => {
    const covered = files.map((each) => each.file);
    expect(covered).toContain("content/notice.yaml");
    expect(covered.filter((file) => file.startsWith("content/closures/")).length).toBeGreaterThan(
      0,
    );
  });

  it.each(files.map((each) => [each.file, each] as const))("%s", (file, { fields, schema }) => {
    const data = dataOf(file);
    const named = checkedTogether(fields);
    const single = fields
      .filter((field) => named.has(field.name))
      .flatMap((field) =>
        changes(field, data[field.name], true).map((value) => ({ path: [field.name], value })),
      );
    const pairs = single.flatMap((first, index) =>
      single
        .slice(index + 1)
        .filter((second) => second.path[0] !== first.path[0])
        .map((second) => [first, second] as const),
    );
    expect(pairs.length).toBeGreaterThan(0);
    const disagreements = [...single.map((change) => [change] as const), ...pairs].flatMap(
      (together) => {
        const after = together.reduce(changed, data);
        const build = schema.safeParse(after).success;
        const editor = editorRefusals(fields, after, after);
        if (build === (editor.length === 0)) return [];
        const what = together
          .map((change) => `${change.path.join(".")} = ${JSON.stringify(change.value)}`)
          .join(", ");
        return [build ? `${what}: refused by the editor (${editor.join("; ")})` : `${what}: saved`];
      },
    );
    expect(disagreements).toEqual([]);
  });
});
