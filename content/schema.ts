import { z } from "zod";
import { programIds } from "./program-ids";

/** Where two JSON-like values first differ ("3.phone"), or undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = ""): string | undefined {
  if (Object.is(a, b)) return undefined;
  const here = path || "(root)";
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return here;
  if (Array.isArray(a) !== Array.isArray(b)) return here;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const difference = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (difference) return difference;
  }
  return undefined;
}

/**
 * Parses content as the build loads it, so a bad edit fails the build, naming the entry and
 * field. A schema checks a value but never changes it: a field whose name has a typo would
 * otherwise be dropped, and a default would put words on a page that nobody wrote.
 */
export function parseContent<T extends z.ZodType>(
  name: string,
  schema: T,
  value: unknown,
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${name}.${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Content error in ${name}:\n${problems}`);
  }
  const changed = firstDifference(value, result.data);
  if (changed) {
    throw new Error(
      `Content error in ${name}: parsing changed ${name}.${changed}. Content schemas may not transform, default or drop a value: pages show content as it is written.`,
    );
  }
  return result.data;
}

export { programIds, type ProgramId } from "./program-ids";

const phone = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, "phone must look like (916) 555-0100");
const slug = z.string().regex(/^[a-z0-9-]+$/, "slug must be lowercase letters, digits and dashes");
const url = z.url();

export const hoursSchema = z.object({
  opens: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/),
  closes: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/),
});

export const districtSchema = z.object({
  id: z.enum(["eusd", "wpusd", "rafos"]),
  name: z.string().min(1),
  shortName: z.string().min(1),
  href: url,
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.literal("CA"),
  zip: z.string().regex(/^\d{5}$/),
  phone: phone.nullable(),
  fax: phone.nullable(),
});

export const siteSchema = z.object({
  id: z.number().int().min(0).max(13),
  slug,
  title: z.string().min(1),
  school: z.string().min(1),
  windowTitle: z.string().min(1),
  lat: z.number().min(38).max(39.5),
  lng: z.number().min(-122).max(-120.5),
  phone,
  fax: phone.nullable(),
  licNum: z.string(),
  email: z.email(),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.literal("CA"),
  zip: z.string().regex(/^\d{5}$/),
  hours: hoursSchema,
  admin: z.string().min(1),
  district: z.enum(["eusd", "wpusd", "rafos"]).nullable(),
  programs: z.array(z.enum(programIds)),
  note: z.string().optional(),
});

export type District = z.output<typeof districtSchema>;
export type SiteLocation = z.output<typeof siteSchema>;
export type Hours = z.output<typeof hoursSchema>;
