import routes from "../../app/routes";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every prerendered page, read from the route table so a new route is tested without edits here. */
export function routePaths(entries: RouteEntry[] = routes, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index
      ? prefix || "/"
      : entry.path
        ? `${prefix}/${entry.path}`.replace(/\/+/g, "/")
        : prefix;
    const own =
      entry.index || (entry.path && !entry.path.includes(":") && !entry.path.includes("*"))
        ? [path]
        : [];
    return [...own, ...(entry.children ? routePaths(entry.children, path) : [])];
  });
}

/** Routes that only send the visitor elsewhere. */
export const redirectPaths = ["/programs/summer-camps"];
