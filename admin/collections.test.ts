import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentSchemas } from "../content/read";
import { date, markdown, optional, phone, program, programLabels, text } from "../content/schema";
import { siteSchema } from "../content/sites";
import { collections, SEARCH_BY_NAME } from "./collections";
import { cmsConfig } from "./config";
import { decapFields, type DecapField } from "./fields";
import { editorPattern } from "../content/plain-text";

// The editor's fields are made from the content schemas (fields.ts) for the files the table in
// collections.ts names. These tests hold the result against the schemas and the files on disk.

/** Every file or folder the editor edits, with its fields (the hidden one for search aside). */
const edited = collections.flatMap((collection) =>
  "files" in collection
    ? collection.files.map((file) => ({
        path: file.file,
        fields: file.fields.filter((each) => each !== SEARCH_BY_NAME),
      }))
    : [{ path: collection.folder, fields: collection.fields }],
);

type Node = z.core.JSONSchema.JSONSchema;

const isText = (node: Node) =>
  Object.keys(node.properties ?? {})
    .sort()
    .join() === "en,es";

/** The field paths a schema holds ("hours.opens", "programs[]"), a text in both languages as one. */
function schemaPaths(node: Node, prefix = ""): string[] {
  const inner = node.anyOf?.find((option) => option.type !== "null") ?? node;
  if (inner.properties && !isText(inner)) {
    return Object.entries(inner.properties).flatMap(([name, child]) => [
      `${prefix}${name}`,
      ...schemaPaths(child as Node, `${prefix}${name}.`),
    ]);
  }
  const items = inner.items as Node | undefined;
  if (items?.properties && !isText(items)) return schemaPaths(items, prefix);
  return [];
}

const isPair = (field: DecapField) =>
  (field.fields as DecapField[] | undefined)?.map((language) => language.label).join() ===
  "English,Spanish (Español)";

/** The same paths as the editor shows them, with each field's label. */
function editorPaths(fields: DecapField[], prefix = ""): { path: string; label: string }[] {
  return fields.flatMap((field) => {
    const here = { path: `${prefix}${field.name}`, label: field.label };
    const inner = isPair(field) ? [] : ((field.fields as DecapField[] | undefined) ?? []);
    return [here, ...editorPaths(inner, `${here.path}.`)];
  });
}

function contentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.(ya?ml|md)$/.test(entry.name) && entry.name !== "README.md" ? [full] : [];
  });
}

const field = (fields: DecapField[], name: string) => fields.find((each) => each.name === name);

describe("the editor's collections, made from the content schemas", () => {
  const schemas = contentSchemas();

  it("edit every file and folder the site reads, and only those", () => {
    expect(edited.map((entry) => entry.path).sort()).toEqual([...schemas.keys()].sort());
  });

  it("leave no file in content/ that the site does not read", () => {
    const read = [...schemas.keys()];
    const unread = contentFiles("content").filter(
      (file) => !read.some((known) => file === known || file.startsWith(`${known}/`)),
    );
    expect(unread).toEqual([]);
  });

  it.each(edited.map((entry) => [entry.path, entry] as const))(
    "%s: every field of its schema is in the editor, with a label",
    (file, { fields }) => {
      const json = z.toJSONSchema(schemas.get(file)!, { io: "input" });
      const shown = editorPaths(fields);
      expect(shown.map((entry) => entry.path)).toEqual(schemaPaths(json));
      expect(shown.filter((entry) => !entry.label?.trim())).toEqual([]);
    },
  );

  it("let Search all find every page by its name in the editor's lists", () => {
    for (const collection of collections) {
      if ("files" in collection) {
        for (const file of collection.files) {
          // Search reads the page's name where the file has no value of that name.
          expect(file.fields.filter((each) => each.name === SEARCH_BY_NAME.name)).toEqual([
            SEARCH_BY_NAME,
          ]);
        }
      } else {
        // An entry of a folder is found by the fields of its name and summary.
        const named = [
          collection.identifier_field,
          ...collection.summary.matchAll(/fields\.([\w.]+)/g),
        ];
        expect(named.length).toBeGreaterThan(0);
      }
    }
  });

  it("show the labels and the phone's check that staff (and the browser test) know", () => {
    const sites = collections.find((collection) => collection.name === "sites")!;
    expect(sites.label).toBe("Sites and main office");
    const fields = "fields" in sites ? sites.fields : [];
    expect(field(fields, "phone")).toMatchObject({
      label: "Site phone shown to families",
      hint: "Like (916) 555-0101",
      widget: "string",
      pattern: ["^\\(\\d{3}\\) \\d{3}-\\d{4}$", "phone must look like (916) 555-0100"],
    });
    expect(field(fields, "fax")).toMatchObject({
      required: false,
      pattern: field(fields, "phone")!.pattern,
    });
  });

  it("write every field into each language's file of a collection kept per language", () => {
    const perLanguage = collections.filter((collection) => "i18n" in collection);
    expect(perLanguage.map((collection) => collection.name)).toEqual(["family-help"]);
    expect(cmsConfig("en").i18n.locales).toEqual(["en", "es"]);
    for (const collection of perLanguage) {
      // Each file is read against the whole schema, so a field kept in one language only
      // (Decap's default) would leave the other language's file incomplete.
      const fields = "fields" in collection ? collection.fields : [];
      const oneLanguageOnly = fields
        .filter((each) => each.i18n !== true && each.i18n !== "duplicate")
        .map((each) => each.name);
      expect(oneLanguageOnly, `${collection.name}: i18n true or "duplicate"`).toEqual([]);
    }
  });
});

describe("a field written once, in its schema", () => {
  it("appears in the editor with nothing else written", () => {
    const withNewField = siteSchema.extend({
      pickupNote: optional(text()).meta({
        label: "Note for parents at pickup",
        hint: "Like: use the side gate after 5 PM",
        widget: "text",
      }),
    });
    const fields = decapFields(withNewField);
    // Plain text of several lines, as the build reads it (content/plain-text.ts).
    const pattern = editorPattern(true);
    expect(fields.map((each) => each.name)).toEqual([
      ...Object.keys(siteSchema.shape),
      "pickupNote",
    ]);
    expect(fields.at(-1)).toEqual({
      name: "pickupNote",
      label: "Note for parents at pickup",
      hint: "Like: use the side gate after 5 PM",
      required: false,
      widget: "object",
      collapsed: false,
      checks: [{ kind: "bothLanguages" }],
      fields: [
        { widget: "text", pattern, name: "en", label: "English", required: false },
        { widget: "text", pattern, name: "es", label: "Spanish (Español)", required: false },
      ],
    });
  });

  it("takes its widget, check, choices and whether it may be empty from the schema", () => {
    const fields = decapFields(
      z.strictObject({
        phone: phone.meta({ label: "Phone" }),
        fax: optional(phone).meta({ label: "Fax" }),
        size: z.enum(["small", "large"]).meta({ label: "Size", optionLabels: { small: "Small" } }),
        state: z.literal("CA").meta({ label: "State" }),
        programs: z.array(program).min(1).meta({ label: "Programs", optionLabels: programLabels }),
        seats: z.number().int().positive().max(30).meta({ label: "Seats" }),
        help: markdown().meta({ label: "Help" }),
        day: date.meta({ label: "Day" }),
        steps: z.array(text().meta({ name: "step", label: "Step" })).meta({ label: "Steps" }),
        rooms: z
          .array(z.strictObject({ name: z.string().meta({ label: "Name" }) }))
          .length(2)
          .meta({ label: "Rooms", summary: "{{fields.name}}" }),
      }),
    );
    const phonePattern = ["^\\(\\d{3}\\) \\d{3}-\\d{4}$", "phone must look like (916) 555-0100"];
    expect(Object.fromEntries(fields.map((each) => [each.name, each]))).toMatchObject({
      phone: { widget: "string", pattern: phonePattern },
      fax: { widget: "string", pattern: phonePattern, required: false },
      size: {
        widget: "select",
        options: [
          { label: "Small", value: "small" },
          { label: "large", value: "large" },
        ],
      },
      state: { widget: "select", options: ["CA"], default: "CA" },
      programs: { widget: "select", multiple: true, min: 1 },
      seats: { widget: "number", value_type: "int", min: 1, max: 30 },
      help: { widget: "object", fields: [{ widget: "markdown" }, { widget: "markdown" }] },
      day: { widget: "datetime", format: "YYYY-MM-DD", time_format: false },
      steps: { widget: "list", field: { name: "step", label: "Step", widget: "object" } },
      rooms: { widget: "list", min: 2, max: 2, summary: "{{fields.name}}", fields: [{}] },
    });
    expect(fields.filter((each) => "required" in each).map((each) => each.name)).toEqual(["fax"]);
  });

  it("is refused without a label, or with a format the editor could not explain", () => {
    expect(() => decapFields(z.strictObject({ city: z.string() }), "content/x.yaml")).toThrow(
      'content/x.yaml: city: the editor needs a label for it: .meta({ label: "…" })',
    );
    const unexplained = z.strictObject({ code: z.string().regex(/^\d+$/).meta({ label: "Code" }) });
    expect(() => decapFields(unexplained)).toThrow(
      /code: the editor checks a format with a message/,
    );
    const misspelt = z.strictObject({
      city: z.string().meta({ label: "City", hnit: "Like Lincoln" }),
    });
    expect(() => decapFields(misspelt)).toThrow(/city: "hnit" is neither/);
  });
});
