import { useMatches } from "react-router";
import { languageNames, localizePath, otherLocale, pathWithoutLocale } from "~i18n/locale";
import { useLocale } from "~/lib/locale-context";
import { hasNoAddress } from "~/lib/page-handle";

/**
 * The same page in the other language, named in that language ("Español" on an English page),
 * or that language's home page from a page that is no page of its own (Not Found). The choice is
 * the visitor's: nothing guesses it from the browser or redirects.
 */
export function LanguageLink({ pathname, className }: { pathname: string; className?: string }) {
  const other = otherLocale(useLocale());
  const twin = hasNoAddress(useMatches()) ? "/" : pathWithoutLocale(pathname);
  return (
    <a href={localizePath(twin, other)} hrefLang={other} lang={other} className={className}>
      {languageNames[other]}
    </a>
  );
}
