import { inlineScripts, layoutScripts } from "./inline-scripts";
import type { PageNeeds } from "./page-handle";
import { reactPagePolicy, staticPagePolicy, type OutsideOrigins } from "./security-policy";
import { scriptHash, styleHash } from "./script-hash.server";

/**
 * The policy of a page, for what its routes ask for (page-handle.ts). A page without React runs
 * only the site's own inline scripts, known here by name. A page with React runs exactly the
 * inline scripts of its rendering (`rendered`), React Router's among them, which entry.server.tsx
 * reads from a first rendering of the page.
 */
export function pagePolicies(origins: OutsideOrigins, stylesheet: string) {
  const styleHashes = [styleHash(stylesheet)];
  return (page: PageNeeds, rendered: readonly string[]): string => {
    if (page.hydrate) {
      const scriptHashes = [...new Set(rendered.map(scriptHash))];
      return reactPagePolicy({ scriptHashes, styleHashes, uses: page.uses, origins });
    }
    const scriptHashes = [...layoutScripts, ...page.inlineScripts].map((name) =>
      scriptHash(inlineScripts[name]),
    );
    return staticPagePolicy({ scriptHashes, styleHashes, uses: page.uses, origins });
  };
}
