import { failedChecks, pairProblems, type Check, type PairCheck } from "../content/checks";

// What the editor says of a field whose value fails one of the checks its field carries
// (admin/fields.ts writes them from the schemas): the build's words, led by the label of the
// field they name. Plain data in, words out: the widgets (admin/checks.ts) and the test that the
// editor refuses what the build refuses (admin/refusals.test.ts) both use it.

export type FieldSettings = {
  label?: string;
  fields?: { name: string; label: string }[];
  checks?: (PairCheck | Check)[];
  itemChecks?: Check[];
  entryChecks?: Check[];
};
/** "Closes" for "closes" inside the field; the path itself where no label says more. */
function labelOf(field: FieldSettings, path: string): string {
  return field.fields?.find((each) => each.name === path.split(".")[0])?.label ?? path;
}

/** What is wrong with a field's value, in the build's words; empty when nothing is. */
export function problems(field: FieldSettings, value: unknown, entryData: unknown): string[] {
  const found: string[] = [];
  for (const check of field.checks ?? []) {
    if ("field" in check) {
      for (const failure of failedChecks(value, [check])) {
        found.push(`${labelOf(field, failure.field)}: ${failure.message}`);
      }
    } else {
      for (const failure of pairProblems(value, check)) {
        const language = failure.language && labelOf(field, failure.language);
        found.push(language ? `${language}: ${failure.message}` : failure.message);
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
    for (const failure of failedChecks(entryData, field.entryChecks)) found.push(failure.message);
  }
  return found;
}
