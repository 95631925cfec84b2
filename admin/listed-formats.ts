import { Document, isScalar, parse, visit } from "yaml";
import type { Day } from "../app/features/closures/days";
import { dayInSentence } from "../i18n/day-names";
import { asHeading } from "../i18n/heading";
import type { EditorLanguage } from "./editor-language";
import { isDay } from "./lenient";

// How an entry is named in its collection's list. Decap names a folder's entry with a template
// of its fields, which cannot look anything up nor choose: a closure was "2026-12-04 to
// 2026-12-04: Staff training", the places at a site its page address ("lc-star"). So these two
// collections read their YAML files through formats of their own, which give each entry one
// more field, its name in the list (in the editor's language), and leave it out of the file
// they write.

export type ListedFormat = "closure-yaml" | "places-yaml";

/** The field the lists' `summary` shows; never in a file. */
export const NAME_IN_LIST = "nameInList";

type Data = Record<string, unknown>;

/** What the lists need to know to name an entry. */
export interface ListFacts {
  language: EditorLanguage;
  today: Day;
  /** Each location's name by slug, in each language. */
  siteNames: Record<string, Record<EditorLanguage, string>>;
}

const words = {
  en: { range: (first: string, last: string) => `${first} to ${last}`, over: "(over)" },
  es: { range: (first: string, last: string) => `del ${first} al ${last}`, over: "(ya pasó)" },
};

/**
 * "Friday, December 4, 2026: Staff training", "Viernes 4 de diciembre de 2026: Capacitación del
 * personal", and "(over)" once its last day has passed.
 */
function closureName(data: Data, { language, today }: ListFacts): string {
  const { first, last } = data;
  const reason = (data.reason as Record<string, unknown> | undefined)?.[language];
  if (!isDay(first)) return String(reason ?? "");
  const end = isDay(last) ? last : first;
  const day = (each: Day) => dayInSentence(each, language, { year: true });
  const days = end === first ? day(first) : words[language].range(day(first), day(end));
  const over = end < today ? ` ${words[language].over}` : "";
  return `${asHeading(days, language)}: ${reason ?? ""}${over}`;
}

/** The site's name: "Maidu/Excelsior STAR", where the file names it by its page address. */
function placesName(data: Data, { language, siteNames }: ListFacts): string {
  const site = String(data.site ?? "");
  return siteNames[site]?.[language] ?? site;
}

const namers: Record<ListedFormat, (data: Data, facts: ListFacts) => string> = {
  "closure-yaml": closureName,
  "places-yaml": placesName,
};

/**
 * The file's fields in the order of `order` (the form's), then any others as they came: what
 * Decap's own YAML format writes.
 */
function inOrder(data: Data, order: readonly string[]): Data {
  const known = order.filter((key) => key in data);
  const rest = Object.keys(data).filter((key) => !order.includes(key));
  return Object.fromEntries([...known, ...rest].map((key) => [key, data[key]]));
}

/** Decap's custom format for a listed collection: its YAML, with the entry's name in the list. */
export function listedFormat(format: ListedFormat, facts: () => ListFacts) {
  return {
    fromFile(content: string): Data {
      const data = (parse(content) ?? {}) as Data;
      return { ...data, [NAME_IN_LIST]: namers[format](data, facts()) };
    },
    toFile(data: Data, order: string[] = []): string {
      const file = { ...data };
      delete file[NAME_IN_LIST];
      const document = new Document(inOrder(file, order));
      // A time stays quoted, as the content writes it ("15:00"): YAML 1.1 readers take 15:00
      // for a number of minutes.
      visit(document, {
        Scalar(_key, node) {
          if (isScalar(node) && typeof node.value === "string" && /^\d\d:\d\d$/.test(node.value)) {
            node.type = "QUOTE_DOUBLE";
          }
        },
      });
      return document.toString();
    },
  };
}
