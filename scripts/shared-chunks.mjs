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
      const test = (external) => (id) => everyPage.has(id) && id.includes("node_modules") === external;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: test(true), priority: 20 },
                  { name: "layout", test: test(false), priority: 10 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const entries = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry && isEveryPageEntry(id),
      );
      everyPage = staticClosure(entries, (id) =>
        this.getModuleInfo(id)?.importedIds.filter((next) => !isBarrelLeaf(next)),
      );
    },
  };
}
