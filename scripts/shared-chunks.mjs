// Vite plugin: the code every page loads (what the client entry and the root route import
// statically) goes into two chunks, "framework" (node_modules) and "layout" (our code), instead
// of a dozen small shared chunks. Same bytes for every page, fewer requests and better gzip;
// the framework chunk changes only when a dependency does, so it stays cached across releases.

/** Modules reachable through static imports from `starts`, the starts themselves excluded. */
export function staticClosure(starts, importsOf) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift()) ?? []) {
      if (seen.has(next) || starts.includes(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

// A barrel such as lucide-react's index reaches every icon; the icons a page uses are not
// every-page code, so they stay with the pages that draw them.
const isBarrelLeaf = (id) => /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);

const isEveryPageEntry = (id) =>
  /[\\/]app[\\/]root\.tsx(\?|$)/.test(id) || /entry\.client\.[jt]sx?(\?|$)/.test(id);

export function sharedChunks() {
  let everyPage = new Set();
  return {
    name: "star:shared-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment(name) {
      if (name !== "client") return undefined;

      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: "every-page", test: (id) => everyPage.has(id) }],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const importsOf = (id) =>
        this.getModuleInfo(id)?.importedIds.filter((next) => !isBarrelLeaf(next));
      // The entries themselves stay out: the client entry hydrates when it runs, which must
      // wait until the bootstrap has registered the route modules.
      everyPage = staticClosure(entries.filter(isEveryPageEntry), importsOf);
      // Modules that every route imports are every-page code too (the SEO helper, for one).
      const routes = entries.filter((id) => !isEveryPageEntry(id));
      const [first, ...rest] = routes.map((id) => staticClosure([id], importsOf));
      for (const id of first ?? []) {
        if (rest.every((closure) => closure.has(id))) everyPage.add(id);
      }
    },
  };
}
