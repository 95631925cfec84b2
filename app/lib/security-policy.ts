// One source for the site's security policy. Every response gets the same headers (the `/*`
// rule of `_headers`, written after the build); the Content-Security-Policy in them holds only
// what is the same everywhere. Each page carries its own policy in a <meta> that root.tsx
// renders: scripts allowed by hash, and only the outside hosts that page uses (its route's
// `handle.uses`). A page with React also gets the same policy in its own `_headers` rule, with
// the directives a <meta> cannot carry. See docs/decisions/012-security-policy-per-page.md.
import { MAPS } from "./google/maps-hosts";

/** What a page reaches outside this site; its route says so in `handle.uses`. */
export type OutsideUse = "calendar" | "sheets" | "maps" | "helpDesk";

/** Where the outside hosts of this build are (configuration and content). */
export interface OutsideOrigins {
  calendar: string;
  sheets: string;
  /** The Maps hosts are allowed only when the build has a Maps key. */
  maps: boolean;
  helpDesk: string;
}

export interface PagePolicyFacts {
  /** Hashes of the page's inline scripts (script-hash.server.ts). */
  scriptHashes: string[];
  /** Hashes of its inline stylesheets: the site's stylesheet, in every page's <head>. */
  styleHashes: string[];
  uses: readonly OutsideUse[];
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

/** The policy in the headers of every response. It leaves scripts to each page's own policy. */
export function sharedPolicy(): string {
  return policy([...everyPage, ...headerOnly]);
}

/** A page's policy with the directives only headers can carry: its `_headers` rule. */
export function asHeader(metaPolicy: string): string {
  return `${metaPolicy}; ${policy(headerOnly)}`;
}

const helpDeskFrames = ({ uses, origins }: PagePolicyFacts) =>
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
 * A page with React: the site's own script files, its inline scripts by hash (React Router's
 * hydration data included), and only the outside hosts it uses: the Calendar or Sheets API, the
 * Maps hosts where there is a map, the help desk where its dialog is.
 */
export function reactPagePolicy(facts: PagePolicyFacts): string {
  const { scriptHashes, uses, origins } = facts;
  const maps = uses.includes("maps") && origins.maps;
  const hosts = (kind: keyof typeof MAPS) => (maps ? MAPS[kind] : []);
  const apis = (["calendar", "sheets"] as const)
    .filter((api) => uses.includes(api))
    .map((api) => origins[api]);
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...scriptHashes].sort(), ...hosts("script")]],
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
export function adminPolicy({ backendOrigins }: AdminFacts): string {
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    [
      "img-src",
      ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", ...backendOrigins],
    ],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "https://api.github.com", ...backendOrigins, LOCAL_CMS_BACKEND]],
    ["frame-src", []],
    ["worker-src", ["'self'", "blob:"]],
    ...everyPage,
  ]);
}

/**
 * The headers of /admin besides the policy: kept out of search results, and able to keep its
 * link to the sign-in window it opens (which the site's same-origin opener policy would cut).
 */
export function adminHeaders(facts: AdminFacts): Record<string, string> {
  return {
    "Content-Security-Policy": asHeader(adminPolicy(facts)),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/** The headers of every response, the server's and a CDN's alike. */
export function securityHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": sharedPolicy(),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
