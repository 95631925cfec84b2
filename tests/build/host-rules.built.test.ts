import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parse as parseToml } from "smol-toml";
import { describe, expect, test } from "vitest";
import { movedPages } from "../../app/redirects";
import { localizePath, locales } from "../../i18n/locale";
import { parseHeadersFile, parseRedirectsFile } from "../../server/host-rules.mjs";
import { builtSite, fileOf, movedPagePaths, pages } from "./built-site";
import { serveBuiltSite } from "./site-server";

// The files the host reads, as Netlify's own parsers read them, and the Node server beside them.

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

/** The headers Netlify sends for a path: every matching rule in order, a later one winning. */
function netlifyHeadersFor(headers: NetlifyHeader[], pathname: string) {
  return Object.assign(
    {},
    ...headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
  ) as Record<string, string>;
}

/** The built pages that load scripts, by path ("/calendar"), old addresses included. */
const pagesWithScripts = [...pages, ...movedPagePaths].filter((page) =>
  /<script[^>]*\bsrc=|type="module"/.test(readFileSync(fileOf(page), "utf8")),
);

/** Each old address and the page it moved to, in both languages. */
const moves = locales.flatMap((locale) =>
  Object.entries(movedPages).map(([from, to]) => ({
    from: localizePath(from, locale),
    to: localizePath(to, locale),
  })),
);

describe("the host's rules, read by Netlify's parsers", () => {
  test("_headers, _redirects and netlify.toml parse without an error", async () => {
    expect((await netlifyHeaders()).errors).toEqual([]);
    expect((await netlifyRedirects()).errors).toEqual([]);
  });

  test("Netlify and the Node server read the same rules", async () => {
    const { headers } = await netlifyHeaders();
    expect(headers.map((rule) => ({ path: rule.for, headers: rule.values }))).toEqual(
      parseHeadersFile(readFileSync(headersFile, "utf8")),
    );
    const { redirects } = await netlifyRedirects();
    expect(redirects.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(
      parseRedirectsFile(readFileSync(redirectsFile, "utf8")),
    );
  });

  test("every page that loads scripts, and /admin, gets its own script policy on Netlify and from the server", async () => {
    const { headers } = await netlifyHeaders();
    const checked = [...pagesWithScripts, "/admin"];
    expect(checked).toContain("/calendar");
    expect(checked).toContain("/es/calendar");
    const problems = await Promise.all(
      checked.map(async (page) => {
        const policy = netlifyHeadersFor(headers, page)["Content-Security-Policy"] ?? "";
        const found: string[] = [];
        if (!/(^|; )script-src 'self'/.test(policy)) {
          found.push(`${page}: Netlify's policy has no script-src 'self' of its own: ${policy}`);
        }
        for (const address of new Set([page, `${page.replace(/\/$/, "")}/`])) {
          const response = await fetch(`${site.origin}${address}`);
          await response.arrayBuffer();
          if (response.status !== 200) found.push(`${address}: status ${response.status}`);
          const sent = response.headers.get("content-security-policy");
          if (sent !== policy) found.push(`${address}: the server sends ${sent}`);
        }
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
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
