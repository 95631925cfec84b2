import { z } from "zod";
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

export const program = z.enum(programIds);

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

const placeholders = (value: string) =>
  [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/**
 * A text with {placeholders} that the page fills with facts from other files, so a number or a
 * name is written once: "Camps run at all {siteCount} of our school sites." Both languages must
 * use the same placeholders, each of them one of `names`.
 */
export function template(...names: string[]) {
  return text().superRefine((value, context) => {
    for (const locale of ["en", "es"] as const) {
      for (const name of placeholders(value[locale])) {
        if (!names.includes(name)) {
          context.addIssue({
            code: "custom",
            path: [locale],
            message: `{${name}} is not a fact this text can show; it can use ${names.map((n) => `{${n}}`).join(", ") || "none"}`,
          });
        }
      }
    }
    if (placeholders(value.en).join() !== placeholders(value.es).join()) {
      context.addIssue({
        code: "custom",
        message: "the English and Spanish texts must use the same {placeholders}",
      });
    }
  });
}

/** Help text in both languages, written in Markdown (see markdown.ts), read into blocks. */
export function markdown() {
  return text().transform((value, context): Text<TextBlock[]> => {
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
