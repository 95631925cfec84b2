import {
  failedChecks,
  pairProblems,
  type Check,
  type CheckContext,
  type PairCheck,
  type PairFailure,
} from "../content/checks";
import { withoutOptional } from "./dressed";
import { editorWords, type EditorWords } from "./editor-words";

// What the editor says of a field whose value fails one of the checks its field carries
// (admin/fields.ts writes them from the schemas): each check's message as the editor's
// collections carry it (admin/dressed.ts), led by the label of the field it names, and the
// editor's own words for a text in both languages. Plain data in, words out: the widgets
// (admin/checked-controls.ts) and the test that the editor refuses what the build refuses
// (admin/refusals.test.ts) both use it.

export type FieldSettings = {
  label?: string;
  fields?: { name: string; label: string }[];
  checks?: (PairCheck | Check)[];
  itemChecks?: Check[];
  entryChecks?: Check[];
};
/**
 * "Closes" for "closes" inside the field, without "(optional)" (admin/dressed.ts); the path
 * itself where no label says more.
 */
function labelOf(field: FieldSettings, path: string): string {
  const label = field.fields?.find((each) => each.name === path.split(".")[0])?.label;
  return label === undefined ? path : withoutOptional(label);
}

/**
 * A text's problem as the editor says it: the checks with a message carry the editor's (in its
 * language), the others are said in the editor's own words.
 */
function pairMessage(check: PairCheck, { language, message }: PairFailure, words: EditorWords) {
  if (check.kind === "bothLanguages") {
    return language === "en" ? words.englishEmpty : words.spanishEmpty;
  }
  if (check.kind === "placeholders") {
    const unknown = /^\{(\w+)\} is not/.exec(message);
    const allowed = check.allowed.map((name) => `{${name}}`).join(", ");
    return unknown ? words.unknownFact(unknown[1]!, allowed) : words.sameFacts;
  }
  return message;
}

/** What is wrong with a field's value, in the editor's words; empty when nothing is. */
export function problems(
  field: FieldSettings,
  value: unknown,
  entryData: unknown,
  words: EditorWords = editorWords.en,
  /** What an entry's checks read besides it: the closures posted, the entry's own file. */
  context: CheckContext = {},
): string[] {
  const found: string[] = [];
  for (const check of field.checks ?? []) {
    if ("field" in check) {
      for (const failure of failedChecks(value, [check])) {
        found.push(`${labelOf(field, failure.field)}: ${failure.message}`);
      }
    } else {
      for (const failure of pairProblems(value, check)) {
        const said = pairMessage(check, failure, words);
        const language = check.kind !== "bothLanguages" && failure.language;
        found.push(language ? `${labelOf(field, language)}: ${said}` : said);
      }
    }
  }
  if (field.itemChecks && Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const failure of failedChecks(item, field.itemChecks!)) {
        found.push(`item ${index + 1}, ${labelOf(field, failure.field)}: ${failure.message}`);
      }
    });
  }
  if (field.entryChecks) {
    for (const failure of failedChecks(entryData, field.entryChecks, context)) {
      found.push(failure.message);
    }
  }
  return found;
}
