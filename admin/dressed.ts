import type { EditorLanguage } from "./editor-language";

// The collections as the editor shows them to staff, in English or in Spanish: every label,
// hint, description and choice in the editor's language (admin/spanish.yaml), every message of
// the build's checks as a plain sentence in that language, and "(optional)" only where a field
// may really be left empty: not on a field another one needs ("First day it shows" of a notice),
// nor on the English and Spanish boxes of a text, which are filled both or neither. Plain data in
// and out, in Node when the editor is built (admin/collections.ts), so a test can say what has no
// Spanish yet.

/** The editor's Spanish, and its messages in both languages (admin/spanish.yaml). */
export interface EditorDictionary {
  /** Each English word of the editor (a label, hint, description or choice) and its Spanish. */
  words: Record<string, string>;
  /**
   * Each message of the build's checks ("phone must look like …"), as the editor says it; where
   * it shows an {example}, the field's own hint gives it when it has one the format accepts.
   */
  messages: Record<string, Record<EditorLanguage, string> & { example?: string }>;
}

const optionalWords: Record<EditorLanguage, { field: string; pair: string }> = {
  en: { field: "optional", pair: "optional: both languages or neither" },
  es: { field: "opcional", pair: "opcional: los dos idiomas o ninguno" },
};

/** A label as a message names its field: "Fax", not "Fax (optional)". */
export function withoutOptional(label: string): string {
  const suffix = Object.values(optionalWords)
    .flatMap(({ field, pair }) => [` (${field})`, ` (${pair})`])
    .find((each) => label.endsWith(each));
  return suffix ? label.slice(0, -suffix.length) : label;
}

type Node = Record<string, unknown>;
type Check = { kind: string; field?: string; message?: string };

/** The kinds of check that make a field needed when another is filled in (content/checks.ts). */
const needing = new Set(["needs", "needsUnless", "oneOf"]);

/**
 * The example the field's hint gives ("Like (916) 555-0150. Leave empty…" gives
 * "(916) 555-0150"), where its format accepts it: the message then shows the same example.
 */
export function exampleOf(field: Node): string | undefined {
  if (typeof field.hint !== "string" || !Array.isArray(field.pattern)) return undefined;
  const example = /\blike:? (.+?)(?:\.?$|[.;,] )/i.exec(field.hint)?.[1];
  return example && new RegExp(String(field.pattern[0])).test(example) ? example : undefined;
}

/** A name as it reads after a verb: "cierre" in Spanish; English keeps its capital. */
const inSentence = (name: unknown, language: EditorLanguage) =>
  language === "es" && typeof name === "string"
    ? name.charAt(0).toLocaleLowerCase("es") + name.slice(1)
    : name;

const isPair = (field: Node) =>
  Array.isArray(field.fields) &&
  (field.fields as Node[]).map((each) => each.name).join() === "en,es";

export function dressed<T>(
  collections: readonly T[],
  language: EditorLanguage,
  dictionary: EditorDictionary,
): { collections: T[]; missing: string[]; used: Set<string> } {
  const missing = new Set<string>();
  const used = new Set<string>();

  const word = (text: unknown) => {
    if (typeof text !== "string" || language === "en") return text;
    used.add(text);
    const spanish = dictionary.words[text];
    if (spanish === undefined) missing.add(text);
    return spanish ?? text;
  };

  const message = (text: unknown, example?: string) => {
    if (typeof text !== "string") return text;
    used.add(text);
    const entry = dictionary.messages[text];
    const said = entry?.[language];
    if (said === undefined) missing.add(text);
    return (said ?? text).replace("{example}", example ?? entry?.example ?? "");
  };

  const checks = (list: unknown) =>
    Array.isArray(list)
      ? (list as Check[]).map((check) =>
          check.message === undefined ? check : { ...check, message: message(check.message) },
        )
      : list;

  /** A field dressed; `needed` holds the names the checks around it make needed. */
  function field(node: Node, needed: ReadonlySet<string>, inPair: boolean): Node {
    if (node.widget === "hidden") return node;
    const own = [...((node.entryChecks as Check[]) ?? []), ...((node.checks as Check[]) ?? [])];
    const neededHere = own.some(
      (check) => needing.has(check.kind) && check.field?.split(".")[0] === node.name,
    );
    const optional =
      node.required === false && !inPair && !neededHere && !needed.has(String(node.name));
    const suffix = optional ? ` (${optionalWords[language][isPair(node) ? "pair" : "field"]})` : "";
    // Checks of a group name its own fields.
    const inner = new Set(
      ((node.checks as Check[]) ?? [])
        .filter((check) => needing.has(check.kind) && check.field)
        .map((check) => check.field!),
    );
    const pair = isPair(node);
    return {
      ...node,
      label: `${word(node.label)}${suffix}`,
      ...(node.hint !== undefined && { hint: word(node.hint) }),
      ...(Array.isArray(node.options) && {
        options: (node.options as unknown[]).map((option) =>
          typeof option === "object" && option !== null
            ? { ...option, label: word((option as Node).label) }
            : option,
        ),
      }),
      ...(Array.isArray(node.pattern) && {
        pattern: [node.pattern[0], message(node.pattern[1], exampleOf(node))],
      }),
      ...(node.checks !== undefined && { checks: checks(node.checks) }),
      ...(node.entryChecks !== undefined && { entryChecks: checks(node.entryChecks) }),
      ...(node.itemChecks !== undefined && { itemChecks: checks(node.itemChecks) }),
      ...(Array.isArray(node.fields) && {
        fields: (node.fields as Node[]).map((each) => field(each, inner, pair)),
      }),
      ...(node.field !== undefined && { field: field(node.field as Node, inner, false) }),
    };
  }

  const fields = (list: unknown) => (list as Node[]).map((each) => field(each, new Set(), false));

  const result = collections.map((collection) => {
    const node = collection as Node;
    return {
      ...node,
      label: word(node.label),
      // "Agregar cierre": Spanish names an entry in lower case after the button's verb.
      ...(node.label_singular !== undefined && {
        label_singular: inSentence(word(node.label_singular), language),
      }),
      description: word(node.description),
      ...(Array.isArray(node.files) && {
        files: (node.files as Node[]).map((file) => ({
          ...file,
          label: word(file.label),
          fields: fields(file.fields),
        })),
      }),
      ...(Array.isArray(node.fields) && { fields: fields(node.fields) }),
    } as T;
  });
  return { collections: result, missing: [...missing], used };
}
