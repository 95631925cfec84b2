// What the build scripts need to know about the site, read from its own TypeScript modules
// (through Vite's module runner), so that nothing here repeats the route table or a setting.
import { runnerImport } from "vite";
import path from "node:path";
import { aliases } from "./aliases.mjs";
import { pagePaths, routePaths } from "./route-paths.mjs";

const root = path.resolve(import.meta.dirname, "..");

async function load(file) {
  const { module } = await runnerImport(path.join(root, file), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: aliases },
  });
  return module;
}

/** The route table of app/routes.ts, its static paths and the pages among them. */
export async function loadRoutes() {
  const { default: table } = await load("app/routes.ts");
  return { table, paths: routePaths(table), pages: pagePaths(table) };
}

/** The configuration a production build sees (vite.config.ts validates the same values). */
export async function loadConfig(mode = "production") {
  const { readConfig } = await load("app/lib/config-schema.ts");
  return readConfig(mode, root);
}

/** The site's security policy (app/lib/security-policy.ts) and its script hashing. */
export async function loadSecurityPolicy() {
  const [policy, { scriptHash }] = await Promise.all([
    load("app/lib/security-policy.ts"),
    load("app/lib/script-hash.server.ts"),
  ]);
  return { ...policy, scriptHash };
}

/** The hosts the content editor talks to besides GitHub: where it signs in (admin/config.ts). */
export async function loadAdminFacts(mode) {
  const { cms } = await loadConfig(mode);
  return { backendOrigins: [new URL(cms.authUrl).origin] };
}

/** The organisation and its sites, as the structured data must describe them. */
export async function loadOrganisationFacts() {
  const [{ organisation }, { mainOffice, schoolSites }, { siteHref }] = await Promise.all([
    load("content/organisation.ts"),
    load("content/sites.ts"),
    load("content/site-format.ts"),
  ]);
  return { organisation, mainOffice, schoolSites, siteHref };
}
