import type { MetaDescriptor } from "react-router";
import { organisation } from "~/content.server";
import { config } from "~/lib/config";
import { locales, localeOf, localizePath, pathWithoutLocale, type Locale } from "~i18n/locale";

export interface PageSeo {
  /** The address the page is prerendered at: its language and its path come from it. */
  url: URL;
  title: string;
  description: string;
  /** The page search engines should show instead (a moved address's new page), in English. */
  canonicalPath?: string;
  /** Replaces the default "{title} | STAR Education" pattern when a page needs an exact title. */
  exactTitle?: boolean;
  noIndex?: boolean;
  /**
   * The page is shown at any address that has none (Not Found): it names no address of its own,
   * no canonical, no language versions, since /404 itself is not a page.
   */
  noAddress?: boolean;
  /** What the page describes (the organisation, a site, its events), one entry each. */
  jsonLd?: object | object[];
}

/** The address of a page in a language, e.g. "https://…/es/programs/galaxy". */
export function canonicalUrl(path: string, locale: Locale = "en"): string {
  return `${config.siteUrl}${localizePath(path, locale)}`;
}

const openGraphLocales: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * One place for title, description, canonical, language alternates, Open Graph, Twitter and
 * JSON-LD. Every page names itself in both languages, and English as the default for the rest;
 * its WebPage entry says which language it is in, beside the entry a page may add about what
 * it describes (the organisation, a site).
 */
export function seo({
  url: address,
  title,
  description,
  canonicalPath,
  exactTitle,
  noIndex,
  noAddress,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const locale = localeOf(address.pathname);
  // Prerendering asks for "/calendar/"; the page's own address has no trailing slash.
  const path = canonicalPath ?? pathWithoutLocale(address.pathname).replace(/(.)\/+$/, "$1");
  const fullTitle = exactTitle ? title : `${title} | ${organisation.fullName}`;
  const url = canonicalUrl(path, locale);
  const addresses: MetaDescriptor[] = [
    { tagName: "link", rel: "canonical", href: url },
    ...locales.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: canonicalUrl(path, language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(path, "en") },
  ];
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noAddress ? [] : addresses),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: organisation.fullName },
    { property: "og:locale", content: openGraphLocales[locale] },
    ...locales
      .filter((language) => language !== locale)
      .map((language) => ({
        property: "og:locale:alternate",
        content: openGraphLocales[language],
      })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(noAddress ? [] : [{ property: "og:url", content: url }]),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noIndex) tags.push({ name: "robots", content: "noindex" });
  tags.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: fullTitle,
      description,
      ...(noAddress ? {} : { url }),
      inLanguage: locale,
      isPartOf: { "@type": "WebSite", name: organisation.fullName, url: canonicalUrl("/", locale) },
    },
  });
  for (const entry of [jsonLd ?? []].flat()) tags.push({ "script:ld+json": entry });
  return tags;
}
