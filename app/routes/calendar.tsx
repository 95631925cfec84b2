import { calendarPage } from "~content/calendar";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CalendarPage } from "~/features/calendar/calendar-page";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({ title: calendarPage.title, description: calendarPage.description, path: "/calendar" });

export default function Calendar() {
  return (
    <>
      <PageHeader title={calendarPage.title} lead={calendarPage.lead} />
      <PageBody>
        <CalendarPage />
      </PageBody>
    </>
  );
}
