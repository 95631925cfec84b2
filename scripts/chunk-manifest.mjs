// Vite plugin: beside the browser bundle, writes `.vite/chunks.json`, naming for every JS chunk
// its static and dynamic imports and the source modules inside it. The byte budget
// (check-budget.mjs) reads it to find what each page loads and which features that code holds.
import path from "node:path";

export const CHUNK_MANIFEST = ".vite/chunks.json";

/** "/abs/repo/app/x.tsx?v=1" -> "app/x.tsx"; node_modules paths keep their package path. */
export function moduleName(id, root = process.cwd()) {
  const clean = id.replace(/^\0/, "").split("?")[0];
  const nodeModules = clean.lastIndexOf("/node_modules/");
  if (nodeModules >= 0) return clean.slice(nodeModules + 1);
  return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join("/") : clean;
}

export function chunkManifest() {
  return {
    name: "star:chunk-manifest",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        chunks[item.fileName] = {
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: item.moduleIds.map((id) => moduleName(id)),
        };
      }
      this.emitFile({
        type: "asset",
        fileName: CHUNK_MANIFEST,
        source: `${JSON.stringify({ chunks }, null, 2)}\n`,
      });
    },
  };
}
