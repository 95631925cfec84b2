import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~i18n/locale";
import { fetchWaitingCode } from "~/lib/after-paint";
import { LocaleProvider } from "~/lib/locale-context";
import { CalendarPage } from "./calendar-page";
import type { CalendarClosure } from "./closure-days";
import { monthLabel, monthOf } from "./month";

vi.mock("~/lib/config", () => ({
  config: {
    googleApiKey: "test-key",
    calendarId: "star@group.calendar.google.com",
    calendarApiUrl: "http://emulator.test/calendar/v3",
  },
}));

function allDay(id: string, summary: string, date: string, end: string) {
  return { id, summary, start: { date }, end: { date: end } };
}

const answers: Record<string, () => Promise<Response>> = {};
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

// The events' popups, as the client entry fetches them once the page has painted.
beforeAll(() => fetchWaitingCode());

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      const month = new URL(url).searchParams.get("timeMin")!.slice(0, 7);
      const answer = answers[month];
      return answer ? answer() : json({ items: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of Object.keys(answers)) delete answers[key];
});

const words = {
  noScript: "The calendar needs JavaScript.",
  emptyMonth: "Nothing is on the calendar this month yet.",
};

// Made up here, so the tests never depend on the closures staff publish.
const staffTraining: CalendarClosure = {
  id: "2026-03-13-staff-training",
  kind: "closesEarly",
  first: "2026-03-13",
  last: "2026-03-13",
  what: "Closes early, at 3:00 PM",
  where: "Maidu STAR and Coppin STAR",
  programs: null,
  reason: "Staff training",
  days: "Friday, March 13",
  time: "15:00",
  allSites: false,
  sites: ["maidu", "coppin"],
  stops: [],
  goesOn: [],
};
const springBreak: CalendarClosure = {
  id: "2026-03-30-spring-break",
  kind: "closed",
  first: "2026-03-30",
  last: "2026-04-03",
  what: "Closed",
  where: "All sites and the main office",
  programs: null,
  reason: "Spring break",
  days: "Monday, March 30 – Friday, April 3",
  time: null,
  allSites: true,
  sites: ["office", "maidu", "coppin"],
  stops: [],
  goesOn: ["nsd"],
};

const eventPlaces = [
  { slug: "office", street: "5000 Example Parkway", programs: [], name: "Main Office" },
  {
    slug: "maidu",
    street: "1950 Johnson Ranch Drive",
    programs: ["galaxy", "nsd"],
    name: "Maidu STAR",
  },
  {
    slug: "coppin",
    street: "150 East 12th Street",
    programs: ["galaxy", "nsd"],
    name: "Coppin STAR",
  },
];
const eventClosureWords = {
  short: "Closure that day",
  note: "{sites}: {what} that day ({reason}). Call the main office at {phone} to check.",
  allSites: "All sites and the main office",
  phone: "(916) 555-0100",
};

function renderAt(path: string, locale: Locale = "en", closures = [staffTraining, springBreak]) {
  const page = (
    <CalendarPage
      words={words}
      builtMonth={monthOf(new Date())}
      closures={closures}
      eventPlaces={eventPlaces}
      eventClosureWords={eventClosureWords}
    />
  );
  const router = createMemoryRouter([{ path: "/calendar", element: page }], {
    initialEntries: [path],
  });
  render(
    <LocaleProvider value={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

describe("the calendar page", () => {
  it("shows the month named in the URL with its events on every day they span", async () => {
    // March's window starts on February 28.
    answers["2026-02"] = () =>
      json({ items: [allDay("camp", "Spring Break Camp", "2026-03-30", "2026-04-04")] });
    renderAt("/calendar?month=2026-03");
    expect(screen.getByRole("heading", { name: "March 2026" })).toBeInTheDocument();
    expect(await screen.findAllByRole("button", { name: "Spring Break Camp" })).toHaveLength(2);
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });

  it("shows each closure on every day it spans, as a link to it on the Closures page, not as an event", async () => {
    renderAt("/calendar?month=2026-03");
    const training = await screen.findAllByRole("link", { name: /Staff training/ });
    expect(training).toHaveLength(1);
    expect(training[0]).toHaveAccessibleName(
      "Closes early, at 3:00 PM – Staff training Maidu STAR and Coppin STAR",
    );
    expect(training[0]).toHaveAttribute("href", "/closures#2026-03-13-staff-training");
    expect(screen.getAllByRole("link", { name: /Spring break/ })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Staff training|Spring break/ })).toBeNull();
  });

  it("says so when a month has neither events nor closures, and not when it has a closure", async () => {
    const user = userEvent.setup();
    renderAt("/calendar?month=2026-04");
    await waitFor(() => expect(screen.queryByText("Loading…")).not.toBeInTheDocument());
    expect(screen.getAllByRole("link", { name: /Spring break/ })).toHaveLength(3);
    expect(screen.queryByText("Nothing is on the calendar this month yet.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(
      await screen.findByText("Nothing is on the calendar this month yet."),
    ).toBeInTheDocument();
  });

  it("falls back to the current month for a value that is not a month", async () => {
    renderAt("/calendar?month=2026-13", "en", []);
    expect(
      screen.getByRole("heading", { name: monthLabel(monthOf(new Date()), "en") }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("status")).getByText("Loading…")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Loading…")).not.toBeInTheDocument());
    expect(screen.getByText("Nothing is on the calendar this month yet.")).toBeInTheDocument();
  });

  it("moves with Prev, Next and Today and keeps the month in the URL", async () => {
    const user = userEvent.setup();
    const router = renderAt("/calendar?month=2026-12");
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("heading", { name: "January 2027" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?month=2027-01");
    await user.click(screen.getByRole("button", { name: "Prev month" }));
    await user.click(screen.getByRole("button", { name: "Prev month" }));
    expect(router.state.location.search).toBe("?month=2026-11");
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(router.state.location.search).toBe("");
    expect(
      screen.getByRole("heading", { name: monthLabel(monthOf(new Date()), "en") }),
    ).toBeInTheDocument();
  });

  it("ignores an answer that arrives late for a month the visitor has left", async () => {
    const user = userEvent.setup();
    let answerMarch: (response: Response) => void = () => {};
    answers["2026-02"] = () => new Promise((resolve) => (answerMarch = resolve));
    answers["2026-03"] = () =>
      json({ items: [allDay("apr", "April picnic", "2026-04-10", "2026-04-11")] });
    renderAt("/calendar?month=2026-03");
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByRole("button", { name: "April picnic" })).toBeInTheDocument();
    await act(async () =>
      answerMarch(
        new Response(
          JSON.stringify({ items: [allDay("mar", "March fair", "2026-04-10", "2026-04-11")] }),
        ),
      ),
    );
    expect(screen.getByRole("heading", { name: "April 2026" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "March fair" })).not.toBeInTheDocument();
  });

  it("shows a failed load in red and no events", async () => {
    const body = '{"error":{"code":403,"message":"Rate Limit Exceeded"}}';
    answers["2026-02"] = () => Promise.resolve(new Response(body, { status: 403 }));
    renderAt("/calendar?month=2026-03");
    const message = await screen.findByText("Calendar API error: 403 Rate Limit Exceeded");
    expect(message).toHaveClass("text-danger");
    expect(screen.queryByRole("button", { name: /Spring/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says of an event on a day its site is closed that it is, in the list and in its details, and not of one that goes on", async () => {
    const user = userEvent.setup();
    answers["2026-02"] = () =>
      json({
        items: [
          {
            id: "coffee",
            summary: "Coffee with the site director",
            location: "Maidu Elementary, 1950 Johnson Ranch Drive, Roseville",
            start: { dateTime: "2026-03-13T16:00:00-07:00" },
            end: { dateTime: "2026-03-13T17:00:00-07:00" },
          },
          allDay("spirit", "Galaxy spirit day", "2026-03-31", "2026-04-01"),
          allDay("camp", "Non-School Day Camp – Spring Break", "2026-03-31", "2026-04-01"),
        ],
      });
    renderAt("/calendar?month=2026-03");
    // On the grid, the closure is said after the event's name.
    const coffee = await screen.findByRole("button", {
      name: /Coffee with the site director, Closure that day$/,
    });
    await user.click(coffee);
    const popup = screen.getByRole("dialog", { name: "Coffee with the site director" });
    expect(popup).toHaveTextContent(
      "Maidu STAR: closes early, at 3:00 PM that day (Staff training). Call the main office at (916) 555-0100 to check.",
    );
    expect(within(popup).getByRole("link", { name: "(916) 555-0100" })).toHaveAttribute(
      "href",
      "tel:+19165550100",
    );
    await user.click(coffee);
    // A crowded day lists its events with the closure in words beside each it stops; the camp the
    // spring break leaves running goes on.
    await user.click(screen.getByRole("button", { name: /more events on Tuesday, March 31/ }));
    const day = screen.getByRole("dialog");
    expect(within(day).getByRole("button", { name: /Galaxy spirit day/ })).toHaveTextContent(
      "Closure that day",
    );
    expect(
      within(day).getByRole("button", { name: /Non-School Day Camp – Spring Break/ }),
    ).not.toHaveTextContent("Closure that day");
  });

  it("opens an event's details and closes them on a second click", async () => {
    const user = userEvent.setup();
    answers["2026-02"] = () =>
      json({
        items: [
          {
            ...allDay("night", "Family Art Night", "2026-03-12", "2026-03-13"),
            location: "Maidu Elementary",
            description: "Bring <b>paint</b><script>window.__xss=1</script>",
            htmlLink: "https://www.google.com/calendar/event?eid=night",
          },
        ],
      });
    renderAt("/calendar?month=2026-03");
    const button = await screen.findByRole("button", { name: "Family Art Night" });
    await user.click(button);
    const popup = screen.getByRole("dialog", { name: "Family Art Night" });
    expect(popup).toHaveFocus();
    expect(within(popup).getByText("Thursday, March 12, 2026, all day")).toBeInTheDocument();
    expect(within(popup).getByText("Maidu Elementary")).toBeInTheDocument();
    expect(popup.querySelector("script")).toBeNull();
    expect(within(popup).getByRole("link", { name: /View in Calendar/ })).toHaveAttribute(
      "href",
      "https://www.google.com/calendar/event?eid=night",
    );
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("speaks Spanish on a Spanish page, and shows Google's own words as they came", async () => {
    const user = userEvent.setup();
    const body = '{"error":{"code":403,"message":"Rate Limit Exceeded"}}';
    answers["2026-03"] = () => Promise.resolve(new Response(body, { status: 403 }));
    answers["2026-02"] = () =>
      json({ items: [allDay("night", "Family Art Night", "2026-03-12", "2026-03-13")] });
    renderAt("/calendar?month=2026-03", "es");
    expect(screen.getByRole("heading", { name: "Marzo de 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hoy" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "domingo" })).toBeInTheDocument();
    const event = await screen.findByRole("button", { name: "Family Art Night" });
    expect(within(event).getByText("Family Art Night")).toHaveAttribute("lang", "en");
    await user.click(event);
    const popup = screen.getByRole("dialog", { name: "Family Art Night" });
    expect(within(popup).getByText("jueves, 12 de marzo de 2026, todo el día")).toBeInTheDocument();
    expect(within(popup).getByRole("heading", { name: "Family Art Night" })).toHaveAttribute(
      "lang",
      "en",
    );
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Mes siguiente" }));
    expect(screen.getByRole("heading", { name: "Abril de 2026" })).toBeInTheDocument();
    expect(
      await screen.findByText("Error de la API del calendario: 403 Rate Limit Exceeded"),
    ).toHaveClass("text-danger");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
  });
});
