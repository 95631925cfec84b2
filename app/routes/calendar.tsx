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
  const { title, lead, noScript, emptyMonth, description } = localize(calendarPage, locale);
  return {
    title,
    lead,
    words: { noScript, emptyMonth },
    meta: seo({ url, title, description }),
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
