import { calendarPage, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CalendarPage } from "~/features/calendar/calendar-page";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~/lib/i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/calendar";

// The month's events come from Google Calendar in the visitor's browser.
export const handle: PageHandle = { hydrate: true, uses: ["calendar"] };

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
