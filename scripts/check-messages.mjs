// Before the messages are compiled: every message exists in English and in Spanish, neither is
// empty, both use the same {inputs}, and the Spanish follows the site's rules for Spanish
// (tests/build/spanish-rules.ts, which the built pages are held to as well), or the build stops
// and names what to fix. Paraglide itself would quietly show the English words on a Spanish page.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { spanishRules } from "../tests/build/spanish-rules.ts";

const root = path.resolve(import.meta.dirname, "..");

const inputsOf = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

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
    if (key === "$schema" || typeof text !== "string") continue;
    for (const { rule, pattern } of spanishRules) {
      if (pattern.test(text)) problems.push(`${file("es")}: ${key}: ${rule} ("${text}")`);
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
