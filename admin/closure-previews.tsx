import { ClosureEntry } from "~/features/closures/closure-entry";
import { describeClosure, describePlaces } from "~/features/closures/closure-view";
import { duringRegistration } from "~/features/registration/registration-view";
import { placeWindows, soon } from "~/features/closures/closure-windows";
import { longDay, type Day } from "~/features/closures/days";
import { SitePageView } from "~/features/locations/site-page-view";
import { affectedSites } from "../content/closure-sites";
import type { ClosureContent } from "../content/closures";
import type { PlaceStatus } from "../content/places";
import type { ProgramId } from "../content/program-ids";
import { siteName } from "../content/site-format";
import { clockValue } from "../i18n/clock";
import { dayInSentence } from "../i18n/day-names";
import { asHeading } from "../i18n/heading";
import { formatList } from "../i18n/list";
import type { Locale } from "../i18n/locale";
import { closureNote } from "./closure-note";
import { editorLanguage } from "./editor-language";
import { usePreviewFacts } from "./facts-store";
import { isDay, lenient } from "./lenient";
import type { PreviewFacts } from "./preview-facts";
import { dataOf, InEitherLanguage, words, type PreviewProps } from "./preview-frame";
import { sitePage, siteFileOf } from "./site-preview-data";

// A closure and the places at a site, as families will see them: the closure as the Closures
// page and its sites' pages list it, the places on the site's own page, drawn by the site's own
// components, with one line above saying where and until when.

type ClosureForm = Omit<ClosureContent, "id" | "sites" | "programs" | "time"> & {
  time: string | null;
  sites: string[] | null;
  programs: ClosureContent["programs"] | null;
};

/** The closure in the form, as the content reads a closure's file (content/closures.ts). */
function closureOf(form: ClosureForm, facts: PreviewFacts): ClosureContent {
  return {
    ...form,
    id: "closure",
    time: form.time || null,
    sites: affectedSites(form, facts.closures.sites),
    programs: form.programs ?? [],
  };
}

const namesIn = (slugs: string[], locale: Locale, facts: PreviewFacts) =>
  facts.closures.names[locale].sites
    .filter((site) => slugs.includes(site.slug))
    .map((site) => siteName({ id: site.id, title: site.title }));

/** The closure on the Closures page, under its first day, and on its sites' pages. */
function ClosureOnPages({
  closure,
  locale,
  facts,
}: {
  closure: ClosureContent;
  locale: Locale;
  facts: PreviewFacts;
}) {
  const { today, closures } = facts;
  const words = closures.words[locale];
  const names = closures.names[locale];
  const headings = closures.headings[locale];
  // Shown, whatever today is: the preview shows what families will see on its days.
  const view = describeClosure(closure, locale, {}, words, names);
  // Under the heading it has on a site's page today: later this school year, or the next two weeks.
  const group = today >= soon(closure).from! ? headings.soon : headings.later;
  const sitePages = closure.allSites
    ? words.allSites
    : formatList(namesIn(closure.sites, locale, facts), locale);
  return (
    <div className="space-y-6 p-4">
      <section aria-labelledby="on-closures-page" className="space-y-3">
        <h2 id="on-closures-page" className="text-sm font-bold text-ink-soft">
          {headings.closuresPage}
        </h2>
        <h3 className="text-2xl">{asHeading(longDay(closure.first, locale), locale)}</h3>
        <ul className="space-y-3">
          <ClosureEntry closure={view} today={today} withDays={false} />
        </ul>
      </section>
      <section aria-labelledby="on-site-pages" className="space-y-3">
        <h2 id="on-site-pages" className="text-sm font-bold text-ink-soft">
          {sitePages}
        </h2>
        <h3 className="text-xl">{group}</h3>
        <ul className="space-y-3">
          <ClosureEntry closure={view} today={today} markToday={group === headings.soon} />
        </ul>
      </section>
    </div>
  );
}

export function ClosurePreview({ entry, document }: PreviewProps) {
  const facts = usePreviewFacts();
  const data = dataOf(entry);
  const form = lenient(data, facts.closures.shape) as ClosureForm;
  // Drawn once its days are written (a new closure's are empty, not today), and its time where
  // it opens late or closes early: a page never shows "Closes early, at {time}".
  const { first, last, kind, time } = (data ?? {}) as Record<string, unknown>;
  const days = isDay(first) && isDay(last);
  const timed = kind === "closed" || (typeof time === "string" && clockValue.test(time));
  const ready = days && timed;
  const closure = closureOf({ ...form, time: ready ? form.time : null }, facts);
  const note = ready
    ? closureNote(
        {
          first: closure.first,
          last: closure.last,
          allSites: closure.allSites,
          places: closure.allSites ? [] : namesIn(closure.sites, editorLanguage, facts),
        },
        facts.today,
        editorLanguage,
        facts.closures.headings[editorLanguage],
      )
    : days
      ? words.closureNotYet.time
      : words.closureNotYet.days;
  return (
    <InEitherLanguage
      untitled
      document={document}
      snapshot={data}
      note={note}
      render={(locale) =>
        ready && <ClosureOnPages closure={closure} locale={locale} facts={facts} />
      }
    />
  );
}

type PlacesForm = {
  site: string;
  programs: { program: ProgramId; status: PlaceStatus; checked: Day }[];
};

/** "Families see them on Maidu/Excelsior STAR's page …, Galaxy until Saturday, December 12; …" */
function placesNote(form: PlacesForm, name: string, facts: PreviewFacts): string {
  const es = editorLanguage === "es";
  const { staleAfterDays } = facts.places;
  const programs = facts.closures.names[editorLanguage].programs;
  const locations = facts.closures.headings[editorLanguage].locationsPage;
  const until = form.programs
    .filter((each) => isDay(each.checked))
    .map((each) => {
      const last = placeWindows(each.checked, staleAfterDays).current.until!;
      const day = dayInSentence(last, editorLanguage);
      return es
        ? `${programs[each.program]}: hasta el ${day}`
        : `${programs[each.program]}: until ${day}`;
    })
    .join("; ");
  return es
    ? `Las familias lo ven en la página de ${name} y en su tarjeta de la página de ${locations}, cada estado durante ${staleAfterDays} días desde que lo revisó (${until}); después, el día en que lo revisó y el teléfono del sitio para llamar.`
    : `Families see it on ${name}'s page and its card on the ${locations} page, each status for ${staleAfterDays} days after you checked it (${until}); after that, the day you checked it and the site's phone to call.`;
}

export function PlacesPreview({ entry, document }: PreviewProps) {
  const facts = usePreviewFacts();
  const data = dataOf(entry);
  const form = lenient(data, facts.places.shape) as PlacesForm;
  const saved = facts.sites.saved[form.site];
  if (!saved) return null;
  const file = siteFileOf(saved, facts);
  const name = siteName({ id: file.id, title: file.title[editorLanguage] });
  const places = form.programs.filter((each) => isDay(each.checked));
  return (
    <InEitherLanguage
      document={document}
      snapshot={data}
      note={placesNote(form, name, facts)}
      render={(locale) => (
        <SitePageView
          data={{
            ...sitePage(file, locale, facts),
            places: describePlaces(places, locale, {
              words: facts.places.words[locale],
              staleAfterDays: facts.places.staleAfterDays,
              programs: facts.closures.names[locale].programs,
              open: (status) => (facts.places.open as string[]).includes(status),
            }).flatMap((place) => {
              const open = facts.places.registrationOpen[place.program] ?? null;
              const during = duringRegistration(place, open);
              return during ? [during] : [];
            }),
          }}
        />
      )}
    />
  );
}
