// One source for the site's security policy. Every response gets the same headers (the `/*`
// rule of `_headers`, written after the build); the Content-Security-Policy in them holds only
// what is the same everywhere. Each page adds its own script policy: a page without React in a
// <meta> that root.tsx renders, since its inline scripts are the site's own, known texts; a page
// with React in its own `_headers` rule, from the scripts React Router wrote into that page.
// See docs/decisions/012-security-policy-per-page.md.

/**
 * What the Maps JavaScript API (the /locations map) loads: its script and RPC host, tiles, icons
 * and fonts, from Google's CSP guide for the Maps JavaScript API without its 'unsafe-eval',
 * which the raster map this site draws does not need.
 */
export const MAPS = {
  script: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  connect: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  img: [
    "https://maps.googleapis.com",
    "https://maps.gstatic.com",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
  ],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
};

type Directive = [name: string, values: string[]];

function policy(directives: Directive[]): string {
  return directives.map(([name, values]) => [name, ...new Set(values)].join(" ")).join("; ");
}

/** What every response carries, whatever the page: no plugins, no <base>, no framing. */
const everywhere: Directive[] = [
  ["object-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];

/** The policy in the headers of every response. It leaves scripts to each page's own policy. */
export function sharedPolicy(): string {
  return policy(everywhere);
}

export interface StaticPageFacts {
  /** Hashes of the page's inline scripts (script-hash.server.ts). */
  scriptHashes: string[];
  /** Hosts the page embeds in frames (the help-desk forms). */
  frameOrigins: string[];
}

/**
 * A page without React: nothing runs but its own inline scripts, and it fetches nothing.
 * Delivered in a <meta>, which cannot carry frame-ancestors; the headers add that.
 */
export function staticPagePolicy({ scriptHashes, frameOrigins }: StaticPageFacts): string {
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", [...scriptHashes].sort()],
    ["style-src", ["'self'"]],
    ["img-src", ["'self'", "data:"]],
    ["connect-src", ["'none'"]],
    ["frame-src", frameOrigins],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
  ]);
}

export interface ReactPageFacts extends StaticPageFacts {
  /** Where the Calendar and Sheets clients fetch from. */
  apiOrigins: string[];
  /** Whether the build has a Maps key; without one the map is never loaded. */
  maps: boolean;
}

/**
 * A page with React: the site's own script files, its inline scripts by hash (React Router's
 * hydration data included), the Google APIs and, with a key, the Maps hosts.
 */
export function reactPagePolicy({
  scriptHashes,
  frameOrigins,
  apiOrigins,
  maps,
}: ReactPageFacts): string {
  const hosts = (kind: keyof typeof MAPS) => (maps ? MAPS[kind] : []);
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...scriptHashes].sort(), ...hosts("script")]],
    ["connect-src", ["'self'", ...apiOrigins, ...hosts("connect")]],
    ["img-src", ["'self'", "data:", ...hosts("img")]],
    // Radix positions popups with style attributes and the Maps API injects <style> elements;
    // neither can carry a hash, so styles keep 'unsafe-inline' on these pages.
    ["style-src", ["'self'", "'unsafe-inline'", ...hosts("style")]],
    ["font-src", ["'self'", ...hosts("font")]],
    ["frame-src", frameOrigins],
    // The Maps API renders with workers built from blobs.
    ...(maps ? ([["worker-src", ["blob:"]]] satisfies Directive[]) : []),
    ...everywhere,
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
 * on a developer's machine; avatars and previews from GitHub.
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
    ["frame-src", ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ...everywhere,
  ]);
}

/**
 * The headers of /admin besides the policy: kept out of search results, and able to keep its
 * link to the sign-in window it opens (which the site's same-origin opener policy would cut).
 */
export function adminHeaders(facts: AdminFacts): Record<string, string> {
  return {
    "Content-Security-Policy": adminPolicy(facts),
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
