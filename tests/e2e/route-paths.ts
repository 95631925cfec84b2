import * as table from "../../scripts/route-paths.mjs";
import { loadRoutes } from "../../scripts/site-facts.mjs";

// app/routes.ts lists the site pages from their YAML files (import.meta.glob), which only
// Vite can read, so the table comes through Vite's module runner as the build scripts get it.
const { table: routes } = await loadRoutes();

/** Every static path of the route table, redirects included, so a new route is tested without edits here. */
export function routePaths(): string[] {
  return table.routePaths(routes);
}

/** The pages among them: every static path but the redirects. */
export function pagePaths(): string[] {
  return table.pagePaths(routes);
}

/** Routes that only send the visitor elsewhere. */
export const redirectPaths = Object.keys(table.redirects);
