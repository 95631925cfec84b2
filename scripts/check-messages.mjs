// Before the messages are compiled: every message exists in English and in Spanish, neither is
// empty, and both use the same {inputs}, or the build stops and names what to fix. Paraglide
// itself would quietly show the English words on a Spanish page.
import { readFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const inputsOf = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

/**
 * How the Spanish names things the same way on every screen (docs/translations.md), for words
 * that may show only in a state no built page is in: Apple's app by its Spanish name, and the
 * hours of a closure as changed, not as "late" (tarde is also the afternoon).
 */
export const spanishWording = [
  { pattern: /\bApple Calendar\b/u, fix: "write Calendario de Apple" },
  {
    pattern: /\b(abre|cierra) (tarde|temprano)\b/iu,
    fix: "write abre más tarde or cierra más temprano",
  },
];

/** Problems with one area's two message files, as lines for whoever edits them. */
export function messageProblems(area, english, spanish) {
  const problems = [];
  const file = (locale) => `messages/${area}/${locale}.json`;
  for (const [locale, own, other] of [
    ["es", spanish, english],
    ["en", english, spanish],
  ]) {
    for (const key of Object.keys(other)) {
      if (key === "$schema") continue;
      if (!(key in own)) problems.push(`${file(locale)}: ${key} is missing ("${other[key]}")`);
      else if (typeof own[key] !== "string" || own[key].trim() === "") {
        problems.push(`${file(locale)}: ${key} is empty`);
      }
    }
  }
  for (const key of Object.keys(english)) {
    if (key in spanish && inputsOf(String(english[key])) !== inputsOf(String(spanish[key]))) {
      problems.push(`${file("es")}: ${key} must use the same {inputs} as the English text`);
    }
  }
  for (const [key, text] of Object.entries(spanish)) {
    if (key === "$schema") continue;
    for (const { pattern, fix } of spanishWording) {
      if (pattern.test(String(text))) problems.push(`${file("es")}: ${key}: ${fix}`);
    }
  }
  return problems;
}

export async function messageProblemsOfProject() {
  const settings = JSON.parse(
    await readFile(path.join(root, "project.inlang/settings.json"), "utf8"),
  );
  const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
  const problems = [];
  const seen = new Map();
  for (const pattern of patterns) {
    const area = pattern.split("/").at(-2);
    const read = async (locale) =>
      JSON.parse(
        await readFile(
          path.join(root, "project.inlang", "..", pattern.replace("{locale}", locale)),
          "utf8",
        ),
      );
    const [english, spanish] = await Promise.all([read("en"), read("es")]);
    problems.push(...messageProblems(area, english, spanish));
    for (const key of Object.keys(english)) {
      if (key === "$schema") continue;
      if (seen.has(key))
        problems.push(`messages/${area}/en.json: ${key} is also in messages/${seen.get(key)}`);
      seen.set(key, area);
    }
  }
  return problems;
}
