// One source for the site's security policies (docs/decisions/012-security-policy-per-page.md).
// Each page carries its own policy in a <meta> that root.tsx renders: its inline scripts allowed
// by hash, and only the outside hosts that page uses (its route's `handle.uses`). A page with
// React also gets its policy in a `_headers` rule of its own, which adds what only a header can
// say; a file that is not a page gets the policy that runs nothing of its own (filePolicy), from
// a rule that matches no page. The headers every response shares carry no policy at all.
import { MAPS } from "./google/maps-hosts";

/**
 * What a page uses beyond its own HTML and script files, so that its policy allows that and no
 * more; its route says so in `handle.uses`. Each is a host outside this site, except the site's
 * search index, whose engine is WebAssembly.
 */
export type PageUse = "calendar" | "sheets" | "maps" | "helpDesk" | "searchIndex";

/** Where the outside hosts of this build are (configuration and content). */
export interface OutsideOrigins {
  calendar: string;
  sheets: string;
  /** The Maps hosts are allowed only when the build has a Maps key. */
  maps: boolean;
  helpDesk: string;
}

export interface PagePolicyFacts {
  /**
   * Hashes of the page's inline scripts (script-hash.server.ts): the site's own, and on a page
   * with React those React Router writes into it (entry.server.tsx).
   */
  scriptHashes: string[];
  /** Hashes of its inline stylesheets: the site's stylesheet, in every page's <head>. */
  styleHashes: string[];
  uses: readonly PageUse[];
  origins: OutsideOrigins;
}

type Directive = [name: string, values: string[]];

function policy(directives: Directive[]): string {
  return directives
    .map(([name, values]) => [name, ...new Set(values.length > 0 ? values : ["'none'"])].join(" "))
    .join("; ");
}

/** Directives a <meta> cannot carry: a browser ignores them there, so only headers hold them. */
const headerOnly: Directive[] = [["frame-ancestors", ["'none'"]]];

/** What every page's own policy says beside its scripts: no plugins, no <base>. */
const everyPage: Directive[] = [
  ["object-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'self'"]],
];

export interface FilePolicyFacts {
  /** Hashes of every inline script the site writes (inline-scripts.ts). */
  scriptHashes: string[];
  /** The hash of the site's stylesheet, inline in every page. */
  styleHashes: string[];
}

/**
 * The policy of a file that is not a page (an asset, a feed, the search index, the sitemap): it
 * fetches, frames and runs nothing of its own, and may show this site's images and fonts. The
 * site's own few inline scripts and its stylesheet are allowed by their hashes, so that the Not
 * Found page, which a host serves with these headers at an unknown address among such files,
 * still looks and works like the site; a file that is not the site's can do nothing with them.
 */
export function filePolicy({ scriptHashes, styleHashes }: FilePolicyFacts): string {
  return policy([
    ["default-src", []],
    ["script-src", [...scriptHashes].sort()],
    ["style-src", [...styleHashes].sort()],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ...everyPage,
    ...headerOnly,
  ]);
}

/** A page's policy with the directives only headers can carry: its `_headers` rule. */
export function asHeader(metaPolicy: string): string {
  return `${metaPolicy}; ${policy(headerOnly)}`;
}

const helpDeskFrames = ({ uses, origins }: Pick<PagePolicyFacts, "uses" | "origins">) =>
  uses.includes("helpDesk") ? [origins.helpDesk] : [];

/**
 * A page without React: nothing runs but its own inline scripts, its styles are its own inline
 * stylesheet, it fetches nothing, and it frames the help desk only where its dialog is.
 */
export function staticPagePolicy(facts: PagePolicyFacts): string {
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", [...facts.scriptHashes].sort()],
    ["style-src", [...facts.styleHashes].sort()],
    ["img-src", ["'self'", "data:"]],
    ["connect-src", []],
    ["frame-src", helpDeskFrames(facts)],
    ...everyPage,
  ]);
}

/**
 * A page with React: its own inline scripts by hash (React Router's context and loader data,
 * known once the page is rendered, and the site's own), the site's own script files, and only
 * the outside hosts it uses (the Calendar or Sheets API, the Maps hosts where there is a map, the
 * help desk where its dialog is), and WebAssembly only where the search index is searched
 * ('wasm-unsafe-eval' compiles WebAssembly, and allows no eval of script).
 */
export function reactPagePolicy(facts: PagePolicyFacts): string {
  const { uses, origins } = facts;
  const maps = uses.includes("maps") && origins.maps;
  const hosts = (kind: keyof typeof MAPS) => (maps ? MAPS[kind] : []);
  const wasm = uses.includes("searchIndex") ? ["'wasm-unsafe-eval'"] : [];
  const apis = (["calendar", "sheets"] as const)
    .filter((api) => uses.includes(api))
    .map((api) => origins[api]);
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...facts.scriptHashes].sort(), ...hosts("script"), ...wasm]],
    ["connect-src", ["'self'", ...apis, ...hosts("connect")]],
    ["img-src", ["'self'", "data:", ...hosts("img")]],
    // Radix positions popups with style attributes and the Maps API injects <style> elements;
    // neither can carry a hash, so styles keep 'unsafe-inline' on these pages (which a hash
    // beside it would switch off; it also covers the page's own inline stylesheet).
    ["style-src", ["'self'", "'unsafe-inline'", ...hosts("style")]],
    ["font-src", ["'self'", ...hosts("font")]],
    ["frame-src", helpDeskFrames(facts)],
    // The Maps API renders with workers built from blobs.
    ...(maps ? ([["worker-src", ["blob:"]]] satisfies Directive[]) : []),
    ...everyPage,
  ]);
}

export interface AdminFacts {
  /** Where the CMS signs in (the OAuth proxy) and where it reads and writes content. */
  backendOrigins: string[];
  /**
   * Where Decap's local backend answers on a developer's machine (`npm run cms`, a demo build);
   * a build that is published has none, and its editor reaches nothing on localhost.
   */
  localBackend?: string;
}

/** Where `npm run cms` serves Decap's local backend (decap-server), only ever on localhost. */
export const LOCAL_CMS_BACKEND = "http://localhost:8081";

/**
 * The content editor at /admin, a separate app (Decap CMS): its own bundle, which compiles its
 * configuration's validators at run time ('unsafe-eval') and styles itself with injected
 * <style> elements ('unsafe-inline'); GitHub's API and the sign-in proxy, or the local backend
 * on a developer's machine; avatars and previews from GitHub. Its <meta> form; the header adds
 * what only headers carry (asHeader).
 */
export function adminPolicy({ backendOrigins, localBackend }: AdminFacts): string {
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    [
      "img-src",
      ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", ...backendOrigins],
    ],
    ["font-src", ["'self'", "data:"]],
    [
      "connect-src",
      [
        "'self'",
        "https://api.github.com",
        ...backendOrigins,
        ...(localBackend ? [localBackend] : []),
      ],
    ],
    ["frame-src", []],
    ["worker-src", ["'self'", "blob:"]],
    ...everyPage,
  ]);
}

/** The headers of /admin: its policy, and kept out of search results. */
export function adminHeaders(facts: AdminFacts): Record<string, string> {
  return {
    "Content-Security-Policy": asHeader(adminPolicy(facts)),
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/**
 * The headers of every response, the server's and a CDN's alike: only those that are the same
 * for every file, so that no other rule names them and no host has two values to merge. The
 * opener policy lets a page keep its link to a window it opens itself, which the editor's
 * sign-in needs; the site's own links to elsewhere open with noopener, so a public page loses
 * nothing by it, and no other site's window keeps a link to one of ours.
 */
export function securityHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
