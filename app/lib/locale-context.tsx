import { createContext, useCallback, useContext } from "react";
import { withContractions } from "~i18n/contractions";
import { localizePath, type Locale } from "~i18n/locale";
import { withoutDoubledPeriods } from "~i18n/placeholders";

const LocaleContext = createContext<Locale>("en");

/** The language of the page, which root.tsx provides from its path. */
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A compiled message (app/paraglide): its inputs, and the language to say it in. */
export type Message<Inputs> = (inputs: Inputs, options: { locale: Locale }) => string;

/** A message's inputs, which may be left out when it has none. */
type InputsOf<Inputs> = undefined extends Inputs ? [inputs?: Inputs] : [inputs: Inputs];

/**
 * Says messages in the page's language: `t(m.layout_menu)`, `t(m.camps_showing, { shown })`.
 * Each message is its own import, so a page's code carries only the words it uses. A name
 * with its article placed after "a" or "de" is joined as Spanish writes it (contractions.ts),
 * and an input ending with its own period ends the sentence with it (placeholders.ts).
 */
export function useTranslate() {
  const locale = useLocale();
  return useCallback(
    <Inputs,>(message: Message<Inputs>, ...[inputs]: InputsOf<Inputs>) =>
      withContractions(
        withoutDoubledPeriods(message(inputs as Inputs, { locale }), inputs),
        locale,
      ),
    [locale],
  );
}

/** Turns a path of this site into the same page in the page's language: "/contact" -> "/es/contact". */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
