// Checks that compare two fields of a content file ("closes after it opens", "a notice needs its
// first day"). Each is written once, as data, in the schema (`checked` in content/schema.ts):
// the build runs it through zod, and the editor runs the same function on the form before it
// saves (admin/checks.ts), so the editor refuses what the build refuses. This module imports
// no content and no zod, so that the editor's bundle can carry it.

import { namedClosure, repeatedClosure, type PostedClosure } from "./closure-repeats";

export type Check =
  /** `field` comes after `earlier` (times, days, numbers); `orSame` lets them be equal. */
  | { kind: "after"; field: string; earlier: string; orSame?: boolean; message: string }
  /** `field` is filled in whenever `when` is. */
  | { kind: "needs"; field: string; when: string; message: string }
  /** `field` is empty whenever `when` holds `value` (a site closed all day has no time). */
  | { kind: "emptyWhen"; field: string; when: string; value: string | boolean; message: string }
  /** `field` is filled in whenever `when` does not hold `value`. */
  | { kind: "needsUnless"; field: string; when: string; value: string | boolean; message: string }
  /** Exactly one of `field` and `other` is filled in; neither when `unless` is. */
  | { kind: "oneOf"; field: string; other: string; unless?: string; message: string }
  /** `field` and `other` are not both filled in. */
  | { kind: "notBoth"; field: string; other: string; message: string }
  /** The day `field` falls in the season `season` names (seasonSpan). */
  | { kind: "inSeason"; field: string; season: string; message: string }
  /**
   * A closure repeats none posted (`posted` in the check's context), the one it repeats named
   * where the message writes {closure}.
   */
  | { kind: "notRepeated"; field: string; message: string };

/** What some checks read besides the entry: the closures posted, and the sites' programs. */
export interface CheckContext {
  posted?: readonly PostedClosure[];
  sites?: readonly { slug: string; programs: readonly string[] }[];
  /** The entry's own file, which is never compared with itself. */
  self?: string;
}

/**
 * The days a season's name covers: a school year ("2026-2027") from July 1 to June 30, a summer
 * ("2027") from May 1 to August 31. Null for a name of neither form.
 */
export function seasonSpan(name: unknown): { from: string; to: string } | null {
  if (typeof name !== "string") return null;
  const schoolYear = /^(\d{4})-(\d{4})$/.exec(name);
  if (schoolYear) return { from: `${schoolYear[1]}-07-01`, to: `${schoolYear[2]}-06-30` };
  return /^\d{4}$/.test(name) ? { from: `${name}-05-01`, to: `${name}-08-31` } : null;
}

export type Failure = { field: string; message: string };

/** Nothing written: the editor saves an empty field as "", a pair of empty texts, or no items. */
export function isBlank(value: unknown): boolean {
  if (value === "" || value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.values(value).every(isBlank);
}

function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** The checks a value fails, each with the field it names and the build's message. */
export function failedChecks(
  value: unknown,
  checks: readonly Check[],
  context: CheckContext = {},
): Failure[] {
  return checks.flatMap((check): Failure[] => {
    if (check.kind === "notRepeated") {
      const repeated =
        context.posted && value && typeof value === "object"
          ? repeatedClosure(value, context.posted, context.sites ?? [], context.self)
          : undefined;
      return repeated
        ? [
            {
              field: check.field,
              message: check.message.replace("{closure}", namedClosure(repeated)),
            },
          ]
        : [];
    }
    const own = at(value, check.field);
    const other = at(
      value,
      check.kind === "after"
        ? check.earlier
        : check.kind === "oneOf" || check.kind === "notBoth"
          ? check.other
          : check.kind === "inSeason"
            ? check.season
            : check.when,
    );
    const fails = (() => {
      switch (check.kind) {
        case "after": {
          if (isBlank(own) || isBlank(other)) return false;
          const [a, b] = [own, other] as [string | number, string | number];
          return check.orSame ? a < b : a <= b;
        }
        case "needs":
          return !isBlank(other) && isBlank(own);
        case "emptyWhen":
          return other === check.value && !isBlank(own);
        case "needsUnless":
          return other !== check.value && isBlank(own);
        case "notBoth":
          return !isBlank(own) && !isBlank(other);
        case "inSeason": {
          const span = seasonSpan(other);
          if (isBlank(own) || !span) return false;
          return (own as string) < span.from || (own as string) > span.to;
        }
        case "oneOf":
          return check.unless && !isBlank(at(value, check.unless))
            ? !isBlank(own) || !isBlank(other)
            : isBlank(own) === isBlank(other);
      }
    })();
    return fails ? [{ field: check.field, message: check.message }] : [];
  });
}

/** Checks of one text in both languages, `{ en, es }`. */
export type PairCheck =
  /** Both languages or neither (a text that may be left empty). */
  | { kind: "bothLanguages" }
  /** Only these {placeholders}, and the same in both languages. */
  | { kind: "placeholders"; allowed: string[] }
  /** At least `min` characters in each language. */
  | { kind: "minLength"; min: number; message: string }
  /** Ends with a period, a question or an exclamation mark: whole sentences follow it. */
  | { kind: "closedSentence"; message: string }
  /** Never writes out a fact kept in one place (a year), which a {placeholder} shows instead. */
  | { kind: "notWritten"; pattern: string; message: string };

export type PairFailure = { language?: "en" | "es"; message: string };

const placeholdersOf = (value: string) =>
  [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/** What is wrong with a text in both languages, in the build's words. */
export function pairProblems(pair: unknown, check: PairCheck): PairFailure[] {
  if (!pair || typeof pair !== "object") return [];
  const { en, es } = pair as { en?: unknown; es?: unknown };
  const texts = { en: typeof en === "string" ? en : "", es: typeof es === "string" ? es : "" };
  switch (check.kind) {
    case "bothLanguages":
      if (isBlank(pair)) return [];
      if (isBlank(en)) return [{ language: "en", message: "the English text is empty" }];
      if (isBlank(es)) return [{ language: "es", message: "the Spanish text is empty" }];
      return [];
    case "placeholders": {
      const unknown = (["en", "es"] as const).flatMap((language) =>
        placeholdersOf(texts[language])
          .filter((name) => !check.allowed.includes(name))
          .map((name) => ({
            language,
            message: `{${name}} is not a fact this text can show; it can use ${check.allowed.map((n) => `{${n}}`).join(", ") || "none"}`,
          })),
      );
      const different =
        placeholdersOf(texts.en).join() !== placeholdersOf(texts.es).join()
          ? [{ message: "the English and Spanish texts must use the same {placeholders}" }]
          : [];
      return [...unknown, ...different];
    }
    case "closedSentence":
      return (["en", "es"] as const)
        .filter(
          (language) => texts[language].trim() !== "" && !/[.!?]$/.test(texts[language].trim()),
        )
        .map((language) => ({ language, message: check.message }));
    case "minLength":
      return texts.en.length >= check.min && texts.es.length >= check.min
        ? []
        : [{ message: check.message }];
    case "notWritten":
      return (["en", "es"] as const)
        .filter((language) => new RegExp(check.pattern).test(texts[language]))
        .map((language) => ({ language, message: check.message }));
  }
}
