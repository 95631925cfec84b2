import type { MetaDescriptor } from "react-router";
import { organisation } from "~/content.server";
import { config } from "./config";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/programs/galaxy". */
  path: string;
  /** Replaces the default "{title} | STAR" pattern when a page needs an exact title. */
  exactTitle?: boolean;
  noIndex?: boolean;
  jsonLd?: object;
}

export function canonicalUrl(path: string): string {
  return `${config.siteUrl}${path === "/" ? "/" : path}`;
}

/** One place for title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function seo({
  title,
  description,
  path,
  exactTitle,
  noIndex,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = exactTitle ? title : `${title} | ${organisation.fullName}`;
  const url = canonicalUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: organisation.fullName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noIndex) tags.push({ name: "robots", content: "noindex" });
  if (jsonLd) tags.push({ "script:ld+json": jsonLd });
  return tags;
}
