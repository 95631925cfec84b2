/**
 * A template cut at its {placeholders}, each one replaced by its value: the template's own
 * text and the values in turn, to join into a string or render as they are (a value may be a
 * link). A placeholder without a value stays as written, for whoever fills it next.
 *
 * A value that ends with its own period ("4:00 p. m.", "STAR Education, Inc.") ends the
 * sentence with it: the period the template writes right after it is left out, so a sentence
 * never ends with two. `textOf` says what a value reads as.
 */
export function fillParts<Value>(
  template: string,
  values: Readonly<Record<string, Value>>,
  textOf: (value: Value) => string,
): (string | Value)[] {
  let endsWithPeriod = false;
  // Split at "{name}": names sit at the odd places.
  return template.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) {
      const own = endsWithPeriod && part.startsWith(".") ? part.slice(1) : part;
      endsWithPeriod = false;
      return own;
    }
    if (!Object.hasOwn(values, part)) return `{${part}}`;
    const value = values[part]!;
    endsWithPeriod = textOf(value).endsWith(".");
    return value;
  });
}

/**
 * A message a library has already filled (Paraglide's), without the second period after an
 * input that ends with its own: "STAR Education, Inc.. All rights reserved." reads "…Inc. All
 * rights reserved." The same rule as fillParts, for templates this site does not fill itself.
 */
export function withoutDoubledPeriods(text: string, inputs: unknown): string {
  if (inputs === null || typeof inputs !== "object") return text;
  return Object.values(inputs).reduce<string>(
    (written, input) =>
      typeof input === "string" && input.endsWith(".")
        ? written.replaceAll(`${input}.`, input)
        : written,
    text,
  );
}
