import CMS from "decap-cms-app";
import { Component, useEffect, useState, type ReactNode } from "react";
import { GalaxyPageView, type GalaxyPageData } from "~/features/galaxy/galaxy-page-view";
import { SitePageView, type SitePageData } from "~/features/locations/site-page-view";
import { NoticeBanner } from "~/components/layout/notice-banner";
import { WithoutInlineScripts } from "~/lib/inline-script";
import { LocaleProvider } from "~/lib/locale-context";
import type { GalaxyFile } from "../content/galaxy-file";
import { galaxyWords, hoursGroups, hoursLines, multiChildDiscount } from "../content/galaxy-words";
import { localize } from "../content/localize";
import type { NoticeContent } from "../content/notice";
import type { ProgramContent } from "../content/programs";
import { siteWords } from "../content/site-words";
import type { SiteContent } from "../content/sites";
import { formatList } from "../i18n/list";
import { languageNames, locales, type Locale } from "../i18n/locale";
import siteStyles from "../app/app.css?inline";
import { lenient } from "./lenient";
import { local } from "./local";
import { previewFacts } from "./preview-facts";

// The editor's preview pane draws the page as families see it, with the site's own components
// and styles, from what is in the form now (saved or not), in English or Spanish. Decap renders
// a preview with the editor's React, which is the site's React 19, into its own frame.

type Immutable = { toJS(): unknown };
type PreviewProps = { entry: { getIn(path: string[]): Immutable | undefined }; document: Document };

const facts = previewFacts;
const dataOf = (entry: PreviewProps["entry"]) => entry.getIn(["data"])?.toJS();

/** The frame's words, for those who read the preview with a screen reader. */
const frameTitle = "Preview of the page as families see it";

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
      <p lang="en" className="m-4 rounded-2xl border border-line p-4">
        The page shows here again once the form is complete ({this.state.problem}).
      </p>
    );
  }
}

/**
 * The page in the language staff pick above it, with that language on the frame's document, so
 * that a screen reader reads the Spanish page in Spanish.
 */
function InEitherLanguage({
  document,
  render,
  note,
  snapshot,
}: {
  document: Document;
  render: (locale: Locale) => ReactNode;
  note?: ReactNode;
  /** The entry as it is now: a page that could not be drawn is tried again when it changes. */
  snapshot: unknown;
}) {
  const [locale, setLocale] = useState<Locale>("en");
  useEffect(() => {
    document.documentElement.setAttribute("lang", locale);
    const title =
      document.head.querySelector("title") ??
      document.head.appendChild(document.createElement("title"));
    title.textContent = frameTitle;
    document.defaultView?.frameElement?.setAttribute("title", frameTitle);
  }, [document, locale]);
  return (
    <>
      <div lang="en" className="border-b border-line bg-mist px-4 py-3">
        <div role="group" aria-label="Language of the preview" className="flex flex-wrap gap-3">
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
      </div>
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
function previewLink(path: string, words: string): ReactNode {
  return local.preview ? <a href={new URL(path.slice(1), local.preview).href}>{words}</a> : words;
}

function galaxyPage(file: GalaxyFile, locale: Locale): GalaxyPageData {
  const { galaxy } = facts;
  const sites = galaxy.sites.map((site) => ({
    title: site.title,
    hours: { opens: site.opens, closes: site.ownCloses ?? file.closes },
  }));
  const groups = hoursGroups(sites, locale).map((group) => ({
    hours: group.hours,
    sites: localize(group.sites, locale),
  }));
  return {
    name: galaxy.name[locale],
    subsidyPrograms: galaxy.subsidyPrograms[locale],
    discount: localize(multiChildDiscount(file), locale),
    promo: galaxy.promo && localize(galaxy.promo, locale),
    words: localize(galaxyWords(file, galaxy.facts), locale),
    pricing: galaxy.pricing[locale],
    hours: hoursLines(groups, localize(file.hours, locale), (names) => formatList(names, locale)),
    scheduleChangesHref: galaxy.scheduleChangesHref,
  };
}

function GalaxyPreview({ entry, document }: PreviewProps) {
  const data = dataOf(entry);
  const file = lenient(data, facts.galaxy.saved) as GalaxyFile;
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      render={(locale) => <GalaxyPageView data={galaxyPage(file, locale)} />}
    />
  );
}

type SiteFile = Omit<SiteContent, "hours"> & { hours: { opens: string; closes: string | null } };

function sitePage(file: SiteFile, locale: Locale): SitePageData {
  const { sites } = facts;
  const site: SiteContent = {
    ...file,
    hours: { opens: file.hours.opens, closes: file.hours.closes ?? sites.galaxyCloses },
  };
  const programs = sites.programs as ProgramContent[];
  const programNames = Object.fromEntries(programs.map((program) => [program.id, program.name]));
  // A site not saved yet has no closures nor places: the first school site's words, empty.
  const known = site.slug in sites.closures ? site.slug : sites.firstSchoolSite;
  const closures = sites.closures[known]![locale];
  return {
    today: facts.today,
    closures: known === site.slug ? closures : { ...closures, soon: [], later: [] },
    places: known === site.slug ? sites.places[known]![locale] : [],
    placesLabel: sites.placesLabel[locale],
    site: localize(site, locale),
    words: siteWords(sites.template, site, { name: sites.name, programNames }, locale),
    licenceLookupUrl: sites.licenceLookupUrl,
    districtName: site.district ? sites.districts[site.district] : undefined,
    offered: localize(
      site.programs
        .filter((id) => id !== "subsidy")
        .flatMap((id) => programs.filter((program) => program.id === id)),
      locale,
    ),
  };
}

function SitePreview({ entry, document }: PreviewProps) {
  const data = dataOf(entry);
  const { sites } = facts;
  const slug = (data as { slug?: unknown } | undefined)?.slug;
  const saved =
    sites.saved[typeof slug === "string" && slug in sites.saved ? slug : sites.firstSchoolSite];
  const file = lenient(data, saved) as SiteFile;
  if (file.id === 0) {
    return (
      <main lang="en" className="p-4">
        <h1 className="text-2xl">Main office</h1>
        <p className="mt-2">
          The main office has no page of its own here: its address, hours and phone show on the{" "}
          {previewLink("/main-office", "Main Office page")} and the{" "}
          {previewLink("/contact", "Contact page")}.
        </p>
      </main>
    );
  }
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      render={(locale) => <SitePageView data={sitePage(file, locale)} />}
    />
  );
}

/** "Friday, December 4", as staff write the day in a notice. */
function longDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

function NoticePreview({ entry, document }: PreviewProps) {
  const data = dataOf(entry);
  const notice = lenient(data, facts.notice) as NoticeContent;
  const { message, start, end, linkText, linkTo } = notice;
  const days = /^\d{4}-\d{2}-\d{2}$/;
  const note = !message
    ? "With no notice written, pages show none."
    : start && end && days.test(start) && days.test(end)
      ? `Families see it at the top of every page from ${longDay(start)} to ${longDay(end)}.`
      : "It shows on the days you set below.";
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      note={note}
      render={(locale) =>
        message && (
          <NoticeBanner
            notice={{
              message: message[locale],
              first: start ?? "",
              last: end ?? "",
              link: linkText && linkTo ? { text: linkText[locale], to: linkTo } : null,
              startsLater: false,
            }}
          />
        )
      }
    />
  );
}

/** The site's stylesheet in the preview's frame, and a preview for each page that has one. */
export function registerPreviews() {
  CMS.registerPreviewStyle(siteStyles, { raw: true });
  // A folder collection's template goes by the collection's name, a file's by the file's.
  CMS.registerPreviewTemplate("sites", SitePreview as never);
  CMS.registerPreviewTemplate("galaxy", GalaxyPreview as never);
  CMS.registerPreviewTemplate("notice", NoticePreview as never);
}
