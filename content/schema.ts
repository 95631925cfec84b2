import { z } from "zod";
import { failedChecks, pairProblems, type Check, type PairCheck } from "./checks";
import { linkAddress } from "./links";
import { markdownToBlocks } from "./markdown";
import { programIds } from "./program-ids";
import type { Text } from "./localize";
import type { TextBlock } from "./text-blocks";

// The building blocks of the content schemas. Every content file has one schema, in the module
// of the same name (sites.ts for sites/*.yaml); read.ts checks the file against it when the
// site is built, and a mistake fails the build naming the file, the entry and the field.

export { programIds, type ProgramId } from "./program-ids";
export * from "./fields";

declare module "zod" {
  /**
   * What the editor (Decap CMS, /admin) shows of a field, written beside its schema with
   * `.meta()`: `phone.meta({ label: "Site phone shown to families", hint: "Like (916) 555-0101" })`.
   * admin/fields.ts makes the editor's fields from the schemas and these. Besides the label and
   * hint, only what a schema cannot say; the names are Decap's own field settings.
   */
  interface GlobalMeta {
    /** The field's name in the editor. Every field has one. */
    label?: string;
    /** A line of help under the label. */
    hint?: string;
    /** The name of a list's single value, as its `summary` shows it ("{{fields.paragraph.en}}"). */
    name?: string;
    /**
     * "text" for several lines, "markdown" for help text, "time" for a time typed as a person
     * writes it (admin/typed-time.tsx); datetime and relation as Decap's.
     */
    widget?: "text" | "markdown" | "time" | "datetime" | "relation";
    /** The editor's check of a format and its message; content/fields.ts `matching` writes it. */
    pattern?: [string, string];
    /** What the editor calls each choice of an enum, where the value alone says too little. */
    optionLabels?: Record<string, string>;
    summary?: string;
    collapsed?: boolean;
    allow_add?: boolean;
    allow_remove?: boolean;
    buttons?: string[];
    editor_components?: string[];
    /** A date's format, as the picker writes it (with widget datetime). */
    format?: string;
    date_format?: string | boolean;
    time_format?: string | boolean;
    picker_utc?: boolean;
    collection?: string;
    value_field?: string;
    search_fields?: string[];
    display_fields?: string[];
    /** In a collection kept as one file per language: translated (true) or the same in both. */
    i18n?: boolean | "duplicate";
    /** What a new entry starts with; "{{now}}" fills a date picker with today. */
    default?: unknown;
    /** Fields checked against each other, or a text's own checks; `checked` and `pairChecked` below write them. */
    checks?: (Check | PairCheck)[];
  }
}

export const program = z.enum(programIds);

/** A page's summary for search engines and link previews, as the editor shows it. */
export const searchSummary = {
  label: "Summary for search engines",
  hint: "One or two sentences shown under the page's name in Google and in shared links.",
  widget: "text",
} satisfies z.GlobalMeta;

/** The programs as the editor offers them where a short code says too little. */
export const programLabels = {
  galaxy: "Galaxy (before and after school care)",
  nova: "Nova (enrichment classes)",
  nsd: "Non-School Day Camps",
  summer: "Summer Camp",
  subsidy: "Subsidy programs",
} satisfies Record<(typeof programIds)[number], string>;

/** Both languages are required: a page in one language never shows the other's words. */
export function text() {
  return z.strictObject(
    {
      en: z.string().trim().min(1, "the English text is empty"),
      es: z.string().trim().min(1, "the Spanish text is empty"),
    },
    { error: "needs an English (en) and a Spanish (es) text" },
  );
}

/**
 * A text with {placeholders} that the page fills with facts from other files, so a number or a
 * name is written once: "Camps run at all {siteCount} of our school sites." Both languages must
 * use the same placeholders, each of them one of `names`; the editor checks the same
 * (content/checks.ts).
 */
export function template(...names: string[]) {
  return pairChecked(text(), [{ kind: "placeholders", allowed: names }]);
}

/** A text in both languages with checks of its own, run by the build and by the editor. */
export function pairChecked<T extends z.ZodType<Text>>(schema: T, checks: PairCheck[]) {
  // A text checked twice (a template that must also be long enough) keeps both sets of checks.
  const before = (schema.meta()?.checks ?? []) as PairCheck[];
  return schema
    .superRefine((value, context) => {
      for (const check of checks) {
        for (const failure of pairProblems(value, check)) {
          context.addIssue({
            code: "custom",
            path: failure.language ? [failure.language] : [],
            message: failure.message,
          });
        }
      }
    })
    .meta({ checks: [...before, ...checks] });
}

/** The editor's Markdown field: what help text may hold, with nothing else on its toolbar. */
export const markdownEditor = {
  widget: "markdown",
  buttons: ["bold", "link", "bulleted-list", "numbered-list"],
  editor_components: [],
} satisfies z.GlobalMeta;

/** Help text in both languages, written in Markdown (see markdown.ts), read into blocks. */
export function markdown() {
  return text()
    .meta(markdownEditor)
    .transform((value, context): Text<TextBlock[]> => {
      const blocks = (locale: "en" | "es") => {
        try {
          return markdownToBlocks(value[locale], linkAddress);
        } catch (error) {
          context.addIssue({ code: "custom", path: [locale], message: (error as Error).message });
          return [];
        }
      };
      return { en: blocks("en"), es: blocks("es") };
    });
}

/** Nothing written: the CMS saves an empty field as "", or a pair of empty texts. */
function isBlank(value: unknown): boolean {
  if (value === "" || value === undefined || value === null) return true;
  return typeof value === "object" && !Array.isArray(value) && Object.values(value).every(isBlank);
}

/** A field that may be left empty; the CMS writes an empty field as "" or leaves it out. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable());
}

/**
 * An object whose fields are checked against each other (content/checks.ts). The build refuses
 * a file that fails a check, naming the field; the editor gets the same checks in the field's
 * settings (admin/fields.ts) and refuses the same form before it saves.
 */
export function checked<T extends z.ZodObject>(schema: T, checks: Check[]) {
  return schema
    .superRefine((value, context) => {
      for (const failure of failedChecks(value, checks)) {
        context.addIssue({
          code: "custom",
          path: failure.field.split("."),
          message: failure.message,
        });
      }
    })
    .meta({ checks });
}
