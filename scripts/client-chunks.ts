import path from "node:path";
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from "rolldown";
import type { Plugin } from "vite";

// How the browser's code is cut into files (decision 031). Only the pages with React load
// script, and a phone on a slow network pays a round trip for each file: so the files follow
// those pages. One holds what every such page runs (React, React Router, the layout); one holds
// what a single page alone uses; one each holds what a few pages share. The pages without React
// are entries of the build too, but no browser loads their code, so they do not shape the files.

/** A route module as the client build names it: its file, then React Router's query. */
const routeModule = /[\\/]app[\\/](routes[\\/])?([^\\/?]+)\.tsx\?/;

/** The route's handle says the page needs React (app/lib/page-handle.ts). */
const hydrates = /\bhydrate:\s*(true|!0)\b/;

/** "shell" for every page with React, or the name of one route. */
type Reach = string;

/**
 * A page with React that runs a module, and the modules it fetches later on the way there
 * (React's `lazy`: a popup's code, the map), innermost first; none when it loads it at once.
 */
interface Use {
  page: Reach;
  fetched: string[];
}

/**
 * Where an entry's code runs: "shell" on every page with React, a route's name on its page,
 * null for a page without React. React Router's entry for a route re-exports the route's file.
 */
function entryReach(id: string, ctx: ChunkingContext): Reach | null {
  if (/[\\/]entry\.client\.tsx$/.test(id)) return "shell";
  const route = routeModule.exec(id)?.[2];
  if (route === "root") return "shell";
  const code = route ? ctx.getModuleInfo(id.slice(0, id.indexOf("?")))?.code : null;
  return code && hydrates.test(code) ? route! : null;
}

/** One `export … from` line of an index module, and the module it names. */
interface ReExport {
  from: string;
  /** What the line gives out: null for `export *`, else each name and the name it takes. */
  names: Array<[string, string]> | null;
}

const statement = /^(?:"use strict";|\/\*[\s\S]*?\*\/|\/\/[^\n]*|\s+)/;
// `export * as m from …` passes its names on as members (m.layout_menu), which the words of a
// module that uses them include.
const reExport = /^export\s*(\*(?:\s*as\s+[\w$]+)?|\{([^}]*)\})\s*from\s*["']([^"']+)["'];?/;
// What else an index module may hold: imports, and a list of names it exports (lucide's icons).
const importOrList =
  /^(?:import\s[^;'"]*?from\s*["'][^"']+["']|import\s*["'][^"']+["']|export\s*\{[^}]*\})\s*;?/;

/**
 * The lines of an index module (lucide-react, radix-ui, the compiled messages), which only
 * passes on what other modules export; null for a module with code of its own.
 */
function reExportsOf(info: ModuleInfo): ReExport[] | null {
  let code = info.code ?? "";
  const lines: ReExport[] = [];
  while (code.length > 0) {
    const blank = statement.exec(code);
    if (blank) {
      code = code.slice(blank[0].length);
      continue;
    }
    const line = reExport.exec(code);
    if (line) {
      const [, , list, specifier] = line as unknown as [string, string, string | undefined, string];
      const names = list
        ? list.split(",").flatMap((part): Array<[string, string]> => {
            const [name, alias] = part.trim().split(/\s+as\s+/);
            return name ? [[name, alias ?? name]] : [];
          })
        : null;
      lines.push({ from: path.resolve(path.dirname(info.id), specifier), names });
      code = code.slice(line[0].length);
      continue;
    }
    const other = importOrList.exec(code);
    if (!other) return null;
    code = code.slice(other[0].length);
  }
  return lines;
}

/** The names a module's code mentions, to tell which of an index module's names it uses. */
function wordsOf(info: ModuleInfo): Set<string> {
  return new Set(info.code?.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/** A module's name in a file's name: "event-popup" for app/features/calendar/event-popup.tsx. */
function moduleName(id: string): string {
  return path.basename(id.replace(/\?.*$/, "")).replace(/\.[^.]*$/, "");
}

/**
 * The pages with React that use the module `id`, directly or through other modules, and which
 * later fetches bring it. An index module passes on only the names a module asks it for: a page
 * that takes one icon from lucide-react reaches that icon, not the other fifteen hundred.
 */
function usesOf(id: string, ctx: ChunkingContext, memo: Memo): Use[] {
  const uses = new Map<string, Use>();
  const seen = new Set<string>();
  // A module, the names through which it is reached (null: any use of it), and the later
  // fetches passed on the way.
  const queue: Array<[string, string[] | null, string[]]> = [[id, null, []]];
  while (queue.length > 0) {
    const [current, names, fetched] = queue.pop()!;
    const key = `${current}\0${names?.join(",") ?? ""}\0${fetched.join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) {
      const page = entryReach(info.id, ctx);
      if (page) uses.set(`${page}\0${fetched.join(",")}`, { page, fetched });
    }
    const name = moduleName(current);
    if (!fetched.includes(name)) {
      for (const importer of info.dynamicImporters)
        queue.push([importer, null, [...fetched, name]]);
    }
    const ownNames = names ?? info.exports;
    for (const importer of info.importers) {
      const index = memo.reExports(importer, ctx);
      if (!index) {
        const words = memo.words(importer, ctx);
        if (names === null || names.some((word) => words.has(word))) {
          queue.push([importer, null, fetched]);
        }
        continue;
      }
      const base = current.replace(/\?.*$/, "");
      for (const line of index.filter((entry) => entry.from === base)) {
        const passed = line.names
          ? line.names.filter(([word]) => ownNames.includes(word)).map(([, alias]) => alias)
          : ownNames;
        if (passed.length === 0) continue;
        queue.push([importer, passed, fetched]);
      }
    }
  }
  return [...uses.values()];
}

/** What usesOf reads of each module, read once. */
class Memo {
  #reExports = new Map<string, ReExport[] | null>();
  #words = new Map<string, Set<string>>();
  reExports(id: string, ctx: ChunkingContext) {
    if (!this.#reExports.has(id)) {
      const info = ctx.getModuleInfo(id);
      this.#reExports.set(id, info ? reExportsOf(info) : null);
    }
    return this.#reExports.get(id)!;
  }
  words(id: string, ctx: ChunkingContext) {
    let words = this.#words.get(id);
    if (!words) {
      const info = ctx.getModuleInfo(id);
      this.#words.set(id, (words = info ? wordsOf(info) : new Set()));
    }
    return words;
  }
}

/** Whether `outer`'s fetches always come before `inner`'s: the same page, fewer of the same. */
function comesFirst(outer: Use, inner: Use): boolean {
  const skipped = inner.fetched.length - outer.fetched.length;
  return (
    outer.page === inner.page &&
    skipped > 0 &&
    outer.fetched.every((name, index) => inner.fetched[skipped + index] === name)
  );
}

/**
 * The file a module goes into: "shell" for what every page with React runs, "<route>-page" for
 * what one page alone uses at once, "<module>-later" for what only the later fetch of that
 * module uses, and the names joined for what a few share. A use that an earlier one on the same
 * page always precedes adds nothing: the code is there already. Code that no page with React
 * uses is left to the bundler.
 */
export function clientChunkName(uses: Use[]): string | null {
  if (uses.some((use) => use.page === "shell" && use.fetched.length === 0)) return "shell";
  const needed = uses.filter((use) => !uses.some((other) => comesFirst(other, use)));
  const names = [
    ...new Set(needed.map(({ page, fetched }) => (fetched[0] ? `${fetched[0]}-later` : page))),
  ].sort();
  if (names.length === 0) return null;
  if (names.length === 1 && needed[0]!.fetched.length === 0) return `${names[0]}-page`;
  return names.join("-");
}

function clientChunkGroups(): CodeSplittingGroup[] {
  const memo = new Memo();
  const name = (id: string, ctx: ChunkingContext) => clientChunkName(usesOf(id, ctx, memo));
  return [{ name, debugName: "files by the pages with React that use them" }];
}

/**
 * The client build's files, cut as above. Each module goes where its own reach puts it, not
 * where its importer went, which Rolldown allows only when an entry's file may export more than
 * its route does; React Router reads a route's exports from its source, not from that file.
 */
export function clientChunks(): Plugin {
  return {
    name: "star:client-chunks",
    enforce: "post",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: "allow-extension",
            output: {
              codeSplitting: { includeDependenciesRecursively: false, groups: clientChunkGroups() },
            },
          },
        },
      };
    },
  };
}
