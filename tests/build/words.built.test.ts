import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { subsidyAgencies } from "../../content/subsidy";
import { builtPages, problemsOf, shownText } from "./built-site";
import { spanishRules, typographyRules } from "./spanish-rules";
import { britishSpellings } from "./us-english";

// The words of every built page: one style of quotation marks in both languages, and on a
// Spanish page no English words of the screens or the content, and Spanish as the site writes it
// (docs/translations.md).

const root = path.resolve(import.meta.dirname, "../..");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const asWord = (text: string) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, "u");

/** A text's pieces between its {inputs}, long enough to mean something, that Spanish does not share. */
function englishPieces(key: string, en: string, es: string): { key: string; text: string }[] {
  if (en === es) return [];
  return en
    .split(/\{\w+\}/)
    .map((piece) => piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((piece) => piece.length >= 4 && !es.includes(piece))
    .map((piece) => ({ key, text: piece }));
}

/** Every text of a content file in both languages, with where it is: { en, es } pairs. */
function pairs(value: unknown, where: string): { key: string; en: string; es: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => pairs(item, `${where}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  const { en, es } = value as Record<string, unknown>;
  if (typeof en === "string" && typeof es === "string") return [{ key: where, en, es }];
  return Object.entries(value).flatMap(([key, item]) => pairs(item, `${where}.${key}`));
}

/**
 * The English words a Spanish page must not show: those of the message catalogue and of the
 * content files whose Spanish differs, as whole words. A word the Spanish texts use themselves
 * is Spanish as well ("Director", as in "Director(a) del sitio"), and left out.
 */
function englishWords(): { key: string; pattern: RegExp }[] {
  const messages = path.join(root, "messages");
  const fromMessages = readdirSync(messages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: area }) => {
      const read = (locale: string) =>
        JSON.parse(readFileSync(path.join(messages, area, `${locale}.json`), "utf8")) as Record<
          string,
          string
        >;
      const [en, es] = [read("en"), read("es")];
      return Object.entries(en)
        .filter(([key]) => key !== "$schema")
        .map(([key, text]) => ({ key, en: text, es: es[key] ?? "" }));
    });
  const content = process.env.STAR_CONTENT_FOLDER ?? path.join(root, "content");
  const fromContent = readdirSync(content, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .flatMap((file) => pairs(parse(readFileSync(path.join(content, file), "utf8")), file));
  const texts = [...fromMessages, ...fromContent];
  const spanish = texts.map(({ es }) => es).join("\n");
  return texts
    .flatMap(({ key, en, es }) => englishPieces(key, en, es))
    .filter(({ text }) => !asWord(text).test(spanish))
    .map(({ key, text }) => ({ key: `${key}: ${text}`, pattern: asWord(text) }));
}

/**
 * Names that stay in English on purpose: the agencies families will look up by name, and the
 * federal credit, given in English beside its Spanish description so a family can find it on
 * the tax form.
 */
const properNames = [
  ...subsidyAgencies.map((agency) => agency.name),
  "Child and Dependent Care Credit",
];

const broken = (text: string, rules: { rule: string; pattern: RegExp }[]) =>
  rules.flatMap(({ rule, pattern }) => {
    const line = text.split("\n").find((candidate) => pattern.test(candidate));
    return line === undefined ? [] : [`${rule}: "${line.trim()}"`];
  });

const pages = builtPages().map((page) => ({ ...page, shown: shownText(page.document) }));

describe("the words of every page", () => {
  it("use one kind of quotation marks, in both languages", () => {
    expect(problemsOf(pages, (page) => broken(page.shown, typographyRules))).toEqual([]);
  });

  it("on a Spanish page, include no English words of the screens or the content", () => {
    const words = englishWords();
    const spanishPages = pages.filter((page) => page.locale === "es");
    const problems = problemsOf(spanishPages, (page) => {
      const withoutNames = properNames.reduce(
        (text, name) => text.replaceAll(name, " "),
        page.shown,
      );
      return words.filter(({ pattern }) => pattern.test(withoutNames)).map(({ key }) => key);
    });
    expect(problems).toEqual([]);
  });

  it("on a Spanish page, follow the site's Spanish: its glossary, times and articles", () => {
    const spanishPages = pages.filter((page) => page.locale === "es");
    expect(problemsOf(spanishPages, (page) => broken(page.shown, spanishRules))).toEqual([]);
  });

  it("on an English page, write US English", () => {
    const englishPages = pages.filter((page) => page.locale === "en");
    expect(problemsOf(englishPages, (page) => britishSpellings(page.shown))).toEqual([]);
  });

  it("the rules find what they forbid (so the checks can fail)", () => {
    expect(broken("Cuotas de matrícula: 6:30 AM", spanishRules).length).toBe(2);
    // The place status, the filter and the camp lists as they were written before.
    const before = [
      "Cupo: Sin cupo",
      "Revisado el 23 de noviembre",
      "Mostrar los sitios con cupo en",
      "1 sitio tiene cupo en Galaxy.",
      "Vista previa del Campamento de verano 2025",
      "Mostrando 6 de 6 campamentos.",
      "Ordenar por fecha de inicio, ahora: sin ordenar",
      "Campamentos de verano de Eureka USD/Loomis USD",
      "TBD",
    ];
    expect(before.map((line) => broken(line, spanishRules).length)).toEqual(before.map(() => 1));
    expect(broken("1 de agosto de 2025\nHoja de precios 2026 de", spanishRules)).toEqual([]);
    expect(britishSpellings("Facility licence number")).toHaveLength(1);
    expect(
      broken("Cerrado del lunes, 21 de diciembre. Hasta el viernes 1 de enero", spanishRules),
    ).toHaveLength(2);
    expect(
      broken("Hasta el viernes 1 de enero, inclusive. Viernes, 4 de diciembre", spanishRules),
    ).toEqual([]);
    expect(broken("Abre tarde. Para Apple Calendar", spanishRules)).toHaveLength(2);
    expect(broken('Say "hello"', typographyRules).length).toBe(1);
  });
});
