import type { DecapField } from "../admin/fields.ts";
import { editorCollections, siteNames } from "../admin/collections.ts";
import type { EditorLanguage } from "../admin/editor-language.ts";
import { listedFormat, NAME_IN_LIST, type ListedFormat } from "../admin/listed-formats.ts";
import type { DatedFact } from "../content/dated.ts";
import { contentText, contentValue } from "../content/read.ts";
import type { StandIn, StandInKind } from "../content/stand-ins.ts";
import { dayInSentence } from "../i18n/day-names.ts";
import { needsAttention, type Readiness } from "./readiness-findings.ts";

export { needsAttention, readiness } from "./readiness-findings.ts";

// The readiness report as the office reads it, in the editor's words and in either of its
// languages: in the editor (admin/readiness-page.ts, "What to update"), from `npm run readiness`
// and in the weekly GitHub issue (English, as Markdown). Everything is named as the editor names
// it, collections, entries, fields, sites, programs and statuses, never by a file or a raw value,
// and each finding says whom to ask. The report is a list of sections, made from the findings by
// the `sections` below in their order: a new kind of finding is one more of them.

type Path = (string | number)[];

/** Where the editor changes something: its collection and entry, its fields, and its address. */
export interface Where {
  /** "Sites and main office → Maidu/Excelsior STAR". */
  entry: string[];
  /** The fields, each by the editor's labels: "Places by program → Galaxy → Last checked". */
  fields: string[];
  /** The entry in the editor: "#/collections/sites/entries/maidu-star". */
  address: string;
}

export interface ReportItem {
  title: string;
  detail?: string;
  /** Where the editor changes it; a finding only a developer can change has none. */
  where?: Where;
}

export interface ReportSection {
  id: string;
  heading: string;
  intro?: string;
  /** Whom to ask for the facts, said once for the section: "Ask the site director, …". */
  ask?: string;
  items: ReportItem[];
}

export interface Report {
  language: EditorLanguage;
  title: string;
  intro: string;
  sections: ReportSection[];
  /** Said when no section has anything. */
  nothing?: string;
}

const words = {
  en: {
    title: (day: string) => `What to update on the website, as of ${day}`,
    intro:
      "What families would otherwise read out of date or made up. Each item says where the editor changes it, and whom to ask for the facts. The editor shows this report under “What to update”; a GitHub issue keeps it every Monday.",
    nothing:
      "Nothing needs attention: no made-up value is left, and no date has passed or passes soon.",
    passed: (n: number) => (n === 1 ? "1 date has passed" : `${n} dates have passed`),
    passedIntro:
      "Families no longer read these as current: the pages say what each is set to say afterwards. When the organization has the new facts, write them in, with a new last day.",
    soon: (n: number) => (n === 1 ? "1 date passes soon" : `${n} dates pass soon`),
    soonIntro: "Each is listed a month before its last day.",
    lastDayWas: (day: string, after: string) => `Its last day was ${day}; now ${after}.`,
    lastDayIs: (day: string, after: string) => `Its last day is ${day}; after it, ${after}.`,
    places: (n: number, days: number) =>
      n === 1
        ? `1 status of places is out of date, or will be within ${days} days`
        : `${n} statuses of places are out of date, or will be within ${days} days`,
    placesIntro: (days: number) =>
      `Families read a status of places as current for ${days} days after the day you checked it; after that, the site's page shows that day and asks them to call. Check each with the site, and write it with the day you checked.`,
    placeLine: (program: string, status: string, checked: string) =>
      `${program}: ${status}, checked ${checked}`,
    staleSince: (day: string) => `out of date since ${day}`,
    staleOn: (day: string) => `out of date from ${day}`,
    standIns: (name: string, n: number) => `${name}: ${n}`,
    ask: (whom: string) => `Ask ${whom}.`,
  },
  es: {
    title: (day: string) => `Qué actualizar en el sitio web, al ${day}`,
    intro:
      "Lo que las familias leerían desactualizado o inventado. Cada punto dice dónde se cambia en el editor y a quién preguntar por los datos. El editor muestra este informe en “Qué actualizar”; un aviso de GitHub lo repite cada lunes.",
    nothing:
      "No hay nada pendiente: no queda ningún dato inventado, y ninguna fecha ha pasado ni pasará pronto.",
    passed: (n: number) => (n === 1 ? "1 fecha ya pasó" : `${n} fechas ya pasaron`),
    passedIntro:
      "Las familias ya no las leen como vigentes: las páginas dicen lo que se indicó para después. Cuando la organización tenga los datos nuevos, escríbalos, con un último día nuevo.",
    soon: (n: number) => (n === 1 ? "1 fecha pasa pronto" : `${n} fechas pasan pronto`),
    soonIntro: "Cada una aparece aquí un mes antes de su último día.",
    lastDayWas: (day: string, after: string) => `Su último día fue el ${day}; ahora ${after}.`,
    lastDayIs: (day: string, after: string) => `Su último día es el ${day}; después, ${after}.`,
    places: (n: number, days: number) =>
      n === 1
        ? `1 estado del cupo está desactualizado, o lo estará en ${days} días`
        : `${n} estados del cupo están desactualizados, o lo estarán en ${days} días`,
    placesIntro: (days: number) =>
      `Las familias leen un estado del cupo como vigente durante ${days} días desde el día en que lo revisó; después, la página del sitio muestra ese día y les pide que llamen. Confirme cada uno con el sitio y escríbalo con el día en que lo revisó.`,
    placeLine: (program: string, status: string, checked: string) =>
      `${program}: ${status}, revisado el ${checked}`,
    staleSince: (day: string) => `desactualizado desde el ${day}`,
    staleOn: (day: string) => `desactualizado a partir del ${day}`,
    standIns: (name: string, n: number) => `${name}: ${n}`,
    ask: (whom: string) => `Pregunte ${whom}.`,
  },
} satisfies Record<EditorLanguage, unknown>;

type Words = (typeof words)["en"];

/** A day as the office reads it: "Saturday, November 28, 2026", "sábado 28 de noviembre de 2026". */
const dayOf = (day: string, language: EditorLanguage) =>
  dayInSentence(day, language, { year: true });

/** A file's data as the editor reads it: YAML, or a Markdown file's fields. */
const dataOf = (file: string) => contentValue(file, contentText(file));

const at = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as never)[key] : undefined),
    data,
  );

/** A value as the editor shows it: a choice by its label, a day in words. */
function shown(value: unknown, field: DecapField | undefined, language: EditorLanguage): string {
  const options = field?.options as { label: string; value: string }[] | undefined;
  const option = options?.find?.((each) => typeof each === "object" && each.value === value);
  if (option) return option.label;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayOf(value, language);
  return String(value ?? "");
}

/** "{{fields.program}}: {{fields.status}}" filled from an entry as the editor's words say it. */
function summaryOf(
  template: unknown,
  entry: unknown,
  fields: DecapField[],
  language: EditorLanguage,
): string {
  if (typeof template !== "string") return "";
  return template
    .replace(/\{\{fields\.([\w.]+)\}\}/g, (_, key: string) => {
      const field = fields.find((each) => each.name === key.split(".")[0]);
      return shown(at(entry, key.split(".")), field, language);
    })
    .trim();
}

type Collection = (typeof editorCollections)["en"][number];

/** The name of an entry of a folder, as the editor's list shows it. */
function entryName(collection: Collection, file: string, language: EditorLanguage): string {
  if (!("folder" in collection)) return "";
  const { format } = collection;
  if (format === "closure-yaml" || format === "places-yaml") {
    const facts = () => ({ language, today: "0000-01-01", siteNames });
    return String(
      listedFormat(format as ListedFormat, facts).fromFile(contentText(file))[NAME_IN_LIST],
    );
  }
  return summaryOf(collection.summary, dataOf(file), collection.fields as DecapField[], language);
}

/** The fields of a file, by the editor's labels: "Districts → Western Placer → Phone". */
function fieldTrail(
  fields: DecapField[],
  path: Path,
  data: unknown,
  language: EditorLanguage,
): string {
  const labels: string[] = [];
  let here: DecapField[] = fields;
  let list: DecapField | undefined;
  path.forEach((key, index) => {
    if (typeof key === "number") {
      const item = at(data, path.slice(0, index + 1));
      const inner = (list?.fields as DecapField[] | undefined) ?? [];
      const named =
        summaryOf(list?.summary, item, inner, language) ||
        (typeof item === "string" ? item : `${index + 1}`);
      // A list of choices shows the choice, as the editor does ("Galaxy"), not its value.
      labels.push(named.split(":")[0]!);
      here = list?.fields ? inner : list?.field ? [list.field as never] : [];
      return;
    }
    const field = here.find((each) => each.name === key);
    if (!field) {
      // A text's language is a field of its own, "English" or "Spanish (Español)".
      here = [];
      return;
    }
    labels.push(String(field.label).replace(/ \((optional|opcional)[^)]*\)$/, ""));
    list = field;
    here = (field.fields as DecapField[] | undefined) ?? [];
  });
  return labels.join(" → ");
}

/** Where the editor changes `paths` of a file, in its language. */
function where(file: string, paths: Path[], language: EditorLanguage): Where | undefined {
  for (const collection of editorCollections[language]) {
    if ("files" in collection) {
      const entry = collection.files.find((each) => each.file === file);
      if (!entry) continue;
      const data = dataOf(file);
      return {
        entry: [collection.label, entry.label],
        fields: paths.map((path) => fieldTrail(entry.fields as DecapField[], path, data, language)),
        address: `#/collections/${collection.name}/entries/${entry.name}`,
      };
    }
    if (!file.startsWith(`${collection.folder}/`)) continue;
    const slug = file
      .slice(collection.folder.length + 1)
      .replace(/\.(ya?ml|md)$/, "")
      .replace(/\.(en|es)$/, "");
    const data = dataOf(file);
    return {
      entry: [collection.label, entryName(collection, file, language) || slug],
      fields: paths.map((path) =>
        fieldTrail(collection.fields as DecapField[], path, data, language),
      ),
      address: `#/collections/${collection.name}/entries/${slug}`,
    };
  }
  return undefined;
}

const pathOf = (field: string): Path =>
  field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));

function datedItem(fact: DatedFact, passed: boolean, language: EditorLanguage): ReportItem {
  const said = words[language];
  const day = dayOf(fact.lastDay, language);
  const after = fact.afterwards[language];
  return {
    title: fact.name[language],
    detail: [
      passed ? said.lastDayWas(day, after) : said.lastDayIs(day, after),
      ...(fact.ask ? [said.ask(fact.ask[language])] : []),
    ].join(" "),
    where: where(fact.file, fact.fields.map(pathOf), language),
  };
}

/** Makes sections of the report from the findings: none when it has nothing to say. */
type Sections = (found: Readiness, language: EditorLanguage, said: Words) => ReportSection[];

const isPlace = (fact: DatedFact) => fact.place !== undefined;

/** The dates, but for the statuses of places, that have passed (or pass soon), one item each. */
function dates(passed: boolean): Sections {
  return (found, language, said) => {
    const facts = (passed ? found.passed : found.soon).filter((fact) => !isPlace(fact));
    if (facts.length === 0) return [];
    return [
      {
        id: passed ? "passed" : "soon",
        heading: passed ? said.passed(facts.length) : said.soon(facts.length),
        intro: passed ? said.passedIntro : said.soonIntro,
        items: facts.map((fact) => datedItem(fact, passed, language)),
      },
    ];
  };
}

/** The statuses of places out of date or soon to be, site by site, as the editor names them. */
const placeStatuses: Sections = (found, language, said) => {
  const facts = [...found.passed, ...found.soon].filter(isPlace);
  if (facts.length === 0) return [];
  const days = facts[0]!.warnDays;
  const staleAfter = Math.round(
    (Date.parse(facts[0]!.lastDay) - Date.parse(facts[0]!.place!.checked)) / 86_400_000,
  );
  const files = [...new Set(facts.map((fact) => fact.file))];
  const places = editorCollections[language].find((each) => each.name === "places")!;
  const programs = ("fields" in places ? (places.fields as DecapField[]) : []).find(
    (each) => each.name === "programs",
  )!;
  const inner = programs.fields as DecapField[];
  const field = (name: string) => inner.find((each) => each.name === name);
  return [
    {
      id: "places",
      heading: said.places(facts.length, days),
      intro: said.placesIntro(staleAfter),
      ...(facts[0]!.ask && { ask: said.ask(facts[0]!.ask[language]) }),
      items: files.map((file) => {
        const own = facts.filter((fact) => fact.file === file);
        const place = where(
          file,
          own.map((fact) => pathOf(fact.fields[0]!)),
          language,
        )!;
        return {
          title: place.entry.at(-1)!,
          detail: own
            .map((fact) => {
              const { program, status, checked } = fact.place!;
              const line = said.placeLine(
                shown(program, field("program"), language),
                shown(status, field("status"), language),
                dayOf(checked, language),
              );
              const stale =
                fact.lastDay < found.today
                  ? said.staleSince(dayOf(fact.lastDay, language))
                  : said.staleOn(dayOf(fact.lastDay, language));
              return `${line}: ${stale}.`;
            })
            .join(" "),
          where: { ...place, fields: [`${programs.label} → ${field("checked")!.label}`] },
        };
      }),
    },
  ];
};

/** The made-up values, kind by kind: what they are, whom to ask, and where each is changed. */
const standInsByKind: Sections = (found, language, said) => {
  const kinds = new Map<string, { kind: StandInKind; standIns: StandIn[] }>();
  for (const standIn of found.standIns) {
    const group = kinds.get(standIn.kind.id) ?? { kind: standIn.kind, standIns: [] };
    group.standIns.push(standIn);
    kinds.set(standIn.kind.id, group);
  }
  return [...kinds.values()].map(({ kind, standIns }) => ({
    id: `stand-ins-${kind.id}`,
    heading: said.standIns(kind.name[language], standIns.length),
    intro: kind.why[language],
    ask: said.ask(kind.ask[language]),
    items: standIns.map((standIn) => {
      const place = standIn.file.startsWith("content/")
        ? where(standIn.file, [standIn.path], language)
        : undefined;
      return place
        ? { title: `${place.entry.join(" → ")}: ${place.fields[0]}`, where: place }
        : { title: standIn.field };
    }),
  }));
};

/** The sections, in the order the report gives them. */
const sections: Sections[] = [dates(true), dates(false), placeStatuses, standInsByKind];

/** The report on what `found` holds, in the office's words, in `language`. */
export function readinessReport(found: Readiness, language: EditorLanguage = "en"): Report {
  const said = words[language];
  const report: Report = {
    language,
    title: said.title(dayOf(found.today, language)),
    intro: said.intro,
    sections: sections.flatMap((section) => section(found, language, said)),
  };
  return needsAttention(found) ? report : { ...report, sections: [], nothing: said.nothing };
}

/** The report in Markdown, which reads as plain text too: the CLI's and the weekly issue's. */
export function readinessMarkdown(report: Report): string {
  const lines = [`# ${report.title}`, "", report.intro, ""];
  if (report.nothing) lines.push(report.nothing);
  for (const section of report.sections) {
    lines.push(`## ${section.heading}`, "");
    if (section.intro) lines.push(section.intro, "");
    if (section.ask) lines.push(section.ask, "");
    for (const item of section.items) {
      const place =
        item.where && !item.title.startsWith(item.where.entry.join(" → "))
          ? ` (${item.where.entry.join(" → ")}: ${item.where.fields.join(", ")})`
          : "";
      lines.push(`- **${item.title}**${place}${item.detail ? `: ${item.detail}` : ""}`);
    }
    lines.push("");
  }
  return lines.join("\n").trimEnd() + "\n";
}
