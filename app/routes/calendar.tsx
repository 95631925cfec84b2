import { calendarPage, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CalendarPage } from "~/features/calendar/calendar-page";
import { startEarlyEvents } from "~/features/calendar/early-events";
import { readBuiltEvents } from "~/features/calendar/built-events.server";
import { eventsJsonLd } from "~/features/calendar/event-json-ld.server";
import { monthOf } from "~/features/calendar/month";
import {
  calendarClosures,
  eventClosureWords,
  eventPlaces,
  subscribeData,
  subscribeWays,
} from "~/features/closures/closure-views.server";
import { pacificDay } from "~/features/closures/days";
import { googleCalendarAddress } from "~/features/closures/feed-paths";
import { SubscribeLinks, type SubscribeData } from "~/features/closures/subscribe-links";
import { config } from "~/lib/config";
import type { PageHandle } from "~/lib/page-handle";
import { prepareDateFormats } from "~i18n/clock";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/calendar";

// The build reads this month's and next month's events from Google Calendar into the page. The
// visitor's browser asks again as soon as this code runs there, before React hydrates the page
// (the connection is opened even earlier), and shows what changed. The closures are content,
// in the page whatever Google does, compared with the events on their days, and subscribed to
// beside them.
export const handle: PageHandle = {
  hydrate: true,
  uses: ["calendar"],
  inlineScripts: ["copyAddress"],
};
if (typeof document !== "undefined") {
  startEarlyEvents();
  prepareDateFormats();
}

export const links: Route.LinksFunction = () => [
  { rel: "preconnect", href: new URL(config.calendarApiUrl).origin, crossOrigin: "anonymous" },
];

const subscribeId = "subscribe";

export async function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, lead, noScript, emptyMonth, subscribe } = localize(calendarPage, locale);
  const now = new Date();
  const built = await readBuiltEvents(now);
  const calendar: SubscribeData | undefined = config.calendarId
    ? {
        name: subscribe.name,
        address: googleCalendarAddress(config.calendarId),
        googleId: config.calendarId,
        help: subscribe.help,
        ways: subscribeWays(locale),
      }
    : undefined;
  return {
    title: page.title,
    lead,
    words: { noScript, emptyMonth },
    built,
    builtMonth: monthOf(now),
    closures: calendarClosures(locale, pacificDay(now)),
    eventPlaces: eventPlaces(locale),
    eventClosureWords: eventClosureWords(locale),
    // The closures the calendar shows beside the events come with it: one subscribe block.
    closuresCalendar: subscribeData(locale),
    calendar,
    meta: seo({ url, ...page, jsonLd: built && eventsJsonLd(built, locale) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { title, lead, words, built, builtMonth, closures, calendar } = loaderData;
  const { eventPlaces, eventClosureWords, closuresCalendar } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <PageBody className="space-y-10">
        <CalendarPage
          words={words}
          built={built}
          builtMonth={builtMonth}
          closures={closures}
          eventPlaces={eventPlaces}
          eventClosureWords={eventClosureWords}
          subscribeHref={`#${subscribeId}`}
        />
        <div id={subscribeId} className="space-y-4">
          {calendar && <SubscribeLinks calendar={calendar} defaultOpen />}
          <SubscribeLinks calendar={closuresCalendar} defaultOpen={!calendar} />
        </div>
      </PageBody>
    </>
  );
}
