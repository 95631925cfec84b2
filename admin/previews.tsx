import CMS from "decap-cms-app";
import { GalaxyPageView, type GalaxyPageData } from "~/features/galaxy/galaxy-page-view";
import { PriceSections } from "~/features/galaxy-pricing/price-tables";
import { SitePageView } from "~/features/locations/site-page-view";
import { NoticeBanner } from "~/components/layout/notice-banner";
import type { GalaxyFile } from "../content/galaxy-file";
import { galaxyWords, hoursGroups, hoursLines, multiChildDiscount } from "../content/galaxy-words";
import { localize } from "../content/localize";
import type { PricesFile } from "../content/prices";
import {
  estimatorGroups,
  galaxyCost,
  priceTables,
  summerPriceWindow,
} from "../content/price-words";
import type { NoticeContent } from "../content/notice";
import { formatList } from "../i18n/list";
import { dayInSentence } from "../i18n/day-names";
import { locales, type Locale } from "../i18n/locale";
import siteStyles from "../app/app.css?inline";
import { ClosurePreview, PlacesPreview } from "./closure-previews";
import { editorLanguage } from "./editor-language";
import { usePreviewFacts } from "./facts-store";
import { isDay, lenient } from "./lenient";
import type { PreviewFacts } from "./preview-facts";
import { siteFileOf, sitePage } from "./site-preview-data";
import { dataOf, InEitherLanguage, previewLink, words, type PreviewProps } from "./preview-frame";

// The editor's preview pane draws the page as families see it, with the site's own components
// and styles, from what is in the form now (saved or not), in English or Spanish. Decap renders
// a preview with the editor's React, which is the site's React 19, into its own frame. The facts
// of other files (Galaxy's closing time on a site's page) are those saved now (facts-store.ts).

function galaxyPage(file: GalaxyFile, locale: Locale, facts: PreviewFacts): GalaxyPageData {
  const { galaxy, prices } = facts;
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
    registration: galaxy.registration[locale],
    mainPhone: galaxy.mainPhone,
    buildDay: facts.today,
    words: localize(galaxyWords(file, galaxy.facts), locale),
    cost: galaxyCost(prices.saved, prices.facts, locale),
    estimator: estimatorGroups(prices.saved, prices.facts, locale),
    hours: hoursLines(groups, localize(file.hours, locale), (names) => formatList(names, locale)),
    scheduleChangesHref: galaxy.scheduleChangesHref,
  };
}

function GalaxyPreview({ entry, document }: PreviewProps) {
  const facts = usePreviewFacts();
  const data = dataOf(entry);
  const file = lenient(data, facts.galaxy.saved) as GalaxyFile;
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      render={(locale) => <GalaxyPageView data={galaxyPage(file, locale, facts)} />}
    />
  );
}

/** The prices as the pricing page shows them, each district's table above its pricing sheets. */
function PricesPreview({ entry, document }: PreviewProps) {
  const facts = usePreviewFacts();
  const data = dataOf(entry);
  const file = lenient(data, facts.prices.saved) as PricesFile;
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      render={(locale) => (
        <div className="mx-auto max-w-page space-y-10 px-4 py-8">
          <PriceSections
            prices={priceTables(file, facts.prices.facts, locale)}
            summerShown={{
              window: summerPriceWindow(file.summer.year, facts.prices.summers, facts.today),
              today: facts.today,
            }}
            sheets={facts.prices.sheets[locale]}
          />
        </div>
      )}
    />
  );
}

function SitePreview({ entry, document }: PreviewProps) {
  const facts = usePreviewFacts();
  const data = dataOf(entry);
  const file = siteFileOf(data, facts);
  if (file.id === 0) {
    const { mainOffice } = words;
    return (
      <main lang={editorLanguage} className="p-4">
        <h1 className="text-2xl">{mainOffice.heading}</h1>
        <p className="mt-2">
          {mainOffice.text} {previewLink("/main-office", mainOffice.mainOfficePage)}{" "}
          {mainOffice.and} {previewLink("/contact", mainOffice.contactPage)}.
        </p>
      </main>
    );
  }
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      render={(locale) => <SitePageView data={sitePage(file, locale, facts)} />}
    />
  );
}

function NoticePreview({ entry, document }: PreviewProps) {
  const facts = usePreviewFacts();
  const data = dataOf(entry);
  const notice = lenient(data, facts.notice) as NoticeContent;
  const { message, start, end, linkText, linkTo } = notice;
  // A notice with nothing written shows nothing, not an empty band.
  const written = (locale: Locale) => Boolean(message?.[locale]?.trim());
  const day = (each: string) => dayInSentence(each, editorLanguage, { year: true });
  const note = !locales.some(written)
    ? words.notice.none
    : isDay(start) && isDay(end)
      ? start === end
        ? words.notice.oneDay(day(start))
        : words.notice.days(day(start), day(end))
      : words.notice.someDays;
  return (
    <InEitherLanguage
      untitled
      document={document}
      snapshot={data}
      note={note}
      render={(locale) =>
        message &&
        written(locale) && (
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
  CMS.registerPreviewTemplate("prices", PricesPreview as never);
  CMS.registerPreviewTemplate("notice", NoticePreview as never);
  CMS.registerPreviewTemplate("closures", ClosurePreview as never);
  CMS.registerPreviewTemplate("places", PlacesPreview as never);
}
