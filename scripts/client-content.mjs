// Content is validated with zod when the site is prerendered and in the unit tests. The browser
// bundle uses it as written: in content modules, `parseContent(name, schema, value)` becomes
// `value`, their `zod` import resolves to a stand-in, and building the schemas is marked pure,
// so the schemas drop out and no validator code reaches any page (zod alone is ~24 KB gzip).
// parseContent (content/schema.ts) rejects schemas that would change a value, so the browser
// and the prerendered HTML always see the same data.
import path from "node:path";

const STAND_IN = "\0star:zod-stand-in";

const standInSource = `
const schema = /* @__PURE__ */ new Proxy(function () {}, { get: () => schema, apply: () => schema });
export const z = schema;
`;

export function isContentModule(file, root = process.cwd()) {
  const relative = path.relative(path.join(root, "content"), file.split("?")[0]);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

const FUNCTIONS = new Set(["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration"]);

function children(node) {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value : value && typeof value === "object" ? [value] : [],
  );
}

/**
 * Prepares a content module for the browser: each `parseContent(name, schema, value)` becomes
 * `(value)`, and every call made while building a module-level constant (schemas, `phone.nullable()`)
 * is marked pure, so what is left unused (all of zod's) drops out of the bundle. Calls inside
 * functions are left alone.
 */
export function inlineContentValues(code, program) {
  const edits = [];
  (function visit(node, inConstant) {
    if (!node || typeof node.type !== "string" || FUNCTIONS.has(node.type)) return;
    if (node.type === "CallExpression") {
      const { callee, arguments: args } = node;
      if (callee.type === "Identifier" && callee.name === "parseContent" && args.length === 3) {
        const value = code.slice(args[2].start, args[2].end);
        edits.push({ start: node.start, end: node.end, text: `(${value})` });
        return;
      }
      if (inConstant) edits.push({ start: node.start, end: node.start, text: "/* @__PURE__ */ " });
    }
    for (const child of children(node))
      visit(child, inConstant || node.type === "VariableDeclarator");
  })(program, false);
  let result = code;
  // From the end backwards, so earlier offsets stay valid; a chain like `z.a().b()` starts
  // several calls at one offset and needs one annotation.
  let last = Infinity;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    if (edit.start === last && edit.start === edit.end) continue;
    result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
    last = edit.start;
  }
  return result;
}

/** Vite plugins: applied to the browser (client) build only. */
export function clientContentWithoutValidator() {
  const client = (environment) => environment.name === "client";
  return [
    {
      name: "star:client-content-zod-stand-in",
      enforce: "pre",
      applyToEnvironment: client,
      resolveId(id, importer) {
        if (id === "zod" && importer && isContentModule(importer)) return STAND_IN;
        return undefined;
      },
      load(id) {
        return id === STAND_IN ? { code: standInSource, moduleSideEffects: false } : undefined;
      },
    },
    {
      name: "star:client-content-values",
      applyToEnvironment: client,
      transform(code, id) {
        if (!isContentModule(id) || !code.includes("parseContent(")) return undefined;
        return { code: inlineContentValues(code, this.parse(code)), map: null };
      },
    },
  ];
}
