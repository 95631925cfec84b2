import { calendarPage } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CalendarPage } from "~/features/calendar/calendar-page";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/calendar";

// The month's events come from Google Calendar in the visitor's browser.
export const handle: PageHandle = { hydrate: true };

export function loader() {
  const { title, lead, noScript, emptyMonth, description } = calendarPage;
  return {
    title,
    lead,
    words: { noScript, emptyMonth },
    meta: seo({ title, description, path: "/calendar" }),
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
