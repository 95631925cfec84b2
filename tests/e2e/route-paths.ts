import routes from "../../app/routes";
import * as table from "../../scripts/route-paths.mjs";

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
