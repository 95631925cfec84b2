// Google's partial-response `fields` parameter: "a/b", "a.b" (Sheets), "a(b,c)", "*" for every
// field at its level, comma-separated. A schema says which fields a response can hold: `true`
// for a value or a list of values, an object for a message (or a list of them), ANY for a message
// or map the emulator does not list field by field.

export const ANY = Symbol("any field");

/**
 * Parses a field mask into a tree ({ sheets: { properties: { title: true } } }); null if
 * malformed. `dots: false` leaves "." to names, as Calendar's syntax has only "/"; with
 * `keepSpaces` a space belongs to the name it touches, as Sheets reads it.
 */
export function parseFieldMask(text, { dots = true, keepSpaces = false } = {}) {
  const source = keepSpaces ? text : text.replace(/\s+/g, "");
  const nameAt = dots ? /^[^,()/.]+/ : /^[^,()/]+/;
  const nests = (char) => char === "/" || char === "(" || (dots && char === ".");
  let i = 0;

  function list(tree) {
    do path(tree);
    while (source[i] === "," && ++i);
    return tree;
  }

  function path(tree) {
    const name = nameAt.exec(source.slice(i))?.[0];
    if (!name) throw new SyntaxError(`bad field mask at ${i}`);
    i += name.length;
    const separator = source[i];
    if (!nests(separator)) {
      tree[name] = true;
      return;
    }
    i++;
    const child = tree[name] === true ? {} : (tree[name] ??= {});
    if (separator === "(") {
      list(child);
      if (source[i++] !== ")") throw new SyntaxError(`unclosed ( in field mask`);
    } else {
      path(child);
    }
  }

  try {
    const tree = list({});
    return i === source.length ? tree : null;
  } catch {
    return null;
  }
}

/** The names leading to the first field the mask asks for that the schema lacks, or null. */
export function unknownField(mask, schema, path = []) {
  if (schema === ANY) return null;
  for (const [name, sub] of Object.entries(mask)) {
    const here = [...path, name];
    if (name === "*") {
      if (sub !== true) return here;
      continue;
    }
    if (!Object.hasOwn(schema, name)) return here;
    if (sub === true) continue;
    if (schema[name] === true) return [...here, Object.keys(sub)[0]];
    const deeper = unknownField(sub, schema[name], here);
    if (deeper) return deeper;
  }
  return null;
}

/** A `fields` value read against a schema: { mask }, { unknown: names } or { malformed: true }. */
export function readFieldMask(text, schema, syntax) {
  const mask = parseFieldMask(text, syntax);
  if (!mask) return { malformed: true };
  const unknown = unknownField(mask, schema);
  return unknown ? { unknown } : { mask };
}

/** Keeps only the masked fields, in the resource's order; arrays apply the mask to each element. */
export function applyFieldMask(value, mask) {
  if (mask === true || mask["*"] === true) return value;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => applyFieldMask(item, mask));
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (Object.hasOwn(mask, key)) out[key] = applyFieldMask(item, mask[key]);
  }
  return out;
}
