import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parse as parseToml } from "smol-toml";
import { parseHeadersFile, parseRedirectsFile } from "../../scripts/host-rules.mjs";
import { redirects } from "../../scripts/route-paths.mjs";
import { test, expect } from "./fixtures";

// The files the host reads, as Netlify's own parsers read them, and the Node server beside them.

const root = "build/client";
const headersFile = path.join(root, "_headers");
const redirectsFile = path.join(root, "_redirects");

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
  const { redirects: rules, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    netlifyConfigPath: "netlify.toml",
    configRedirects: [],
    minimal: false,
  });
  return { redirects: rules as NetlifyRedirect[], errors };
}

/** The headers Netlify sends for a path: every matching rule in order, a later one winning. */
function netlifyHeadersFor(headers: NetlifyHeader[], pathname: string) {
  return Object.assign(
    {},
    ...headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
  ) as Record<string, string>;
}

/** The built pages that load scripts, by path ("/calendar"). */
function pagesWithScripts(): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(`${path.sep}index.html`) || file === "index.html")
    .filter((file) =>
      /<script[^>]*\bsrc=|type="module"/.test(readFileSync(path.join(root, file), "utf8")),
    )
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/"));
}

test.describe("the host's rules, read by Netlify's parsers", () => {
  test("_headers, _redirects and netlify.toml parse without an error", async () => {
    expect((await netlifyHeaders()).errors).toEqual([]);
    expect((await netlifyRedirects()).errors).toEqual([]);
  });

  test("Netlify and the Node server read the same rules", async () => {
    const { headers } = await netlifyHeaders();
    expect(headers.map((rule) => ({ path: rule.for, headers: rule.values }))).toEqual(
      parseHeadersFile(readFileSync(headersFile, "utf8")),
    );
    const { redirects: rules } = await netlifyRedirects();
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(
      parseRedirectsFile(readFileSync(redirectsFile, "utf8")),
    );
  });

  test("every page that loads scripts, and /admin, gets its own script policy on Netlify and from the server", async ({
    request,
  }) => {
    const { headers } = await netlifyHeaders();
    const pages = [...pagesWithScripts(), "/admin/"];
    expect(pages).toContain("/calendar");
    expect(pages).toContain("/es/calendar");
    for (const page of pages) {
      const policy = netlifyHeadersFor(headers, page)["Content-Security-Policy"] ?? "";
      expect(policy, page).toMatch(/(^|; )script-src 'self'/);
      for (const address of [page, page === "/" ? "/" : `${page.replace(/\/$/, "")}/`]) {
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        expect(response.headers()["content-security-policy"], address).toBe(policy);
      }
    }
  });

  test("an old address moves with a 301, on Netlify and at the server", async ({ request }) => {
    const { redirects: rules } = await netlifyRedirects();
    expect(Object.keys(redirects).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(redirects)) {
      // Forced: the page that refreshes onward exists, and would otherwise be served.
      expect(rules).toContainEqual(expect.objectContaining({ from, to, status: 301, force: true }));
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("an unknown /es address gets the Spanish Not Found page with a 404, on Netlify and at the server", async ({
    request,
  }) => {
    const { redirects: rules } = await netlifyRedirects();
    expect(rules).toContainEqual(
      expect.objectContaining({ from: "/es/*", to: "/es/404.html", status: 404, force: false }),
    );
    expect(readFileSync(path.join(root, "es/404.html"), "utf8")).toContain('<html lang="es"');
    for (const address of ["/es/anything-unknown", "/es/locations/nowhere/"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain('<html lang="es"');
    }
    const english = await request.get("/anything-unknown");
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('<html lang="en"');
  });
});

test.describe("netlify.toml", () => {
  const toml = parseToml(readFileSync("netlify.toml", "utf8")) as {
    build: { command: string; publish: string; environment: Record<string, string> };
    context: Record<string, { command?: string }>;
    template: { environment: Record<string, string> };
  };

  test("builds with npm run build into build/client, on the Node the project names", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts;
    expect(toml.build.command).toBe("npm run build");
    expect(scripts.build).toBeTruthy();
    expect(toml.build.publish).toBe(root);
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
      expect(description, name).toMatch(/ /);
    }
  });
});
