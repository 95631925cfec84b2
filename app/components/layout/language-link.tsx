import { languageNames, localizePath, otherLocale, pathWithoutLocale } from "~i18n/locale";
import { useLocale } from "~/lib/locale-context";

/**
 * The same page in the other language, named in that language ("Español" on an English page).
 * The choice is the visitor's: nothing guesses it from the browser or redirects.
 */
export function LanguageLink({ pathname, className }: { pathname: string; className?: string }) {
  const other = otherLocale(useLocale());
  return (
    <a
      href={localizePath(pathWithoutLocale(pathname), other)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {languageNames[other]}
    </a>
  );
}
