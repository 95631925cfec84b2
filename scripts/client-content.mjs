// Content is validated with zod when the site is prerendered and in the unit tests. The browser
// bundle uses it as written: in content modules, `parseContent(name, schema, value)` becomes
// `value`, their `zod` import resolves to a stand-in, and schema building (`z.…`) is pure, so
// the schemas drop out and no validator code reaches any page (zod alone is ~24 KB gzip).
// parseContent (content/schema.ts) rejects schemas that would change a value, so the browser
// and the prerendered HTML always see the same data.
import path from "node:path";

const STAND_IN = "\0star:zod-stand-in";

const standInSource = `
const schema = new Proxy(function () {}, { get: () => schema, apply: () => schema });
export const z = schema;
`;

export function isContentModule(file, root = process.cwd()) {
  const relative = path.relative(path.join(root, "content"), file.split("?")[0]);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** Replaces each `parseContent(name, schema, value)` call in `code` by `(value)`. */
export function inlineContentValues(code, program) {
  const calls = [];
  (function visit(node) {
    if (!node || typeof node.type !== "string") return;
    if (
      node.type === "CallExpression" &&
      node.callee.type === "Identifier" &&
      node.callee.name === "parseContent" &&
      node.arguments.length === 3
    ) {
      calls.push(node);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") visit(value);
    }
  })(program);
  let result = code;
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const value = call.arguments[2];
    result = `${result.slice(0, call.start)}(${code.slice(value.start, value.end)})${result.slice(call.end)}`;
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
        return id === STAND_IN ? standInSource : undefined;
      },
    },
    {
      name: "star:client-content-values",
      applyToEnvironment: client,
      configEnvironment(name) {
        if (name !== "client") return undefined;
        return { build: { rolldownOptions: { treeshake: { manualPureFunctions: ["z"] } } } };
      },
      transform(code, id) {
        if (!isContentModule(id) || !code.includes("parseContent(")) return undefined;
        return { code: inlineContentValues(code, this.parse(code)), map: null };
      },
    },
  ];
}
