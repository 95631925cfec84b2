import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { readConfig } from "../../app/lib/config-schema";
import { MAPS } from "../../app/lib/google/maps-hosts";
import { inlineScripts } from "../../app/lib/inline-scripts";
import { externalLinks } from "../../content/links";
import { headersFor, parseHeadersFile } from "../../server/host-rules.mjs";
import {
  builtPage,
  builtPages,
  builtSite,
  movedPagePaths,
  notFoundFiles,
  problemsOf,
  type BuiltPage,
} from "./built-site";
import { serveBuiltSite } from "./site-server";

// The security policy of every page (its <meta>) and the host's rules the build wrote beside the
// pages (`_headers`), read from the build; the production server must send exactly those rules.

const site = serveBuiltSite();
const rules = parseHeadersFile(readFileSync(path.join(builtSite, "_headers"), "utf8"));

type Directives = Record<string, string[]>;
const directives = (policy: string): Directives =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name!, values];
    }),
  );

/** The policy a page's own <meta> holds, as the browser reads it. */
const metaPolicy = (page: BuiltPage) =>
  page.document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute("content") ?? undefined;

/** A page with React loads its module script. */
const hasReact = (page: BuiltPage) => page.document.querySelector('script[type="module"]') !== null;

/** How a policy names an inline script. */
const scriptHash = (source: string) =>
  `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** The inline scripts a browser runs on the page (not JSON-LD or other data), by hash. */
function inlineScriptHashes(page: BuiltPage): string[] {
  const runs = (type: string) =>
    type === "" || /^(module|(text|application)\/(x-)?(java|ecma)script)$/i.test(type);
  return [...page.document.querySelectorAll("script:not([src])")]
    .filter((script) => runs(script.getAttribute("type")?.trim() ?? ""))
    .map((script) => scriptHash(script.textContent ?? ""));
}

/** Every page a visitor can land on: the pages, the old addresses' pages, the Not Found pages. */
const landingPages = [
  ...builtPages(),
  ...movedPagePaths.map(builtPage),
  ...notFoundFiles.map(builtPage),
];
const reactPages = landingPages.filter(hasReact);
const pagesWithoutReact = landingPages.filter((page) => !hasReact(page));
const editor = builtPage("/admin/");

/** A page's own rule is written for its address with the trailing slash, and for its file. */
const rulePaths = (page: string) =>
  page === "/" ? ["/", "/index.html"] : [`${page}/`, `${page}/index.html`];
const reactRules = rules.filter(({ path: rulePath }) =>
  reactPages.some((page) => rulePaths(page.path).includes(rulePath)),
);

const onlyOn = (pattern: RegExp) => (page: string) => pattern.test(page);

describe("security headers", () => {
  test("a file that is not a page runs, fetches and frames nothing of its own, and every response shares only what is the same everywhere", () => {
    expect(rules[0]!.path).toBe("/*");
    expect(rules[0]!.headers).not.toHaveProperty("Content-Security-Policy");
    const files = directives(headersFor(rules, "/favicon.svg")["Content-Security-Policy"]!);
    expect(files["default-src"]).toEqual(["'none'"]);
    expect(files["object-src"]).toEqual(["'none'"]);
    expect(files["base-uri"]).toEqual(["'none'"]);
    expect(files["frame-ancestors"]).toEqual(["'none'"]);
    // Only the site's own inline scripts, by hash, for the Not Found page: never a file, never
    // inline at large.
    const siteScripts = Object.values(inlineScripts).map(scriptHash).sort();
    expect(files["script-src"]).toEqual(siteScripts);
    expect(files["connect-src"]).toBeUndefined();
    expect(files["frame-src"]).toBeUndefined();
  });

  test("each page with React has its own strict rule: inline scripts by hash only, no eval, no framing", () => {
    expect(reactRules.length).toBeGreaterThan(0);
    const problems = reactRules.flatMap(({ path: rulePath, headers }) => {
      const header = headers["Content-Security-Policy"] ?? "";
      const policy = directives(header);
      const scripts = policy["script-src"] ?? [];
      return [
        !scripts.includes("'self'") && "script-src without 'self'",
        !scripts.some((value) => value.startsWith("'sha256-")) && "script-src without a hash",
        scripts.includes("'unsafe-inline'") && "script-src with 'unsafe-inline'",
        header.includes("'unsafe-eval'") && "'unsafe-eval'",
        policy["frame-ancestors"]?.join(" ") !== "'none'" && "frame-ancestors is not 'none'",
      ]
        .filter((problem) => problem !== false)
        .map((problem) => `${rulePath}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  test("each page with React allows in its <meta> exactly its own inline scripts, by hash, and its rule is that policy with no framing", () => {
    expect(reactPages.map((page) => page.path)).toContain("/calendar");
    expect(reactRules.map((rule) => rule.path).sort()).toEqual(
      reactPages.flatMap((page) => rulePaths(page.path)).sort(),
    );
    const spelled = (values: string[] | undefined) => values?.toSorted().join(" ");
    const problems = problemsOf(reactPages, (page) => {
      const meta = directives(metaPolicy(page) ?? "");
      const scripts = meta["script-src"] ?? [];
      const own = [...new Set(inlineScriptHashes(page))];
      const inline = scripts.filter(
        (value) => value.startsWith("'sha256-") || value === "'unsafe-inline'",
      );
      const metaProblems =
        spelled(inline) === spelled(own)
          ? []
          : [`its <meta> allows the inline scripts ${spelled(inline)}, not ${spelled(own)}`];
      const expected: Directives = { ...meta, "frame-ancestors": ["'none'"] };
      return [
        ...metaProblems,
        ...rulePaths(page.path).flatMap((rulePath) => {
          const header = rules.find((rule) => rule.path === rulePath)?.headers[
            "Content-Security-Policy"
          ];
          if (!header) return [`no _headers rule for ${rulePath}`];
          const rule = directives(header);
          const names = new Set([...Object.keys(expected), ...Object.keys(rule)]);
          return [...names]
            .filter((name) => spelled(rule[name]) !== spelled(expected[name]))
            .map(
              (name) =>
                `the rule for ${rulePath} has ${name} ${spelled(rule[name])}, not ${spelled(expected[name])}`,
            );
        }),
      ];
    });
    expect(problems).toEqual([]);
  });

  test("a page without React runs only the site's own inline scripts, allowed by hash in its <meta>, and fetches nothing", () => {
    const ownScripts = new Set(Object.values(inlineScripts).map(scriptHash));
    expect(pagesWithoutReact.map((page) => page.path)).toContain("/");
    const problems = problemsOf(pagesWithoutReact, (page) => {
      const policy = directives(metaPolicy(page) ?? "");
      const allowed = policy["script-src"] ?? [];
      return [
        ...allowed
          .filter((value) => !ownScripts.has(value) && value !== "'none'")
          .map((value) => `script-src allows ${value}, not one of the site's inline scripts`),
        ...inlineScriptHashes(page)
          .filter((hash) => !allowed.includes(hash))
          .map((hash) => `its inline script ${hash} is not allowed`),
        ...[...page.document.querySelectorAll("script[src]")].map(
          (script) => `loads ${script.getAttribute("src")}`,
        ),
        ...(policy["connect-src"]?.join(" ") === "'none'" ? [] : ["connect-src is not 'none'"]),
      ];
    });
    expect(problems).toEqual([]);
  });

  test("every page, and the editor, carries its own policy in a <meta>, without the frame-ancestors only a header can carry", () => {
    const problems = problemsOf([...landingPages, editor], (page) => {
      const policy = metaPolicy(page);
      if (!policy) return ["no policy in a <meta>"];
      return [
        ...("frame-ancestors" in directives(policy) ? ["frame-ancestors in its <meta>"] : []),
        ...(directives(policy)["base-uri"]?.join(" ") === "'none'"
          ? []
          : ["base-uri is not 'none'"]),
      ];
    });
    expect(problems).toEqual([]);
    for (const rulePath of ["/admin", "/admin/", "/admin/index.html"]) {
      expect(headersFor(rules, rulePath)["Content-Security-Policy"], rulePath).toBe(
        `${metaPolicy(editor)}; frame-ancestors 'none'`,
      );
    }
  });

  test("a page's policy names only the hosts it uses: Maps on Locations, the help desk on Contact, the Google APIs where they are read", () => {
    const helpDesk = new URL(externalLinks.helpDeskHost).origin;
    const mapsHosts = new Set(Object.values(MAPS).flat());
    // The demo build reads the Calendar and Sheets APIs from the emulator.
    const config = readConfig("demo", { build: false });
    const googleApis = new Set(
      [config.calendarApiUrl, config.sheetsApiUrl].map((url) => new URL(url).origin),
    );
    const problems = problemsOf(landingPages, (page) => {
      const policy = directives(metaPolicy(page) ?? "");
      const maps = Object.values(policy)
        .flat()
        .some((value) => mapsHosts.has(value));
      const frames = policy["frame-src"]?.join(" ");
      const apis = (policy["connect-src"] ?? []).some((value) => googleApis.has(value));
      return [
        maps !== onlyOn(/^(\/es)?\/locations$/)(page.path) && `Maps hosts: ${maps}`,
        frames !== (onlyOn(/^(\/es)?\/contact$/)(page.path) ? helpDesk : "'none'") &&
          `frames: ${frames}`,
        apis !== onlyOn(/^(\/es)?\/(calendar|summer-preview-\w+)$/)(page.path) &&
          `Google APIs: ${apis}`,
      ].filter((problem) => problem !== false);
    });
    expect(problems).toEqual([]);
  });

  test("every header fits a CDN rules line (Cloudflare Pages allows 2,000 characters)", () => {
    const tooLong = rules.flatMap(({ path: rulePath, headers }) =>
      Object.entries(headers)
        .filter(([name, value]) => `  ${name}: ${value}`.length > 2000)
        .map(([name]) => `${rulePath}: ${name}`),
    );
    expect(tooLong).toEqual([]);
  });

  test.each([
    ["a page", "/", 200],
    ["a page with React", "/calendar", 200],
    ["the same page with a trailing slash", "/calendar/", 200],
    ["an asset", "/favicon.svg", 200],
    ["the Not Found page", "/no-such-page", 404],
    ["a Spanish page with React", "/es/calendar", 200],
    ["the Spanish Not Found page", "/es/no-existe", 404],
    ["the content editor", "/admin/", 200],
    ["the content editor by its file", "/admin/index.html", 200],
    ["a feed", "/feeds/news.atom", 200],
    ["a missing asset", "/assets/no-such-file.js", 404],
    ["a redirect", "/programs/summer-camps", 301],
  ] as const)("the server sends the _headers rules with %s", async (_what, address, status) => {
    const response = await fetch(`${site.origin}${address}`, { redirect: "manual" });
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(headersFor(rules, address))) {
      expect.soft(response.headers.get(name), name).toBe(value);
    }
  });

  test("the content editor has a policy of its own, and search engines are kept out", () => {
    const admin = headersFor(rules, "/admin/");
    const policy = directives(admin["Content-Security-Policy"]!);
    // Its bundle only, no script from elsewhere; GitHub and the sign-in proxy to talk to.
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy["connect-src"]).toContain("https://api.github.com");
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow");
    // Its sign-in window keeps its link back to the editor; no other site's window keeps one.
    expect(admin["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headersFor(rules, "/")["X-Robots-Tag"]).toBeUndefined();
    const { document } = editor;
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    expect(
      [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src")),
    ).toEqual([expect.stringMatching(/^\/admin\/assets\/[\w-]+\.js$/)]);
    const builtFile = (file: string) => readFileSync(path.join(builtSite, file), "utf8");
    expect(builtFile("robots.txt")).toContain("Disallow: /admin/");
    expect(builtFile("sitemap.xml")).not.toContain("/admin");
  });

  test("the rules files themselves are not served, however they are asked for", async () => {
    for (const address of [
      "/_headers",
      "/_headers/",
      "/%5fheaders",
      "/%5F%68eaders",
      "/_redirects",
      "/%5Fredirects",
    ]) {
      const response = await fetch(`${site.origin}${address}`);
      await response.arrayBuffer();
      expect.soft(response.status, address).toBe(404);
    }
  });
});
