import { Component, useEffect, useState, type ReactNode } from "react";
import { WithoutInlineScripts } from "~/lib/inline-script";
import { LocaleProvider } from "~/lib/locale-context";
import { languageNames, locales, type Locale } from "../i18n/locale";
import { editorLanguage } from "./editor-language";
import { editorWords } from "./editor-words";
import { local } from "./local";

// What every preview of the editor shares: the page in English or Spanish as staff pick, the
// line above it in the editor's own language, and a page that cannot be drawn yet saying so.

type Immutable = { toJS(): unknown };
export type PreviewProps = {
  entry: { getIn(path: string[]): Immutable | undefined };
  document: Document;
};

export const dataOf = (entry: PreviewProps["entry"]) => entry.getIn(["data"])?.toJS();

/** The editor's own words, in its language. */
export const words = editorWords[editorLanguage];

/**
 * What an unfinished entry cannot draw yet (a page whose words do not fit together so far) says
 * so in place of the page, and the page comes back as soon as the form is complete enough.
 */
class NotYet extends Component<{ children: ReactNode }, { problem: string | null }> {
  state = { problem: null };
  static getDerivedStateFromError(error: unknown) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  render() {
    if (this.state.problem === null) return this.props.children;
    return (
      <p lang={editorLanguage} className="m-4 rounded-2xl border border-line p-4">
        {words.notYet(this.state.problem)}
      </p>
    );
  }
}

/**
 * The page in the language staff pick above it, with that language on the frame's document, so
 * that a screen reader reads the Spanish page in Spanish.
 */
export function InEitherLanguage({
  document,
  render,
  note,
  snapshot,
  untitled = false,
}: {
  document: Document;
  render: (locale: Locale) => ReactNode;
  /** One line for staff above the page, in the editor's language. */
  note?: ReactNode;
  /** The entry as it is now: a page that could not be drawn is tried again when it changes. */
  snapshot: unknown;
  /** A part of a page, with no main heading of its own (a closure, the notice). */
  untitled?: boolean;
}) {
  const [locale, setLocale] = useState<Locale>("en");
  useEffect(() => {
    document.documentElement.setAttribute("lang", locale);
    const title =
      document.head.querySelector("title") ??
      document.head.appendChild(document.createElement("title"));
    title.textContent = words.frameTitle;
  }, [document, locale]);
  return (
    <>
      {/* Its right end stays clear of the editor's buttons that float over the preview. */}
      <header lang={editorLanguage} className="border-b border-line bg-mist py-3 pr-28 pl-4">
        {untitled && <h1 className="sr-only">{words.frameTitle}</h1>}
        <div role="group" aria-label={words.previewLanguages} className="flex flex-wrap gap-3">
          {locales.map((each) => (
            <button
              key={each}
              type="button"
              lang={each}
              aria-pressed={each === locale}
              onClick={() => setLocale(each)}
              className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-bold ${
                each === locale
                  ? "bg-brand text-white"
                  : "border-2 border-brand bg-white text-brand hover:bg-brand-soft"
              }`}
            >
              {languageNames[each]}
            </button>
          ))}
        </div>
        {note && <p className="mt-2 text-ink-soft">{note}</p>}
      </header>
      <main lang={locale}>
        <LocaleProvider value={locale}>
          <WithoutInlineScripts>
            <NotYet key={`${locale}:${JSON.stringify(snapshot)}`}>{render(locale)}</NotYet>
          </WithoutInlineScripts>
        </LocaleProvider>
      </main>
    </>
  );
}

/** A link to a page of the site preview `npm run cms` serves, where there is one. */
export function previewLink(path: string, text: string): ReactNode {
  return local.preview ? <a href={new URL(path.slice(1), local.preview).href}>{text}</a> : text;
}
