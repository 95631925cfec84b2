// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAPS } from "./google/maps-hosts";
import { inlineScripts } from "./inline-scripts";
import { scriptHash } from "./script-hash.server";
import {
  adminHeaders,
  adminPolicy,
  LOCAL_CMS_BACKEND,
  asHeader,
  filePolicy,
  reactPagePolicy,
  securityHeaders,
  staticPagePolicy,
  type PageUse,
} from "./security-policy";

const scriptHashes = [scriptHash("console.log(1)"), scriptHash("console.log(2)")];
const origins = {
  calendar: "https://www.googleapis.com",
  sheets: "https://sheets.googleapis.com",
  maps: true,
  helpDesk: "https://help.star.example.org",
};
const styleHashes = [scriptHash("body { color: red }")];
const page = (uses: PageUse[], maps = true) => ({
  scriptHashes,
  styleHashes,
  uses,
  origins: { ...origins, maps },
});
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name!, values];
    }),
  );

describe("the security policy", () => {
  it("hashes an inline script the way browsers check it", () => {
    // echo -n 'console.log(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("console.log(1)")).toBe(
      "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
    );
  });

  it("runs nothing on a page without React but its own inline scripts, and fetches nothing", () => {
    const policy = directives(staticPagePolicy(page([])));
    expect(policy["script-src"]).toEqual([...scriptHashes].sort());
    expect(policy["connect-src"]).toEqual(["'none'"]);
    // Its one stylesheet is inline, allowed by its hash; no style attribute or other sheet.
    expect(policy["style-src"]).toEqual(styleHashes);
    expect(policy["frame-src"]).toEqual(["'none'"]);
  });

  it("frames the help desk only on a page whose dialog shows its form", () => {
    expect(directives(staticPagePolicy(page(["helpDesk"])))["frame-src"]).toEqual([
      origins.helpDesk,
    ]);
    expect(directives(reactPagePolicy(page([])))["frame-src"]).toEqual(["'none'"]);
  });

  it("lets a page with React style itself inline, for its popups and map, with no hash to switch that off", () => {
    const { "style-src": style } = directives(reactPagePolicy(page([])));
    expect(style).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows a page with React its own files and exactly its inline scripts, by hash", () => {
    const { "script-src": script } = directives(reactPagePolicy(page(["maps"])));
    expect(script).toEqual(["'self'", ...[...scriptHashes].sort(), ...MAPS.script]);
    expect(reactPagePolicy(page(["maps"]))).not.toContain("unsafe-eval");
  });

  it("compiles WebAssembly only on the page that searches the site's index, and evals no script", () => {
    const search = directives(reactPagePolicy(page(["searchIndex"])));
    expect(search["script-src"]).toEqual([
      "'self'",
      ...[...scriptHashes].sort(),
      "'wasm-unsafe-eval'",
    ]);
    expect(search["connect-src"]).toEqual(["'self'"]);
    expect(reactPagePolicy(page(["maps", "calendar", "sheets"]))).not.toContain("wasm");
    expect(staticPagePolicy(page([]))).not.toContain("wasm");
  });

  it("lets a page fetch only from the API it uses", () => {
    const calendar = directives(reactPagePolicy(page(["calendar"])))["connect-src"];
    expect(calendar).toEqual(["'self'", origins.calendar]);
    const sheets = directives(reactPagePolicy(page(["sheets"])))["connect-src"];
    expect(sheets).toEqual(["'self'", origins.sheets]);
    expect(directives(reactPagePolicy(page([])))["connect-src"]).toEqual(["'self'"]);
  });

  it("allows the Maps hosts only on the page with the map, and only with a Maps key", () => {
    const mapsHosts = /gstatic|maps\.googleapis|ggpht|\*\.google\.com|worker-src/;
    expect(reactPagePolicy(page(["maps"]))).toMatch(mapsHosts);
    expect(reactPagePolicy(page(["calendar"]))).not.toMatch(mapsHosts);
    const noKey = reactPagePolicy(page(["maps"], false));
    expect(noKey).not.toMatch(mapsHosts);
    const { "img-src": img, "script-src": script } = directives(noKey);
    expect(img).toEqual(["'self'", "data:"]);
    expect(script).toEqual(["'self'", ...[...scriptHashes].sort()]);
  });

  it("lets a file that is not a page fetch, frame and run nothing of its own", () => {
    expect(directives(filePolicy({ scriptHashes, styleHashes }))).toEqual({
      "default-src": ["'none'"],
      "script-src": [...scriptHashes].sort(),
      "style-src": styleHashes,
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("leaves what a <meta> cannot carry to the headers, which add it to the page's own policy", () => {
    for (const policy of [staticPagePolicy(page([])), reactPagePolicy(page(["maps"]))]) {
      expect(directives(policy)).not.toHaveProperty("frame-ancestors");
      expect(directives(policy)["base-uri"]).toEqual(["'none'"]);
      expect(directives(asHeader(policy))["frame-ancestors"]).toEqual(["'none'"]);
      expect(asHeader(policy).startsWith(policy)).toBe(true);
    }
    const admin = { backendOrigins: ["https://api.netlify.com"] };
    expect(adminPolicy(admin)).not.toContain("frame-ancestors");
    expect(adminHeaders(admin)["Content-Security-Policy"]).toBe(asHeader(adminPolicy(admin)));
  });

  it("lets the editor reach Decap's local backend only on a developer's machine, never from a published build", () => {
    const published = directives(adminPolicy({ backendOrigins: ["https://api.netlify.com"] }));
    expect(published["connect-src"]).toEqual([
      "'self'",
      "https://api.github.com",
      "https://api.netlify.com",
    ]);
    const local = adminPolicy({
      backendOrigins: ["https://api.netlify.com"],
      localBackend: LOCAL_CMS_BACKEND,
    });
    expect(directives(local)["connect-src"]).toContain(LOCAL_CMS_BACKEND);
  });

  it("sends HSTS, nosniff, the referrer policy and geolocation for this site only, and leaves the policy to each file", () => {
    const headers = securityHeaders();
    expect(headers).not.toHaveProperty("Content-Security-Policy");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/^geolocation=\(self\)/);
  });

  it("has one hash per inline script the site writes", () => {
    const hashes = Object.values(inlineScripts).map(scriptHash);
    expect(new Set(hashes).size).toBe(Object.keys(inlineScripts).length);
  });
});
