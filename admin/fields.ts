import { z } from "zod";
import type { Check } from "../content/checks";
import { editorPattern } from "../content/plain-text";

/**
 * Decap CMS's fields for a content file, made from the file's zod schema, so a field is written
 * once: in the schema, with what the editor shows of it in `.meta()` beside it
 * (`phone.meta({ label: "Site phone shown to families", hint: "Like (916) 555-0101" })`).
 *
 * The schema says what a field holds, and so its widget: a text in both languages (`text()`, an
 * English and a Spanish field), a number and its bounds, one of some choices, several of them, a
 * list, a group, whether it may be left empty (`optional(...)`) and the format it must have (the
 * shared formats of content/fields.ts carry the editor's pattern and message). `.meta()` adds the
 * label and hint, and the few settings a schema cannot say (a text of several lines, a date
 * picker's display, a list's summary): their names are Decap's own (content/schema.ts lists them).
 *
 * The schema is read through zod's public JSON Schema (`z.toJSONSchema`, as the file is written:
 * `io: "input"`), which carries each field's metadata, inherited through `.meta()`, `.refine()`
 * and `.transform()`; never through zod's internals.
 */

/** The two languages of a text, one field each, one above the other. */
export const languages = [
  { name: "en", label: "English" },
  { name: "es", label: "Spanish (Español)" },
] as const;

export type DecapField = {
  name: string;
  label: string;
  widget: string;
  [setting: string]: unknown;
};

type Node = z.core.JSONSchema.JSONSchema;
type Settings = z.GlobalMeta;

/** What zod's JSON Schema says of a field; every other key of a node comes from `.meta()`. */
const schemaKeys = new Set([
  "$schema",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "enum",
  "const",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "anyOf",
]);

/** The settings `.meta()` may give; the first seven the generator reads, the others go as they are. */
const read = ["label", "hint", "name", "widget", "optionLabels", "pattern", "checks"] as const;
const passed = [
  "summary",
  "collapsed",
  "allow_add",
  "allow_remove",
  "buttons",
  "editor_components",
  "format",
  "date_format",
  "time_format",
  "picker_utc",
  "collection",
  "value_field",
  "search_fields",
  "display_fields",
  "i18n",
  "default",
] as const;
const settingKeys = new Set<string>([...read, ...passed]);

/** A node's settings from `.meta()`; a key neither JSON Schema's nor the editor's is a mistake. */
function settingsOf(node: Node, where: string): Settings {
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // JSON Schema's own pattern is a string, the editor's [pattern, message]; its format
    // ("email") is not the date picker's ("YYYY-MM-DD").
    const fromMeta =
      key === "pattern"
        ? Array.isArray(value)
        : key === "format"
          ? node.widget === "datetime"
          : settingKeys.has(key);
    if (fromMeta) settings[key] = value;
    else if (!schemaKeys.has(key)) {
      throw new Error(`${where}: "${key}" is neither a JSON Schema keyword nor an editor setting`);
    }
  }
  return settings;
}

/** The settings that go to the editor as they are, in the order of `passed`. */
function passedOn(settings: Settings) {
  return Object.fromEntries(
    passed.flatMap((key) => (key in settings ? [[key, settings[key]]] : [])),
  );
}

/** A field that may be left empty: zod writes `optional(x)` as "x or null". */
function withoutNull(node: Node): { inner: Node; nullable: boolean } {
  const { anyOf, type } = node;
  if (anyOf) {
    const rest = anyOf.filter((option) => option.type !== "null");
    if (anyOf.length === 2 && rest.length === 1) return { inner: rest[0]!, nullable: true };
  }
  if (Array.isArray(type) && type.includes("null")) {
    const rest = type.filter((name) => name !== "null");
    if (rest.length === 1) return { inner: { ...node, type: rest[0] }, nullable: true };
  }
  return { inner: node, nullable: false };
}

const isObject = (node: Node) => node.type === "object" && node.properties !== undefined;

/** A text in both languages, `{ en, es }`, as content/localize.ts recognises one. */
const isText = (node: Node) =>
  isObject(node) && Object.keys(node.properties!).sort().join() === "en,es";

/** A bound of a number; zod writes a whole number's bounds as the safe integers. */
const bound = (value: unknown) =>
  typeof value === "number" && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined;

function numberSettings(node: Node) {
  const whole = node.type === "integer";
  const exclusive = bound(node.exclusiveMinimum);
  const min = bound(node.minimum) ?? (whole && exclusive !== undefined ? exclusive + 1 : undefined);
  const max = bound(node.maximum);
  return {
    value_type: whole ? "int" : "float",
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
  };
}

/** One choice of some values, labelled where `optionLabels` names them; a single one is preset. */
function selectSettings(node: Node, settings: Settings, where: string) {
  const values = (node.enum ?? [node.const]).map(String);
  const labels = settings.optionLabels;
  for (const value of Object.keys(labels ?? {})) {
    if (!values.includes(value)) throw new Error(`${where}: a label for "${value}", not a choice`);
  }
  return {
    options: labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values,
    ...(values.length === 1 && { default: values[0] }),
  };
}

function fieldOf(name: string, node: Node, where: string, required: boolean): DecapField {
  const { inner, nullable } = withoutNull(node);
  const settings = { ...settingsOf(inner, where), ...settingsOf(node, where) };
  if (!settings.label) {
    throw new Error(`${where}: the editor needs a label for it: .meta({ label: "…" })`);
  }
  const optional = nullable || !required;
  const base = {
    name,
    label: settings.label,
    ...(settings.hint !== undefined && { hint: settings.hint }),
    ...(optional && { required: false }),
  };

  if (isText(inner)) {
    const checks = [
      ...(optional ? [{ kind: "bothLanguages" }] : []),
      ...((settings.checks as unknown[] | undefined) ?? []),
    ];
    // The pair as Decap edits it: a group of two fields, English and Spanish, open, each plain
    // text (content/plain-text.ts).
    const kind = settings.widget ?? "string";
    const widget = {
      widget: kind,
      pattern: editorPattern(kind === "text" || kind === "markdown"),
      ...passedOn(settings),
    };
    return {
      ...base,
      widget: "object",
      collapsed: false,
      // The text's own checks, and both languages or neither where it may be left empty
      // (admin/checks.ts), as the build reads a text.
      ...(checks.length > 0 && { checks }),
      fields: languages.map((language) => ({
        ...widget,
        name: language.name,
        label: language.label,
        ...(optional && { required: false }),
      })),
    };
  }
  if (isObject(inner)) {
    return {
      ...base,
      widget: "object",
      ...passedOn(settings),
      ...(settings.checks && { checks: settings.checks }),
      fields: fieldsOf(inner, where),
    };
  }
  if (inner.type === "array") {
    const items = inner.items as Node;
    const count = {
      ...(inner.minItems !== undefined && { min: inner.minItems }),
      ...(inner.maxItems !== undefined && { max: inner.maxItems }),
    };
    if (settings.widget === "relation") {
      return { ...base, widget: "relation", multiple: true, ...count, ...passedOn(settings) };
    }
    const itemSettings = settingsOf(items, `${where}[]`);
    if (items.enum || items.const !== undefined) {
      const choices = selectSettings(items, { ...itemSettings, ...settings }, where);
      return {
        ...base,
        widget: "select",
        multiple: true,
        ...count,
        ...choices,
        ...passedOn(settings),
      };
    }
    const list = { ...base, widget: "list", ...count, ...passedOn(settings) };
    if (isObject(items) && !isText(items)) {
      const itemChecks = itemSettings.checks;
      return { ...list, ...(itemChecks && { itemChecks }), fields: fieldsOf(items, where) };
    }
    // A list of single values: Decap names the value's field, which a summary shows.
    if (!itemSettings.name) {
      throw new Error(`${where}[]: a list of single values names them: .meta({ name, label })`);
    }
    return { ...list, field: fieldOf(itemSettings.name, items, `${where}[]`, true) };
  }
  if (inner.enum || inner.const !== undefined) {
    const choices = selectSettings(inner, settings, where);
    return { ...base, widget: "select", ...choices, ...passedOn(settings) };
  }
  if (inner.type === "integer" || inner.type === "number") {
    return { ...base, widget: "number", ...numberSettings(inner), ...passedOn(settings) };
  }
  // A switch shows off until it is turned on, so a new entry's switch is off (false), not empty,
  // which Decap would refuse as missing while it looks off.
  if (inner.type === "boolean") {
    return { ...base, widget: "boolean", default: false, ...passedOn(settings) };
  }
  if (inner.type === "string") {
    const widget = settings.widget ?? "string";
    // A date picker writes its own format; any other format needs its message for the editor.
    if (widget !== "datetime" && inner.pattern !== undefined && !settings.pattern) {
      throw new Error(
        `${where}: the editor checks a format with a message: matching(regex, message) in content/fields.ts`,
      );
    }
    // A text of no format of its own is still plain text (content/plain-text.ts).
    const pattern = settings.pattern ?? editorPattern(widget === "text" || widget === "markdown");
    return {
      ...base,
      widget,
      ...(widget !== "datetime" && { pattern }),
      ...passedOn(settings),
    };
  }
  throw new Error(`${where}: the editor has no field for ${JSON.stringify(inner)}`);
}

function fieldsOf(node: Node, where: string): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child as Node, where ? `${where}.${name}` : name, required.has(name)),
  );
}

/**
 * The editor's fields for a content file (or each file of a folder), one per field of its
 * schema, in the schema's order; `where` names the file in a mistake's message.
 */
export function decapFields(schema: z.ZodType, where = "the schema"): DecapField[] {
  const json = z.toJSONSchema(schema, { io: "input" });
  try {
    if (!isObject(json)) throw new Error("a content file's schema is an object");
    const fields = fieldsOf(json, "");
    // Checks of the whole file go to the field each names, read against the whole entry.
    const checks = (json.checks ?? []) as Check[];
    return fields.map((field) => {
      const own = checks.filter((check) => check.field.split(".")[0] === field.name);
      return own.length ? { ...field, entryChecks: own } : field;
    });
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}
