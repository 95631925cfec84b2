import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { feeds } from "./feed-list";
import { movedPageEntries, pages, type PageEntry } from "./page-list";

// The route table, made from the one list of pages (page-list.ts) in both languages, plus the
// resource routes prerendered beside them (sitemap, robots, the feeds of feed-list.ts) and the
// Not Found routes.
function routeOf(page: PageEntry, language: "" | "es"): RouteConfigEntry {
  const path = [language, page.path.slice(1)].filter(Boolean).join("/");
  const id = page.id ?? page.file.replace(/^routes\/|\.tsx$/g, "");
  const options = { id: language ? `es-${id}` : page.id };
  return path === "" ? index(page.file) : route(path, page.file, options);
}

const everyPage = [...pages, ...movedPageEntries];

export default [
  ...everyPage.map((page) => routeOf(page, "")),
  ...everyPage.map((page) => routeOf(page, "es")),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  ...feeds.map((feed) => route(feed.path.slice(1), feed.file, { id: feed.id })),
  route("es/*", "routes/not-found.tsx", { id: "es-not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
