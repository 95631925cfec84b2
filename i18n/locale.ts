import { baseLocale, locales, type Locale } from "./paraglide/runtime.js";

// The site's languages are Paraglide's (project.inlang): English at the spec's paths, Spanish at
// the same paths under /es. The path helpers below are this site's own: Paraglide's
// localizeHref writes the Spanish home page as "/es/", where the prerendered page and every
// canonical link say "/es", and it would bring URLPattern code to every page with React.
export { locales, type Locale };

/** How a language is called in itself, for the link that switches to it. */
export const languageNames: Record<Locale, string> = { en: "English", es: "Español" };

/** The locale `Intl` formats dates and numbers in, for families in the United States. */
export const intlLocales: Record<Locale, string> = { en: "en-US", es: "es-US" };

const spanishPrefix = /^\/es(?=\/|$|[?#])/;

/** The language of a page from its path: everything under /es is Spanish. */
export function localeOf(pathname: string): Locale {
  return spanishPrefix.test(pathname) ? "es" : baseLocale;
}

/** A path without its language: "/es/programs/galaxy" -> "/programs/galaxy", "/es" -> "/". */
export function pathWithoutLocale(path: string): string {
  const rest = path.replace(spanishPrefix, "");
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * A site path in a language: "/programs/galaxy" -> "/es/programs/galaxy", "/" -> "/es", and
 * "/#billing" -> "/es#billing". Anything that is not a site path (another host, mail, a bare
 * "#anchor" on the same page) is left as it is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const plain = pathWithoutLocale(path);
  if (locale === baseLocale) return plain;
  return plain.startsWith("/?") || plain.startsWith("/#") || plain === "/"
    ? `/es${plain.slice(1)}`
    : `/es${plain}`;
}

/** The language of the page a loader prepares, from the address it is prerendered at. */
export function pageLocale({ url }: { url: URL }): Locale {
  return localeOf(url.pathname);
}

/** The other language, which the language link on every page offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
