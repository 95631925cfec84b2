// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inlineScripts } from "./inline-scripts";
import { scriptHash } from "./script-hash.server";
import {
  reactPagePolicy,
  securityHeaders,
  sharedPolicy,
  staticPagePolicy,
} from "./security-policy";

const scriptHashes = [scriptHash("console.log(1)"), scriptHash("console.log(2)")];
const frameOrigins = ["https://help.star.example.org"];
const reactPage = {
  scriptHashes,
  frameOrigins,
  apiOrigins: ["https://www.googleapis.com", "https://sheets.googleapis.com"],
  maps: true,
};
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
    const policy = directives(staticPagePolicy({ scriptHashes, frameOrigins }));
    expect(policy["script-src"]).toEqual([...scriptHashes].sort());
    expect(policy["connect-src"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(frameOrigins);
  });

  it("allows a page with React its files and its inline scripts by hash, never inline at large", () => {
    const policy = reactPagePolicy(reactPage);
    const { "script-src": script } = directives(policy);
    expect(script).toEqual(
      expect.arrayContaining(["'self'", ...scriptHashes, "https://maps.googleapis.com"]),
    );
    expect(script).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets a page with React fetch only from the configured APIs and the Maps hosts", () => {
    const emulator = { ...reactPage, apiOrigins: ["http://127.0.0.1:8787"] };
    const { "connect-src": connect } = directives(reactPagePolicy(emulator));
    expect(connect).toContain("http://127.0.0.1:8787");
    expect(connect).not.toContain("https://www.googleapis.com");
    expect(connect).toContain("https://maps.googleapis.com");
  });

  it("allows no Maps host at all when the build has no Maps key", () => {
    const policy = reactPagePolicy({ ...reactPage, maps: false });
    expect(policy).not.toMatch(/gstatic|maps\.googleapis|ggpht|\*\.google\.com|worker-src/);
    const { "img-src": img, "script-src": script } = directives(policy);
    expect(img).toEqual(["'self'", "data:"]);
    expect(script).toEqual(["'self'", ...[...scriptHashes].sort()]);
  });

  it("keeps plugins, <base> and framing out of every response, leaving scripts to each page", () => {
    const shared = directives(sharedPolicy());
    expect(shared).toEqual({
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
    expect(directives(reactPagePolicy(reactPage))["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("sends HSTS, nosniff, the referrer policy and geolocation for this site only", () => {
    const headers = securityHeaders();
    expect(headers["Content-Security-Policy"]).toBe(sharedPolicy());
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
