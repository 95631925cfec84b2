import { z } from "zod";
import type { Text } from "./localize";
import { stringsOf } from "./plain-text";
import { contentSchemas, contentText, contentValue, fieldName, folderFiles } from "./read";

// Facts the organization has not supplied yet are written as clearly made-up values
// (docs/staff-guide.md): phones in the range reserved for examples, "pending" license numbers,
// addresses on example.org. They are found by what they look like, in every file the site
// reads, so a stand-in added anywhere is found too, and a real value put in its place ends it.
// What no pattern can tell from a real value (a price, a rule of the family handbook) is marked
// instead, by a switch beside it that stays on until the office puts in its own.

/** The name of the switch that marks the values beside it as made up. */
const SWITCH = "standIn";

/**
 * The switch that marks the values beside it (a table of prices, a help topic) as made up for
 * the demo: on until the office puts in the organization's own values and turns it off.
 */
export const standInSwitch = z.boolean().meta({
  label: "Made-up values, not the organization's yet",
  hint: "On while the values here are examples written for the demo. Put in the organization's own, turn this off and publish: the readiness report stops listing them, and the live site may show them.",
});

/**
 * A kind of stand-in, in the office's words: what its values are, and whom to ask for the real
 * ones. The readiness report lists the stand-ins kind by kind (scripts/readiness-report.ts).
 */
export interface StandInKind {
  id: string;
  /** What the values of this kind are: "Made-up phone and fax numbers". */
  name: Text;
  /** Why they cannot stay, in a sentence. */
  why: Text;
  /** Whom the office asks for the real values. */
  ask: Text;
}

/** A kind of stand-in: how it is recognised in a field, and what it is, in the office's words. */
interface Rule {
  kind: StandInKind;
  matches: (value: string, key: string) => boolean;
  says: (value: string) => string;
}

const madeUpAddress = /\bexample\.(org|com|net)\b/i;

const rules: Rule[] = [
  {
    kind: {
      id: "phone",
      name: { en: "Made-up phone and fax numbers", es: "Teléfonos y faxes inventados" },
      why: {
        en: "Numbers from 555-0100 to 555-0199 are kept for examples: nobody answers them.",
        es: "Los números del 555-0100 al 555-0199 son solo para ejemplos: nadie contesta en ellos.",
      },
      ask: {
        en: "each site's director for the site's own line, the office manager for the main office's phone and fax, and an agency's website for its public number",
        es: "al director o la directora de cada sitio por la línea del sitio, a la gerencia de la oficina por el teléfono y el fax de la oficina principal, y consulte el sitio web de cada agencia para su número público",
      },
    },
    matches: (value) => /\b555-01\d\d\b/.test(value),
    says: (value) =>
      `${stated(value)}: a made-up phone number (555-0100 to 555-0199 are kept for examples)`,
  },
  {
    kind: {
      id: "license",
      name: { en: "License numbers not filled in", es: "Números de licencia sin llenar" },
      why: {
        en: "Each site's page shows its state license number; until then it says “pending”.",
        es: "La página de cada sitio muestra su número de licencia del estado; mientras tanto dice “pending”.",
      },
      ask: {
        en: "California's Community Care Licensing Division, whose Care Facility Search (ccld.dss.ca.gov/carefacilitysearch) shows each licensed site's number, or the site director, who keeps the license posted at the site",
        es: "a la División de Licencias de Cuidado Comunitario de California (Community Care Licensing), cuyo buscador Care Facility Search (ccld.dss.ca.gov/carefacilitysearch) muestra el número de cada sitio con licencia, o al director o la directora del sitio, que tiene la licencia a la vista en el sitio",
      },
    },
    matches: (value) => /^pending$/i.test(value.trim()),
    says: () => `"pending": the license number is not filled in yet`,
  },
  {
    kind: {
      id: "email",
      name: { en: "Made-up e-mail addresses", es: "Correos electrónicos inventados" },
      why: {
        en: "Addresses on example.org are kept for examples: nobody receives what families send.",
        es: "Las direcciones de example.org son solo para ejemplos: nadie recibe lo que envían las familias.",
      },
      ask: {
        en: "whoever runs the organization's e-mail, who knows which mailbox each should reach",
        es: "a quien administra el correo de la organización, que sabe a qué buzón debe llegar cada uno",
      },
    },
    matches: (value) => madeUpAddress.test(value) && value.includes("@"),
    says: (value) =>
      `${stated(value)}: a made-up e-mail address (example.org is kept for examples)`,
  },
  {
    kind: {
      id: "website",
      name: { en: "Made-up web addresses", es: "Direcciones web inventadas" },
      why: {
        en: "Addresses on example.org are kept for examples: the links lead nowhere.",
        es: "Las direcciones de example.org son solo para ejemplos: los enlaces no llevan a ninguna parte.",
      },
      ask: {
        en: "whoever manages the organization's accounts with its registration, payment, help-desk and social media services, who knows each real address",
        es: "a quien maneja las cuentas de la organización en sus servicios de inscripción, pagos, mesa de ayuda y redes sociales, que conoce cada dirección real",
      },
    },
    matches: (value) => madeUpAddress.test(value),
    says: (value) => `${stated(value)}: a made-up address (example.org is kept for examples)`,
  },
  {
    kind: {
      id: "street",
      name: { en: "Made-up street addresses", es: "Direcciones postales inventadas" },
      why: {
        en: "Families would look for a place that does not exist.",
        es: "Las familias buscarían un lugar que no existe.",
      },
      ask: {
        en: "the office manager, for the main office's street address and suite",
        es: "a la gerencia de la oficina, por la dirección y el número de oficina de la oficina principal",
      },
    },
    matches: (value, key) => key === "address" && /\bexample\b/i.test(value),
    says: (value) => `${stated(value)}: a made-up street address`,
  },
];

/** The kind of the values marked by a switch left on (a table of prices, a handbook's rules). */
const switchedOn: StandInKind = {
  id: "switch",
  name: {
    en: "Prices and rules written for the demo",
    es: "Precios y normas escritos para la demostración",
  },
  why: {
    en: "They look real, but they are examples: families would plan and pay by them.",
    es: "Parecen reales, pero son ejemplos: las familias planearían y pagarían según ellos.",
  },
  ask: {
    en: "the executive director for the prices, and each program's director for the family handbook's rules",
    es: "a la dirección ejecutiva por los precios, y a la dirección de cada programa por las normas del manual para familias",
  },
};

/** A value as the report quotes it: whole when short, its stand-in part when it is a sentence. */
function stated(value: string): string {
  if (value.length <= 60) return `"${value}"`;
  const part = /\S*(555-01\d\d|example\.(org|com|net))\S*/i.exec(value)?.[0];
  return part ? `"…${part}…"` : `"${value.slice(0, 57)}…"`;
}

export interface StandIn {
  /** The file, as staff know it: "content/sites/maidu-star.yaml". */
  file: string;
  /** Where in the file, key by key ("phone", ["districts", 1, "phone"]). */
  path: (string | number)[];
  /** The field as the build names it ("phone", "districts.wpusd.phone"). */
  field: string;
  /** What is made up about it, in the office's words. */
  what: string;
  /** Its kind, for the report. */
  kind: StandInKind;
}

/** The path of every stand-in switch left on in a content value. */
function* switchesOn(
  value: unknown,
  path: (string | number)[] = [],
): Generator<(string | number)[]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* switchesOn(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === SWITCH && item === true) yield [...path, key];
      else yield* switchesOn(item, [...path, key]);
    }
  }
}

/**
 * A help topic's Spanish file holds the same switch as its English one (both languages share
 * it), which names the topic once.
 */
const isTranslation = (file: string) => /\.es\.md$/.test(file);

/** Every stand-in among the values of one file's content, by field. */
export function standInsIn(file: string, value: unknown): StandIn[] {
  const lookalikes = [...stringsOf(value)].flatMap(({ text, path }) => {
    const key = String(path.findLast((part) => typeof part === "string") ?? "");
    const rule = rules.find((each) => each.matches(text, key));
    return rule
      ? [{ file, path, field: fieldName(value, path), what: rule.says(text), kind: rule.kind }]
      : [];
  });
  const marked = isTranslation(file)
    ? []
    : [...switchesOn(value)].map((path) => ({
        file,
        path,
        field: fieldName(value, path),
        what: "still on: put in the organization's own values (or check them), then turn it off",
        kind: switchedOn,
      }));
  return [...lookalikes, ...marked];
}

/** The text of every file the site reads (those read so far: content/all.ts reads them all). */
export function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    [...contentSchemas().keys()].flatMap((known) =>
      /\.(ya?ml|md)$/.test(known)
        ? [[known, contentText(known)] as const]
        : Object.entries(folderFiles(known)),
    ),
  );
}

/** Every stand-in in the given files (by path, their text), file by file. */
export function findStandIns(files: Record<string, string>): StandIn[] {
  return Object.keys(files)
    .sort()
    .flatMap((file) => standInsIn(file, contentValue(file, files[file]!)));
}
