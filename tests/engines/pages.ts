import { readFileSync } from "node:fs";
import routes from "../../app/routes";
import type { Locale } from "../../i18n/locale";

export const locales: Locale[] = ["en", "es"];

/** A path of the site in a language: Spanish pages are the same paths under /es. */
export const inLocale = (path: string, locale: Locale) =>
  locale === "en" ? path : path === "/" ? "/es" : `/es${path}`;

/**
 * One page of each route template (the first the route table lists), in one language: a new
 * template is sampled without edits here. Moved pages only redirect and resource routes (feeds,
 * sitemap, robots) render no page, so they are left to the Chromium and Node suites; the Not
 * Found page is reached by an address the site does not have.
 */
export function onePagePerTemplate(locale: Locale): string[] {
  const byTemplate = new Map<string, string>();
  for (const route of routes) {
    const path = route.index ? "/" : `/${route.path}`;
    const spanish = path === "/es" || path.startsWith("/es/");
    const resource = !route.file.endsWith(".tsx");
    if (spanish || resource || path.includes("*") || route.file.endsWith("moved-page.tsx"))
      continue;
    if (!byTemplate.has(route.file)) byTemplate.set(route.file, path);
  }
  return [...byTemplate.values(), "/no-such-page"].map((path) => inLocale(path, locale));
}

/** The words of a screen's controls (messages/<area>/<locale>.json), with {placeholders} filled. */
export function words(area: string, locale: Locale) {
  const messages = JSON.parse(readFileSync(`messages/${area}/${locale}.json`, "utf8")) as Record<
    string,
    string
  >;
  return (key: string, values: Record<string, string | number> = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`messages/${area}/${locale}.json has no ${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}
