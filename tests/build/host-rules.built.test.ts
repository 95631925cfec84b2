import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { HeadersHandler } from "@netlify/headers";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parse as parseToml } from "smol-toml";
import { describe, expect, test } from "vitest";
import { inlineScripts } from "../../app/lib/inline-scripts";
import { movedPages } from "../../app/redirects";
import { localizePath, locales } from "../../i18n/locale";
import { filesOf } from "../../scripts/built-files.mjs";
import { fileKinds } from "../../scripts/published-files";
import { headersFor, parseHeadersFile, parseRedirectsFile } from "../../server/host-rules.mjs";
import {
  builtPage,
  builtPages,
  builtSite,
  movedPagePaths,
  notFoundFiles,
  type BuiltPage,
} from "./built-site";
import { serveBuiltSite } from "./site-server";

// The files the host reads, as Netlify's own code reads them (its parsers, and the header engine
// of its local server), and the Node server beside them: what a family's browser gets per path.

const site = serveBuiltSite();
const headersFile = path.join(builtSite, "_headers");
const redirectsFile = path.join(builtSite, "_redirects");

interface NetlifyHeader {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}
interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

async function netlifyHeaders() {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath: "netlify.toml",
    configHeaders: [],
    minimal: false,
  });
  return { headers: headers as NetlifyHeader[], errors };
}

async function netlifyRedirects() {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    netlifyConfigPath: "netlify.toml",
    configRedirects: [],
    minimal: false,
  });
  return { redirects: redirects as NetlifyRedirect[], errors };
}

const logger = { log: () => {}, warn: () => {}, error: (message: string) => expect.fail(message) };
const netlify = new HeadersHandler({ projectDir: builtSite, logger });

/** The headers Netlify's local server sends for a path. */
const netlifySends = (pathname: string) =>
  netlify.apply(new Request(`http://localhost${pathname}`), new Response());

/**
 * The paths a page is asked for, or looked up by: its address, with a trailing slash, and its
 * file (Netlify's production servers go by the address; its local server by the file once a rule
 * of `_redirects` names the address, as `/es/*` names every Spanish page).
 */
const addressesOf = (page: string) =>
  page === "/" ? ["/", "/index.html"] : [page, `${page}/`, `${page}/index.html`];

/** Every page a visitor can land on: the pages, the old addresses' pages, the Not Found pages. */
const landingPages = [
  ...builtPages(),
  ...movedPagePaths.map(builtPage),
  ...notFoundFiles.map(builtPage),
];
const pageAddresses = (page: BuiltPage) =>
  page.path.startsWith("/") ? addressesOf(page.path) : [`/${page.path}`];

/**
 * Other spellings of a page's address that a host may serve it at without looking up its rule:
 * a letter percent-encoded, a doubled slash before or after it.
 */
const otherSpellings = (page: BuiltPage) =>
  page.path.startsWith("/") && page.path !== "/"
    ? [
        page.path.replace(
          /[a-z](?=[^a-z]*$)/,
          (letter) => `%${letter.charCodeAt(0).toString(16)}`,
        ) + "/",
        `/${page.path}/`,
        `${page.path}//`,
      ]
    : [];

const COMPRESSED = /\.(br|gz)$/;
const pageFile = (file: string) => file === "index.html" || file.endsWith("/index.html");
/** The published files that are not pages, by the path they are asked for at. */
const otherFiles = (await filesOf(builtSite))
  .filter((file) => !COMPRESSED.test(file) && !pageFile(file))
  .filter((file) => !notFoundFiles.includes(file as (typeof notFoundFiles)[number]))
  .filter((file) => !/^_(headers|redirects)$/.test(file))
  .map((file) => `/${file}`);

const scriptHash = (source: string) =>
  `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
const siteScripts = new Set(Object.values(inlineScripts).map(scriptHash));

/** The inline scripts a browser runs on a page (not JSON-LD or other data), by hash. */
function inlineScriptHashes(page: BuiltPage): string[] {
  const runs = (type: string) =>
    type === "" || /^(module|(text|application)\/(x-)?(java|ecma)script)$/i.test(type);
  return [
    ...new Set(
      [...page.document.querySelectorAll("script:not([src])")]
        .filter((script) => runs(script.getAttribute("type")?.trim() ?? ""))
        .map((script) => scriptHash(script.textContent ?? "")),
    ),
  ];
}

const scriptSources = (policy: string) =>
  /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ??
  /(?:^|;\s*)default-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ??
  [];

/** What two sets hold alike. */
const both = (a: Set<string>, b: Set<string>) => new Set([...a].filter((each) => b.has(each)));

/**
 * What every policy a browser is given allows together, for scripts: the inline scripts (by
 * hash, or any at all) and the other sources. A browser enforces each policy, so a script runs
 * only where all of them allow it.
 */
function scriptsAllowed(policies: readonly string[]) {
  let inline: Set<string> | "any" = "any";
  let files: Set<string> | "any" = "any";
  for (const policy of policies) {
    const sources = scriptSources(policy);
    const hashes = sources.filter((source) => source.startsWith("'sha256-"));
    // A hash (or nonce) beside 'unsafe-inline' switches it off.
    const ownInline: Set<string> | "any" =
      sources.includes("'unsafe-inline'") && hashes.length === 0 ? "any" : new Set(hashes);
    const ownFiles = new Set(
      sources.filter((source) => !source.startsWith("'sha256-") && source !== "'unsafe-inline'"),
    );
    inline = inline === "any" ? ownInline : ownInline === "any" ? inline : both(inline, ownInline);
    files = files === "any" ? ownFiles : both(files, ownFiles);
  }
  return { inline, files };
}

const metaPolicy = (page: BuiltPage) =>
  page.document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute("content") ?? "";

/** Each page with the policies a browser gets for it under Netlify, at each of its addresses. */
const pagesOnNetlify = await Promise.all(
  landingPages.map(async (page) => ({
    page,
    addresses: await Promise.all(
      pageAddresses(page).map(async (address) => ({
        address,
        header: (await netlifySends(address))["Content-Security-Policy"],
      })),
    ),
    otherSpellings: await Promise.all(
      otherSpellings(page).map(async (address) => ({
        address,
        header: (await netlifySends(address))["Content-Security-Policy"],
      })),
    ),
  })),
);

/** Each old address and the page it moved to, in both languages. */
const moves = locales.flatMap((locale) =>
  Object.entries(movedPages).map(([from, to]) => ({
    from: localizePath(from, locale),
    to: localizePath(to, locale),
  })),
);

describe("the host's rules, read by Netlify's own code", () => {
  test("_headers, _redirects and netlify.toml parse without an error", async () => {
    expect((await netlifyHeaders()).errors).toEqual([]);
    expect((await netlifyRedirects()).errors).toEqual([]);
  });

  test("Netlify and the Node server read the same rules, and match the same paths", async () => {
    const { headers } = await netlifyHeaders();
    expect(headers.map((rule) => ({ path: rule.for, headers: rule.values }))).toEqual(
      parseHeadersFile(readFileSync(headersFile, "utf8")),
    );
    const { redirects } = await netlifyRedirects();
    expect(redirects.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(
      parseRedirectsFile(readFileSync(redirectsFile, "utf8")),
    );
    const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
    const odd = ["/ASSETS/x.js", "/assetsx", "/es", "/es/", "/calendar//", "/x.data/", "/"];
    const paths = [...landingPages.flatMap(pageAddresses), ...otherFiles, ...odd];
    const differ = [];
    for (const pathname of paths) {
      if (
        JSON.stringify(headersFor(rules, pathname)) !== JSON.stringify(await netlifySends(pathname))
      ) {
        differ.push(pathname);
      }
    }
    expect(differ).toEqual([]);
  });

  test("no two rules that match one path name the same header, so neither their order nor a host's way of merging them matters", async () => {
    const { headers } = await netlifyHeaders();
    const unknown = ["/no-such-page", "/es/no-existe", "/assets/missing.js", "/feeds/none.ics"];
    const paths = [...landingPages.flatMap(pageAddresses), ...otherFiles, ...unknown];
    const problems = paths.flatMap((pathname) => {
      const named = new Map<string, string[]>();
      for (const rule of headers.filter((each) => each.forRegExp.test(pathname))) {
        for (const name of Object.keys(rule.values)) {
          named.set(name.toLowerCase(), [...(named.get(name.toLowerCase()) ?? []), rule.for]);
        }
      }
      return [...named]
        .filter(([, rules]) => rules.length > 1)
        .map(([name, rules]) => `${pathname}: ${name} from ${rules.join(" and ")}`);
    });
    expect(paths).toContain("/es/calendar/index.html");
    expect(problems).toEqual([]);
  });

  test("every page, in both languages and at each of its addresses and their other spellings, runs exactly its own scripts under Netlify: its inline scripts by hash, script files of its own site and of the hosts it uses", () => {
    const reactPages = pagesOnNetlify.filter(({ page }) =>
      page.document.querySelector('script[type="module"]'),
    );
    expect(reactPages.map(({ page }) => page.path)).toEqual(
      expect.arrayContaining(["/calendar", "/es/calendar", "/es/summer-preview-eu"]),
    );
    expect(pagesOnNetlify.flatMap((each) => each.otherSpellings)).toContainEqual({
      address: "//calendar/",
      header: undefined,
    });
    const problems = pagesOnNetlify.flatMap(({ page, addresses, otherSpellings }) =>
      [...addresses, ...otherSpellings].flatMap(({ address, header }) => {
        const meta = metaPolicy(page);
        const { inline, files } = scriptsAllowed(header ? [meta, header] : [meta]);
        const own = inlineScriptHashes(page);
        const found: string[] = [];
        if (inline === "any") found.push("any inline script runs");
        else {
          // Beside its own, a page without React may allow another of the few the site writes
          // (inline-scripts.ts: the notice's, on a day it shows none).
          const extra = [...inline].filter((hash) => !own.includes(hash) && !siteScripts.has(hash));
          const refused = own.filter((hash) => !inline.has(hash));
          if (extra.length > 0)
            found.push(`inline scripts it does not hold run: ${extra.join(" ")}`);
          if (refused.length > 0)
            found.push(`its inline scripts are refused: ${refused.join(" ")}`);
        }
        const loads = [...page.document.querySelectorAll("script[src], script[type=module]")];
        if (loads.length > 0 && (files === "any" || !files.has("'self'"))) {
          found.push("its own script files are refused");
        }
        if (files === "any" || files.has("'unsafe-eval'") || files.has("*")) {
          found.push("scripts from anywhere, or eval, run");
        }
        if (loads.length === 0 && files !== "any" && files.size > 0 && !files.has("'none'")) {
          found.push(`a page without script files allows some: ${[...files].join(" ")}`);
        }
        return found.map((problem) => `${address}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  test("every page with React has a rule of its own, at each of its addresses, and no other rule gives a page a policy", () => {
    const problems = pagesOnNetlify.flatMap(({ page, addresses }) => {
      const react = page.document.querySelector('script[type="module"]') !== null;
      return addresses
        .filter(({ header }) => (header !== undefined) !== react)
        .map(
          ({ address, header }) =>
            `${address}: ${header ? "a policy in its headers" : "no policy of its own"}`,
        );
    });
    expect(problems).toEqual([]);
  });

  test("every file that is not a page gets the policy that runs nothing of its own, from the rule of its kind", async () => {
    expect(otherFiles).toEqual(
      expect.arrayContaining(["/favicon.svg", "/feeds/news.atom", "/calendar.data"]),
    );
    const filePolicies = new Set<string>();
    const problems: string[] = [];
    for (const file of otherFiles) {
      const policy = (await netlifySends(file))["Content-Security-Policy"];
      if (!policy) problems.push(`${file}: no policy`);
      else filePolicies.add(policy);
    }
    expect(problems).toEqual([]);
    expect(filePolicies.size).toBe(1);
    const [policy] = [...filePolicies] as [string];
    expect(policy).toMatch(/^default-src 'none';/);
    expect(scriptSources(policy).every((source) => source.startsWith("'sha256-"))).toBe(true);
    // Each kind's rule is in the file, so a kind with no file yet is covered when one arrives.
    const { headers } = await netlifyHeaders();
    for (const kind of fileKinds.filter((each) => each.rule)) {
      expect(
        headers.find((rule) => rule.for === kind.rule)?.values["Content-Security-Policy"],
      ).toBe(policy);
    }
  });

  test("every page that loads scripts, and the editor, gets from the Node server what Netlify sends", async () => {
    const addresses = [
      ...pagesOnNetlify
        .filter(({ page }) => page.document.querySelector('script[type="module"]'))
        .flatMap(({ page }) => addressesOf(page.path).slice(0, 2)),
      "/admin",
      "/admin/",
    ];
    const problems = await Promise.all(
      addresses.map(async (address) => {
        const response = await fetch(`${site.origin}${address}`);
        await response.arrayBuffer();
        const expected = (await netlifySends(address))["Content-Security-Policy"];
        const found: string[] = [];
        if (response.status !== 200) found.push(`${address}: status ${response.status}`);
        if (!expected) found.push(`${address}: Netlify sends no policy`);
        const sent = response.headers.get("content-security-policy");
        if (sent !== expected) found.push(`${address}: the server sends ${sent}`);
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
  });

  test("a hashed asset is cached for a year, and a missing one is not", async () => {
    const asset = otherFiles.find((file) => /^\/assets\/.+\.js$/.test(file))!;
    expect((await netlifySends(asset))["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await netlifySends("/assets/no-such-file.js"))["Cache-Control"]).toBeUndefined();
    const missing = await fetch(`${site.origin}/assets/no-such-file.js`);
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-cache");
  });

  test("an old address moves with a 301, on Netlify and at the server", async () => {
    const { redirects } = await netlifyRedirects();
    expect(moves.length).toBeGreaterThan(0);
    for (const { from, to } of moves) {
      // Forced: the page that refreshes onward exists, and would otherwise be served.
      expect
        .soft(redirects, from)
        .toContainEqual(expect.objectContaining({ from, to, status: 301, force: true }));
      const response = await fetch(`${site.origin}${from}`, { redirect: "manual" });
      await response.arrayBuffer();
      expect.soft(response.status, from).toBe(301);
      expect.soft(response.headers.get("location"), from).toBe(to);
    }
  });

  test("an unknown /es address gets the Spanish Not Found page with a 404, on Netlify and at the server", async () => {
    const { redirects } = await netlifyRedirects();
    expect(redirects).toContainEqual(
      expect.objectContaining({ from: "/es/*", to: "/es/404.html", status: 404, force: false }),
    );
    // Only the moves are forced: no rule takes the place of a page that exists.
    expect(
      redirects
        .filter((rule) => rule.force)
        .map((rule) => rule.from)
        .sort(),
    ).toEqual(moves.map((move) => move.from).sort());
    expect(readFileSync(path.join(builtSite, "es/404.html"), "utf8")).toContain('<html lang="es"');
    for (const address of ["/es/anything-unknown", "/es/locations/nowhere/"]) {
      const response = await fetch(`${site.origin}${address}`);
      expect.soft(response.status, address).toBe(404);
      expect.soft(await response.text(), address).toContain('<html lang="es"');
    }
    const english = await fetch(`${site.origin}/anything-unknown`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en"');
  });
});

describe("netlify.toml", () => {
  const toml = parseToml(readFileSync("netlify.toml", "utf8")) as {
    build: { command: string; publish: string; environment: Record<string, string> };
    context: Record<string, { command?: string }>;
    template: { environment: Record<string, string> };
  };

  test("builds with npm run build into build/client, on the Node the project names", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts;
    expect(toml.build.command).toBe("npm run build");
    expect(scripts.build).toBeTruthy();
    expect(toml.build.publish).toBe("build/client");
    expect(toml.build.environment).toEqual({
      NODE_VERSION: readFileSync(".nvmrc", "utf8").trim(),
    });
    expect(toml.context["deploy-preview"]?.command).toBe("npm run build");
  });

  test("names every setting of the build, and holds none of their values", () => {
    const settings = [...readFileSync(".env.example", "utf8").matchAll(/^(\w+)=/gm)].map(
      (match) => match[1],
    );
    expect(settings.length).toBeGreaterThan(5);
    expect(Object.keys(toml.template.environment).sort()).toEqual([...settings].sort());
    for (const [name, description] of Object.entries(toml.template.environment)) {
      // A description in words, never a key, an id or an address to use as it is.
      expect.soft(description, name).toMatch(/ /);
    }
  });
});
