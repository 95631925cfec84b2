// Google's partial-response `fields` parameter: "a.b.c", "a/b", "a(b,c)", comma-separated.

/** Parses a field mask into a tree ({ sheets: { properties: { title: true } } }); null if malformed. */
export function parseFieldMask(text) {
  const source = text.replace(/\s+/g, "");
  let i = 0;

  function list(tree) {
    do path(tree);
    while (source[i] === "," && ++i);
    return tree;
  }

  function path(tree) {
    const name = /^[A-Za-z_]\w*/.exec(source.slice(i))?.[0];
    if (!name) throw new SyntaxError(`bad field mask at ${i}`);
    i += name.length;
    const separator = source[i];
    if (separator !== "." && separator !== "/" && separator !== "(") {
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

/** Keeps only the masked fields; arrays apply the mask to each element. */
export function applyFieldMask(value, mask) {
  if (mask === true || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => applyFieldMask(item, mask));
  const out = {};
  for (const [key, sub] of Object.entries(mask)) {
    if (key in value) out[key] = applyFieldMask(value[key], sub);
  }
  return out;
}
