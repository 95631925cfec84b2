import { inlineScripts, layoutScripts } from "./inline-scripts";
import type { PageNeeds } from "./page-handle";
import { reactPagePolicy, staticPagePolicy, type OutsideOrigins } from "./security-policy";
import { scriptHash, styleHash } from "./script-hash.server";

/**
 * The policy of a page, for what its routes ask for (page-handle.ts). A page without React runs
 * only the site's own inline scripts, known here by name. A page with React also runs those React
 * Router writes into it, which its `_headers` rule names by hash once the page is built
 * (security-policy.ts, withScriptHashes).
 */
export function pagePolicies(origins: OutsideOrigins, stylesheet: string) {
  const styleHashes = [styleHash(stylesheet)];
  return (page: PageNeeds): string => {
    if (page.hydrate) return reactPagePolicy({ styleHashes, uses: page.uses, origins });
    const scriptHashes = [...layoutScripts, ...page.inlineScripts].map((name) =>
      scriptHash(inlineScripts[name]),
    );
    return staticPagePolicy({ scriptHashes, styleHashes, uses: page.uses, origins });
  };
}
