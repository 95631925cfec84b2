import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editorDictionary } from "../admin/spanish";
import { britishSpellings } from "../tests/build/us-english";

// The site writes US English. Every English text of content (and the words of the screens,
// messages/*/en.json) is held to the list of British forms, so an edit that brings one in is
// named by file and field before it reaches a page. The built pages are checked too
// (tests/build/words.built.test.ts).

const root = path.resolve(import.meta.dirname, "..");
const content = process.env.STAR_CONTENT_FOLDER ?? path.join(root, "content");
// A {placeholder} names a fact, not a word a family reads.
const words = (text: string) => text.replace(/\{\w+\}/g, " ");

/** The English texts of a content file's value, each with its field: { en, es } pairs. */
function englishTexts(value: unknown, where: string): { where: string; text: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => englishTexts(item, `${where}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "en" && typeof item === "string"
      ? [{ where, text: item }]
      : englishTexts(item, where ? `${where}.${key}` : key),
  );
}

const problems = (texts: { where: string; text: string }[]) =>
  texts.flatMap(({ where, text }) =>
    britishSpellings(words(text)).map((problem) => `${where}: ${problem}`),
  );

describe("the English of the site", () => {
  it("is US English in every content file", () => {
    const files = readdirSync(content, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml") || file.endsWith(".en.md"))
      .sort();
    const texts = files.flatMap((file) => {
      const named = `content/${file}`;
      const source = readFileSync(path.join(content, file), "utf8");
      if (file.endsWith(".yaml")) {
        return englishTexts(parse(source), "").map(({ where, text }) => ({
          where: `${named}: ${where}`,
          text,
        }));
      }
      return [{ where: named, text: source }];
    });
    expect(problems(texts)).toEqual([]);
  });

  it("is US English in the words of the screens", () => {
    const messages = path.join(root, "messages");
    const texts = readdirSync(messages, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name: area }) => {
        const file = `messages/${area}/en.json`;
        const english = JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<
          string,
          string
        >;
        return Object.entries(english)
          .filter(([key]) => key !== "$schema")
          .map(([key, text]) => ({ where: `${file}: ${key}`, text }));
      });
    expect(problems(texts)).toEqual([]);
  });

  it("is US English in the editor's own words and the staff guide, which the office reads", () => {
    const { words: editorWords, messages } = editorDictionary;
    const texts = [
      ...Object.keys(editorWords).map((text) => ({ where: "admin/spanish.yaml: words", text })),
      ...Object.values(messages).map(({ en }) => ({
        where: "admin/spanish.yaml: messages",
        text: en,
      })),
      {
        where: "docs/staff-guide.md",
        text: readFileSync(path.join(root, "docs/staff-guide.md"), "utf8"),
      },
    ];
    expect(problems(texts)).toEqual([]);
  });

  it("the list finds what it forbids, and leaves the organisation's name alone", () => {
    expect(britishSpellings("Facility licence number. Enrol now; Theatre games")).toEqual([
      "licence: write license",
      "Enrol: write Enroll",
    ]);
  });
});
