import { existsSync, readFileSync } from "node:fs";
import { inlineScripts, layoutScripts } from "./inline-scripts";
import type { PageNeeds } from "./page-handle";
import { PAGE_SCRIPT_HASHES_FILE } from "./page-script-hashes";
import { reactPagePolicy, staticPagePolicy, type OutsideOrigins } from "./security-policy";
import { scriptHash, styleHash } from "./script-hash.server";

/** Each page with React's inline-script hashes, from the build's first rendering (if any). */
function readPageScriptHashes(): Record<string, string[]> {
  return existsSync(PAGE_SCRIPT_HASHES_FILE)
    ? JSON.parse(readFileSync(PAGE_SCRIPT_HASHES_FILE, "utf8"))
    : {};
}

/**
 * The policy of the page at `path`, for what its routes ask for (page-handle.ts). A page
 * without React runs only the site's own inline scripts, known here by name; a page with React
 * also runs those React Router wrote into it, which the build's first rendering found. Until
 * then it has no policy of its own, and the build renders it again.
 */
export function pagePolicies(origins: OutsideOrigins, stylesheet: string) {
  const reactScripts = readPageScriptHashes();
  const styleHashes = [styleHash(stylesheet)];
  return (path: string) =>
    (page: PageNeeds): string | undefined => {
      if (!page.hydrate) {
        const scriptHashes = [...layoutScripts, ...page.inlineScripts].map((name) =>
          scriptHash(inlineScripts[name]),
        );
        return staticPagePolicy({ scriptHashes, styleHashes, uses: page.uses, origins });
      }
      const scriptHashes = reactScripts[path];
      return (
        scriptHashes && reactPagePolicy({ scriptHashes, styleHashes, uses: page.uses, origins })
      );
    };
}
