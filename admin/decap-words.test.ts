import { describe, expect, it } from "vitest";
import { decapEnglish as shippedEnglish, leaves } from "../tests/decap-english";
import { editorSpanishRules } from "../tests/build/spanish-rules";
import { decapWords, withPhrases } from "./decap-words";

// Every phrase Decap can show, in Spanish as the office reads it: none left in English, none in
// tú or in Spain's Spanish, and each held to the site's Spanish rules.

const decapEnglish = await shippedEnglish();
const english = new Map(leaves(decapEnglish));
const spanish = new Map(leaves(withPhrases(decapEnglish, decapWords.es)));

/** Phrases that read the same in both languages: a name, a number or what Decap fills in. */
const same = /^(%\{\w+\}|Markdown|Error)$/;

describe("Decap's phrases in Spanish", () => {
  it("have every phrase Decap has in English, and none of them left in English", () => {
    const untranslated = [...english].filter(
      ([key, text]) => !same.test(text) && spanish.get(key) === text,
    );
    expect(untranslated).toEqual([]);
    expect(leaves(decapWords.es).map(([key]) => key)).toEqual(
      expect.arrayContaining([...english.keys()]),
    );
  });

  it("speak as usted, in the Spanish of California, and by the site's rules", () => {
    const problems = leaves(decapWords.es).flatMap(([key, text]) =>
      editorSpanishRules
        .filter(({ pattern }) => pattern.test(text))
        .map(({ rule }) => `${key}: "${text}": ${rule}`),
    );
    expect(problems).toEqual([]);
  });

  it("fill in what Decap fills in, as its English does", () => {
    const filled = (text: string) =>
      [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
    const differing = [...english].filter(
      ([key, text]) => filled(text).join() !== filled(spanish.get(key)!).join(),
    );
    // Decap's English names the field in its messages, which the editor shows beside the field,
    // and a field by its widget or its name in the file, which say nothing to staff.
    const leftOut = /editorControlPane\.widget|field\.widgetLabel|datetime\.setToNow/;
    expect(differing.map(([key]) => key).filter((key) => !leftOut.test(key))).toEqual([]);
  });
});

describe("Decap's phrases in English", () => {
  it("say that leaving a page loses what is not saved", () => {
    const phrases = withPhrases(decapEnglish, decapWords.en);
    const leave = new Map(leaves(phrases)).get("editor.editor.onLeavePage");
    expect(leave).toMatch(/not saved will be lost/);
  });
});
