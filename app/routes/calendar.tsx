import { calendarPage, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CalendarPage } from "~/features/calendar/calendar-page";
import { startEarlyEvents } from "~/features/calendar/early-events";
import { readBuiltEvents } from "~/features/calendar/built-events.server";
import { eventsJsonLd } from "~/features/calendar/event-json-ld.server";
import { config } from "~/lib/config";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/calendar";

// The build reads this month's and next month's events from Google Calendar into the page. The
// visitor's browser asks again as soon as this code runs there, before React hydrates the page
// (the connection is opened even earlier), and shows what changed.
export const handle: PageHandle = { hydrate: true, uses: ["calendar"] };
if (typeof document !== "undefined") startEarlyEvents();

export const links: Route.LinksFunction = () => [
  { rel: "preconnect", href: new URL(config.calendarApiUrl).origin, crossOrigin: "anonymous" },
];

export async function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, lead, noScript, emptyMonth } = localize(calendarPage, locale);
  const built = await readBuiltEvents();
  return {
    title: page.title,
    lead,
    words: { noScript, emptyMonth },
    built,
    meta: seo({ url, ...page, jsonLd: built && eventsJsonLd(built, locale) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { title, lead, words, built } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <PageBody>
        <CalendarPage words={words} built={built} />
      </PageBody>
    </>
  );
}
