import { calendarPage, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CalendarPage } from "~/features/calendar/calendar-page";
import { startEarlyEvents } from "~/features/calendar/early-events";
import { config } from "~/lib/config";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/calendar";

// The month's events come from Google Calendar in the visitor's browser, asked for as soon as
// this code runs there, before React hydrates the page; the connection is opened even earlier.
export const handle: PageHandle = { hydrate: true, uses: ["calendar"] };
if (typeof document !== "undefined") startEarlyEvents();

export const links: Route.LinksFunction = () => [
  { rel: "preconnect", href: new URL(config.calendarApiUrl).origin, crossOrigin: "anonymous" },
];

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, lead, noScript, emptyMonth } = localize(calendarPage, locale);
  return {
    title: page.title,
    lead,
    words: { noScript, emptyMonth },
    meta: seo({ url, ...page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { title, lead, words } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <PageBody>
        <CalendarPage words={words} />
      </PageBody>
    </>
  );
}
