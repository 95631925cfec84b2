import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { cmsConfig, collections, languages } from "../admin/config";
import { datePattern } from "./fields";
import { contentSchemas } from "./read";

// Every content module, so that each has read its files and registered their schemas.
import.meta.glob(["./*.ts", "!./*.test.ts"], { eager: true });

/** What a field is, as far as an editor and a file agree on it. */
type Shape =
  | { kind: "object"; optional: boolean; fields: Record<string, Shape> }
  | { kind: "list"; optional: boolean; item: Shape }
  | { kind: "choice"; optional: boolean; options: string[]; multiple: boolean }
  | { kind: "text"; optional: boolean; pattern?: string }
  | { kind: "number"; optional: boolean }
  | { kind: "yes/no"; optional: boolean };

type ZodDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { def: ZodDef }).def;

/** The shape of a zod schema, seen through preprocessing, transforms and optional wrappers. */
export function schemaShape(schema: unknown, optional = false): Shape {
  const def = defOf(schema);
  switch (def.type) {
    case "pipe": {
      const inner = defOf(def.in);
      // z.preprocess(fn, schema) is transform -> schema; schema.transform(fn) is schema -> transform.
      return schemaShape(inner.type === "transform" ? def.out : def.in, optional);
    }
    case "optional":
    case "nullable":
    case "default":
      return schemaShape(def.innerType, true);
    case "object":
      return {
        kind: "object",
        optional,
        fields: Object.fromEntries(
          Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [
            key,
            schemaShape(value),
          ]),
        ),
      };
    case "array": {
      const item = schemaShape(def.element);
      if (item.kind === "choice") return { ...item, multiple: true, optional };
      return { kind: "list", optional, item };
    }
    case "enum":
      return {
        kind: "choice",
        optional,
        options: Object.values(def.entries as Record<string, string>),
        multiple: false,
      };
    case "literal":
      return {
        kind: "choice",
        optional,
        options: (def.values as string[]).map(String),
        multiple: false,
      };
    case "string": {
      const checks = (def.checks as { _zod: { def: { pattern?: RegExp } } }[] | undefined) ?? [];
      const pattern =
        (def.pattern as RegExp | undefined) ??
        checks.find((check) => check._zod.def.pattern)?._zod.def.pattern;
      return {
        kind: "text",
        optional,
        pattern: pattern && (def.format ? "(format)" : pattern.source),
      };
    }
    case "number":
      return { kind: "number", optional };
    case "boolean":
      return { kind: "yes/no", optional };
    default:
      throw new Error(`a content schema uses ${def.type}, which the CMS comparison does not know`);
  }
}

type CmsField = {
  name: string;
  widget?: string;
  required?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  options?: (string | { value: string })[];
  multiple?: boolean;
  pattern?: [string, string];
  format?: string;
  time_format?: boolean;
  i18n?: boolean | "duplicate" | "none";
};

/** The shape of a Decap field. */
export function fieldShape(field: CmsField): Shape {
  const optional = field.required === false;
  switch (field.widget ?? "string") {
    case "object":
      return { kind: "object", optional, fields: fieldsShape(field.fields ?? []) };
    case "list":
      return {
        kind: "list",
        optional,
        item: field.fields
          ? { kind: "object", optional: false, fields: fieldsShape(field.fields) }
          : field.field
            ? fieldShape(field.field)
            : { kind: "text", optional: false },
      };
    case "select":
      return {
        kind: "choice",
        optional,
        options: (field.options ?? []).map((option) =>
          typeof option === "string" ? option : option.value,
        ),
        multiple: Boolean(field.multiple),
      };
    case "number":
      return { kind: "number", optional };
    case "boolean":
      return { kind: "yes/no", optional };
    case "string":
    case "text":
    case "markdown":
      return { kind: "text", optional, pattern: field.pattern?.[0] };
    case "relation":
      // Entries of another collection, stored by one of their fields (a help topic's anchor).
      return field.multiple
        ? { kind: "list", optional, item: { kind: "text", optional: false } }
        : { kind: "text", optional };
    case "datetime":
      // The date picker writes nothing but its format.
      if (field.format !== "YYYY-MM-DD" || field.time_format !== false) {
        throw new Error(
          `${field.name}: a date field needs format YYYY-MM-DD and time_format false`,
        );
      }
      return { kind: "text", optional, pattern: datePattern.source };
    default:
      throw new Error(
        `the CMS uses the ${field.widget} widget, which the comparison does not know`,
      );
  }
}

function fieldsShape(fields: CmsField[]): Record<string, Shape> {
  return Object.fromEntries(fields.map((field) => [field.name, fieldShape(field)]));
}

/**
 * Where a CMS field and the schema of its file disagree, one line each. Inside an optional
 * group (an optional text in two languages) the CMS lets each part be empty, as it must for
 * the group to be left out, and the schema checks that both or neither are written.
 */
export function differences(
  cms: Shape,
  schema: Shape,
  where: string,
  inOptional = false,
): string[] {
  const problems: string[] = [];
  const eitherAllowed = inOptional && cms.optional && !schema.optional;
  if (cms.optional !== schema.optional && !eitherAllowed) {
    problems.push(
      `${where}: ${cms.optional ? "optional" : "required"} in the CMS, ${schema.optional ? "optional" : "required"} in the schema`,
    );
  }
  if (cms.kind !== schema.kind) {
    return [...problems, `${where}: a ${cms.kind} field in the CMS, ${schema.kind} in the schema`];
  }
  if (cms.kind === "object" && schema.kind === "object") {
    for (const key of new Set([...Object.keys(cms.fields), ...Object.keys(schema.fields)])) {
      const [inCms, inSchema] = [cms.fields[key], schema.fields[key]];
      if (!inCms) problems.push(`${where}.${key}: in the schema, not in the CMS`);
      else if (!inSchema) problems.push(`${where}.${key}: in the CMS, not in the schema`);
      else problems.push(...differences(inCms, inSchema, `${where}.${key}`, schema.optional));
    }
  }
  if (cms.kind === "list" && schema.kind === "list") {
    problems.push(...differences(cms.item, schema.item, `${where}[]`));
  }
  if (cms.kind === "choice" && schema.kind === "choice") {
    if ([...cms.options].sort().join() !== [...schema.options].sort().join()) {
      problems.push(
        `${where}: the CMS offers ${cms.options.join(", ")}; the schema allows ${schema.options.join(", ")}`,
      );
    }
    if (cms.multiple !== schema.multiple) problems.push(`${where}: one choice or several?`);
  }
  if (cms.kind === "text" && schema.kind === "text" && schema.pattern) {
    if (!cms.pattern) problems.push(`${where}: the schema checks a format the CMS does not`);
    // A regular expression's source writes "/" as "\/", which means the same.
    else if (
      schema.pattern !== "(format)" &&
      cms.pattern !== schema.pattern.replaceAll("\\/", "/")
    ) {
      problems.push(
        `${where}: the CMS pattern ${cms.pattern} is not the schema's ${schema.pattern}`,
      );
    }
  }
  return problems;
}

type Collection = {
  name: string;
  i18n?: unknown;
  folder?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
};

/** Every file or folder the CMS edits, with its fields. */
const edited = (collections as Collection[]).flatMap((collection) =>
  collection.folder
    ? [{ path: collection.folder, fields: collection.fields ?? [] }]
    : (collection.files ?? []).map((file) => ({ path: file.file, fields: file.fields })),
);

function contentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "cms" ? [] : contentFiles(full);
    return /\.(ya?ml|md)$/.test(entry.name) && entry.name !== "README.md" ? [full] : [];
  });
}

describe("the CMS and the content schemas", () => {
  const schemas = contentSchemas();

  it.each(edited.map((entry) => [entry.path, entry] as const))(
    "%s: the CMS edits exactly the fields its schema checks",
    (file, { fields }) => {
      const schema = schemas.get(file);
      expect(schema, `${file} is in the CMS but the site never reads it`).toBeDefined();
      const cms: Shape = { kind: "object", optional: false, fields: fieldsShape(fields) };
      expect(differences(cms, schemaShape(schema as z.ZodType), file)).toEqual([]);
    },
  );

  it("edits every file the site reads", () => {
    const paths = new Set(edited.map((entry) => entry.path));
    expect([...schemas.keys()].filter((file) => !paths.has(file))).toEqual([]);
  });

  it("writes every field into each language's file of a collection kept per language", () => {
    const perLanguage = (collections as Collection[]).filter((collection) => collection.i18n);
    if (perLanguage.length > 0) {
      expect(cmsConfig.i18n.locales).toEqual(languages.map((language) => language.name));
    }
    for (const collection of perLanguage) {
      // Each file is read against the whole schema, so a field kept in one language only
      // (Decap's default) would leave the other language's file incomplete.
      const oneLanguageOnly = (collection.fields ?? [])
        .filter((field) => field.i18n !== true && field.i18n !== "duplicate")
        .map((field) => field.name);
      expect(
        oneLanguageOnly,
        `${collection.name}: translated (true) or shared (duplicate)`,
      ).toEqual([]);
    }
  });

  it("reads every file in content/", () => {
    const read = [...schemas.keys()];
    const unread = contentFiles("content").filter(
      (file) => !read.some((known) => file === known || file.startsWith(`${known}/`)),
    );
    expect(unread).toEqual([]);
  });
});
