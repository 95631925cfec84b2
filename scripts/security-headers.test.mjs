import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from "./security-headers.mjs";

const site = {
  apiOrigins: ["https://www.googleapis.com", "https://sheets.googleapis.com"],
  frameOrigins: ["https://help.star.example.org"],
  scriptHashes: [scriptHash("console.log(1)"), scriptHash("console.log(2)")],
};
const directives = (policy) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name, values];
    }),
  );

describe("security headers", () => {
  it("hashes an inline script the way browsers check it", () => {
    // echo -n 'console.log(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("console.log(1)")).toBe(
      "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
    );
  });

  it("allows scripts from the site and the Maps host, and inline scripts only by hash", () => {
    const { "script-src": script } = directives(contentSecurityPolicy(site));
    expect(script).toEqual(
      expect.arrayContaining(["'self'", ...site.scriptHashes, "https://maps.googleapis.com"]),
    );
    expect(script).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy(site)).not.toContain("unsafe-eval");
  });

  it("lets pages fetch only from the configured APIs and the Maps hosts", () => {
    const emulator = { ...site, apiOrigins: ["http://127.0.0.1:8787"] };
    const { "connect-src": connect } = directives(contentSecurityPolicy(emulator));
    expect(connect).toContain("http://127.0.0.1:8787");
    expect(connect).not.toContain("https://www.googleapis.com");
    expect(connect).toContain("https://maps.googleapis.com");
  });

  it("allows no Maps host at all when the build has no Maps key", () => {
    const policy = contentSecurityPolicy({ ...site, maps: false });
    expect(policy).not.toMatch(/gstatic|maps\.googleapis|ggpht|\*\.google\.com|worker-src/);
    const { "img-src": img, "script-src": script } = directives(policy);
    expect(img).toEqual(["'self'", "data:"]);
    expect(script).toEqual(["'self'", ...[...site.scriptHashes].sort()]);
  });

  it("frames only the help desk and locks down plugins, base URLs and framing", () => {
    const policy = directives(contentSecurityPolicy(site));
    expect(policy["frame-src"]).toEqual(["https://help.star.example.org"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("sends HSTS, nosniff, the referrer policy and geolocation for this site only", () => {
    const headers = securityHeaders(site);
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/^geolocation=\(self\)/);
  });

  it("writes a _headers file that reads back to the same headers", () => {
    const headers = securityHeaders(site);
    const file = formatHeadersFile(headers);
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: /);
    expect(parseHeadersFile(file)).toEqual(headers);
  });

  it("reads only the rule for every path", () => {
    const file = "/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n";
    expect(parseHeadersFile(file)).toEqual({ "X-Frame-Options": "DENY" });
  });
});
