import { describe, expect, it } from "vitest";
import { collections, editorCollections, spanishDictionary } from "./collections";
import { dressed, exampleOf } from "./dressed";
import type { DecapField } from "./fields";
import { editorDictionary } from "./spanish";
import { plainTextMessage } from "../content/plain-text";
import { siteSchema } from "../content/sites";
import { editorSpanishRules } from "../tests/build/spanish-rules";
import { editorWords } from "./editor-words";

// The editor as staff read it, in English or Spanish: every word of it in the language chosen,
// messages that say what to write, with the hint's own example, and "(optional)" only where a
// field may really stay empty.

type Field = DecapField & { fields?: Field[]; field?: Field };

const everyField = (fields: Field[]): Field[] =>
  fields.flatMap((field) => [
    field,
    ...everyField(field.fields ?? []),
    ...everyField(field.field ? [field.field] : []),
  ]);

const fieldsOf = (language: "en" | "es", name: string, file?: string): Field[] => {
  const collection = editorCollections[language].find((each) => each.name === name)!;
  if ("fields" in collection) return collection.fields as Field[];
  return collection.files.find((each) => each.name === (file ?? name))!.fields as Field[];
};

const label = (fields: Field[], name: string) => fields.find((each) => each.name === name)!.label;

describe("the editor in Spanish", () => {
  const spanish = dressed(collections, "es", spanishDictionary);

  it("has every label, hint, description, choice and message in Spanish", () => {
    // A new field or a changed English word needs its Spanish in admin/spanish.yaml.
    expect(spanish.missing, "add these to admin/spanish.yaml").toEqual([]);
  });

  it("keeps no Spanish for a word the editor no longer says", () => {
    const kept = [
      ...Object.keys(editorDictionary.words),
      ...Object.keys(editorDictionary.messages),
    ];
    expect(kept.filter((text) => !spanish.used.has(text))).toEqual([]);
  });

  it("speaks as usted and by the Spanish rules of the site, in every word and message", () => {
    const words = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "function"
          ? [String((value as (...args: string[]) => string)("{a}", "{b}"))]
          : value && typeof value === "object"
            ? Object.values(value).flatMap(words)
            : [];
    const spanishTexts = [
      ...Object.values(editorDictionary.words),
      ...Object.values(editorDictionary.messages).map((message) => message.es),
      ...words(editorWords.es),
    ];
    const broken = spanishTexts.flatMap((text) =>
      editorSpanishRules
        .filter(({ pattern }) => pattern.test(text))
        .map(({ rule }) => `"${text}": ${rule}`),
    );
    expect(broken).toEqual([]);
  });

  it("says a closure's fields in Spanish", () => {
    const fields = fieldsOf("es", "closures");
    expect(label(fields, "kind")).toBe("Qué pasa");
    expect(label(fields, "programs")).toBe("Solo estos programas (opcional)");
  });
});

describe("the editor's messages", () => {
  const messages = (language: "en" | "es") =>
    editorCollections[language].flatMap((collection) =>
      everyField(
        ("fields" in collection
          ? collection.fields
          : collection.files.flatMap((file) => file.fields)) as Field[],
      ).flatMap((field) => [
        ...(Array.isArray(field.pattern) ? [field.pattern[1] as string] : []),
        ...(["checks", "entryChecks", "itemChecks"] as const).flatMap((key) =>
          ((field[key] as { message?: string }[] | undefined) ?? []).flatMap((check) =>
            check.message ? [check.message] : [],
          ),
        ),
      ]),
    );

  it.each(["en", "es"] as const)(
    'are sentences that say what to write, never "pattern" (%s)',
    (language) => {
      const unclear = messages(language).filter(
        (message) => !/^[A-Z¿{É]/.test(message) || /pattern|patrón/i.test(message),
      );
      expect(unclear).toEqual([]);
    },
  );

  it("show the example the field's own hint gives", () => {
    const problems = collections.flatMap((collection) => {
      const english = editorCollections.en.find((each) => each.name === collection.name)!;
      const raw = (
        "fields" in collection ? collection.fields : collection.files.flatMap((f) => f.fields)
      ) as Field[];
      const said = (
        "fields" in english ? english.fields : english.files.flatMap((f) => f.fields)
      ) as Field[];
      const pairs = everyField(raw).map(
        (field, index) => [field, everyField(said)[index]!] as const,
      );
      return pairs.flatMap(([field, shown]) => {
        const example = exampleOf(field);
        // A text of no format of its own is only checked for invisible characters.
        const plain = (field.pattern as [string, string] | undefined)?.[1] === plainTextMessage;
        if (!example || plain) return [];
        const message = (shown.pattern as [string, string])[1];
        return message.includes(example) ? [] : [`${field.label}: "${message}" lacks ${example}`];
      });
    });
    expect(problems).toEqual([]);
    // The phone's message, whatever example its hint gives: plain words, with that example.
    const hint = siteSchema.shape.phone.meta()?.hint;
    const phone = fieldsOf("en", "sites").find((each) => each.name === "phone")!;
    expect(phone.hint).toBe(hint);
    const [format, message] = phone.pattern as [string, string];
    const example = /^Write the number like (.+)\.$/.exec(message)?.[1] ?? "";
    expect(new RegExp(format).test(example), message).toBe(true);
    expect(hint).toContain(example);
  });
});

describe("fields that may stay empty", () => {
  it("say so only where it is true: a notice's days are needed once it has a message", () => {
    const notice = fieldsOf("en", "notice");
    expect(label(notice, "message")).toBe("Notice (optional: both languages or neither)");
    expect(label(notice, "start")).toBe("First day it shows");
    expect(label(notice, "end")).toBe("Last day it shows");
    const message = notice.find((each) => each.name === "message")!;
    expect(message.fields!.map((each) => each.label)).toEqual(["English", "Spanish (Español)"]);
  });

  it("a closure's time and sites are needed as its kind and every site say, its programs are optional", () => {
    const closure = fieldsOf("en", "closures");
    expect(label(closure, "time")).toBe("Time it opens or closes");
    expect(label(closure, "sites")).toBe("Only these sites");
    expect(label(closure, "programs")).toBe("Only these programs (optional)");
  });
});
