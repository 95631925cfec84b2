import { schoolYearOf } from "../../app/features/closures/closure-windows";
import { pacificDay } from "../../app/features/closures/days";
import { calendarPage } from "../../content/calendar";
import { closures } from "../../content/closures";
import { closuresPage } from "../../content/closures-page";
import { telHref } from "../../content/site-format";
import { mainOffice, sites } from "../../content/sites";
import { expectNoAxeViolations } from "./axe";
import { organisation } from "../../content/organisation";
import { allDay, calendarLog, control, eventsPath, expect, test } from "./emulator-control";

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

test("the request asks Google's way: key, offset range around the month, single events by start", async ({
  page,
  request,
}) => {
  await page.goto("/calendar?month=2026-03");
  await expect(page.locator("#calendar-month")).toHaveText("March 2026");
  await expect.poll(async () => (await calendarLog(request)).length).toBe(1);
  const [entry] = await calendarLog(request);
  expect(entry?.method).toBe("GET");
  expect(entry?.path).toBe(`${eventsPath}star-events@group.calendar.google.com/events`);
  expect(entry?.status).toBe(200);
  // Daylight saving starts on March 8: the window opens at PST and closes at PDT.
  expect(entry?.query).toEqual({
    key: "demo-key",
    timeMin: "2026-02-28T00:00:00-08:00",
    timeMax: "2026-04-02T00:00:00-07:00",
    singleEvents: "true",
    orderBy: "startTime",
  });

  await page.getByRole("button", { name: "Next month" }).click();
  await expect.poll(async () => (await calendarLog(request)).length).toBe(2);
  const april = (await calendarLog(request))[1];
  expect(april?.query.timeMin).toBe("2026-03-31T00:00:00-07:00");
  expect(april?.query.timeMax).toBe("2026-05-02T00:00:00-07:00");
});

test("a slow answer for March followed by a fast one for April shows April only", async ({
  page,
  request,
}) => {
  await control(request, "data", {
    calendar: [allDay("March open house", "2026-03-16"), allDay("April open house", "2026-04-16")],
  });
  await control(request, "fault", {
    path: eventsPath,
    delayMs: 3000,
    query: { timeMin: "2026-02-28" },
  });
  await page.goto("/calendar?month=2026-03", { waitUntil: "domcontentloaded" });
  await expect(page.getByText("Loading…")).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.locator("#calendar-month")).toHaveText("April 2026");
  await expect(page.getByRole("button", { name: "April open house" })).toBeVisible();
  // Wait until the emulator has sent March's answer, then check it changed nothing.
  await expect
    .poll(async () =>
      (await calendarLog(request)).some(
        (entry) => entry.query.timeMin === "2026-02-28T00:00:00-08:00",
      ),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#calendar-month")).toHaveText("April 2026");
  await expect(page.getByRole("button", { name: "April open house" })).toBeVisible();
  await expect(page.getByRole("button", { name: "March open house" })).toHaveCount(0);
  await expect(page.getByText("Loading…")).toHaveCount(0);
});

test("a 403 shows 'Calendar API error: 403 …' in red and no events", async ({
  page,
  request,
  consoleErrors,
}) => {
  const body = {
    error: {
      code: 403,
      message: "Requests from referer http://127.0.0.1/ are blocked.",
      errors: [
        {
          message: "Requests from referer http://127.0.0.1/ are blocked.",
          domain: "global",
          reason: "forbidden",
        },
      ],
      status: "PERMISSION_DENIED",
    },
  };
  await page.goto("/calendar");
  await expect(page.getByRole("button", { name: /Coffee with the site director/ })).toBeVisible();

  await control(request, "fault", { path: eventsPath, status: 403, body });
  // Next month is in the page as built, so the error of a month read only live shows after it.
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByText(/^The calendar could not be refreshed just now/)).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  const message = page.getByText(/^Calendar API error: 403 /);
  await expect(message).toBeVisible();
  await expect(message).toContainText("Requests from referer http://127.0.0.1/ are blocked.");
  await expect(message).toHaveCSS("color", "rgb(180, 35, 24)");
  await expect(page.getByText("Loading…")).toHaveCount(0);
  await expect(page.getByRole("table").getByRole("button")).toHaveCount(0);

  // The closures are the site's own: they stay, while no event shows.
  await page.getByRole("radio", { name: "Agenda" }).click();
  await expect(page.locator("ol > li").getByRole("button")).toHaveCount(0);

  // The page logs nothing itself; Chromium reports the failed requests.
  expect(consoleErrors).toEqual([
    expect.stringContaining("status of 403"),
    expect.stringContaining("status of 403"),
  ]);
  consoleErrors.length = 0;
});

test("a failed refresh keeps the built events, dated, and Try again brings the live ones", async ({
  page,
  request,
  consoleErrors,
}) => {
  await control(request, "fault", { path: eventsPath, status: 500, times: 1 });
  await page.goto("/calendar");
  const notRefreshed = page.getByText(
    /^The calendar could not be refreshed just now, so these are the events as of \w+ \d+, \d+:\d\d\s[AP]M\.$/,
  );
  await expect(notRefreshed).toBeVisible();
  await expect(page.getByRole("button", { name: /Coffee with the site director/ })).toBeVisible();
  await expect(page.getByText(/^Calendar API error/)).toHaveCount(0);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(/^Updated \w+ \d+, /)).toBeVisible();
  await expect(notRefreshed).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Coffee with the site director/ })).toBeVisible();
  expect(consoleErrors).toEqual([expect.stringContaining("status of 500")]);
  consoleErrors.length = 0;
});

test("the closures stay on their days when Google fails", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The first closure of content from this school year on, which the calendar shows; its month
  // may be one the build read, which then says the events could not be refreshed.
  const shown = closures.find((closure) => closure.last >= schoolYearOf(pacificDay()).first);
  await control(request, "fault", { path: eventsPath, status: 500 });
  await page.goto(`/calendar?month=${(shown?.first ?? "2026-03-01").slice(0, 7)}`);
  await expect(
    page.getByText(/^(Calendar API error: 500|The calendar could not be refreshed)/),
  ).toBeVisible();
  if (shown) {
    const grid = page.getByRole("table");
    await expect(
      grid.getByRole("link", { name: new RegExp(shown.reason.en) }).first(),
    ).toBeVisible();
  }
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.filter((error) => !error.includes("status of 500"))).toEqual([]);
  consoleErrors.length = 0;
});

test("a month with more than one page of events shows them all", async ({ page, request }) => {
  const events = Array.from({ length: 270 }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, "0");
    const hour = String(8 + (i % 10)).padStart(2, "0");
    return {
      summary: `Club meeting ${String(i + 1).padStart(3, "0")}`,
      start: { dateTime: `2026-05-${day}T${hour}:00:00-07:00` },
      end: { dateTime: `2026-05-${day}T${hour}:30:00-07:00` },
    };
  });
  await control(request, "data", { calendar: events });
  await page.goto("/calendar?month=2026-05");
  await page.getByRole("radio", { name: "Agenda" }).click();
  await expect(page.getByRole("button", { name: /Club meeting/ })).toHaveCount(270);
  await expect(page.getByRole("button", { name: /Club meeting 001/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Club meeting 270/ })).toBeVisible();

  const log = await calendarLog(request);
  expect(log).toHaveLength(2);
  expect(log[0]?.query.pageToken).toBeUndefined();
  expect(log[1]?.query.pageToken).toEqual(expect.any(String));
  expect(log[1]?.query.timeMin).toBe(log[0]?.query.timeMin);

  await page.getByRole("radio", { name: "Month grid" }).click();
  await expect(
    page.getByRole("button", { name: /^\+\d+ more events on Friday, May 1$/ }),
  ).toHaveText(/\+8/);
});

test("cancelled events are not shown", async ({ page, request }) => {
  await control(request, "data", {
    calendar: [
      allDay("Kept picnic", "2026-06-10"),
      { ...allDay("Cancelled picnic", "2026-06-11"), status: "cancelled" },
    ],
  });
  await page.goto("/calendar?month=2026-06");
  await expect(page.getByRole("button", { name: "Kept picnic" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelled picnic" })).toHaveCount(0);
});

test.describe("the calendar in Spanish", () => {
  const familyNight = {
    summary: "Family Art Night",
    location: "Maidu Elementary",
    description: "Bring paint.",
    start: { dateTime: "2026-03-12T18:00:00-07:00" },
    end: { dateTime: "2026-03-12T19:30:00-07:00" },
  };

  test("names the month, the days and the buttons in Spanish, and events as staff typed them", async ({
    page,
    request,
  }) => {
    await control(request, "data", {
      calendar: [familyNight, allDay("Spring Break Camp", "2026-03-30")],
    });
    await page.goto("/es/calendar?month=2026-03");
    const { title } = calendarPage.page;
    await expect(page).toHaveTitle(`${title.es} | ${organisation.fullName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.es);
    await expect(page.locator("#calendar-month")).toHaveText("Marzo de 2026");
    const grid = page.getByRole("table", { name: "Eventos de marzo de 2026" });
    const columns = grid.getByRole("columnheader");
    await expect(columns.first()).toHaveAccessibleName("domingo");
    await expect(columns.last()).toHaveAccessibleName("sábado");
    await expect(columns.first()).toHaveText(/^dom/);
    await expect(page.getByRole("button", { name: "Mes anterior" })).toHaveText("Anterior");
    await expect(page.getByRole("button", { name: "Hoy" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mes siguiente" })).toHaveText("Siguiente");
    await expect(page.getByRole("radio", { name: "Cuadrícula del mes" })).toBeChecked();

    await grid.getByRole("button", { name: /Family Art Night/ }).click();
    const popup = page.getByRole("dialog", { name: "Family Art Night" });
    await expect(popup).toContainText(/jueves, 12 de marzo de 2026, 6 – 7:30\sp\.\sm\./);
    await expect(popup).toContainText("Maidu Elementary");
    await expect(popup).toContainText("Bring paint.");
    await expect(popup.getByRole("button", { name: "Cerrar" })).toBeVisible();
    await expect(popup.getByRole("link", { name: /^Ver en Google Calendar/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.keyboard.press("Escape");

    await page.getByRole("radio", { name: "Agenda" }).click();
    await expect(page.locator("ol > li h3").first()).toHaveText("Jueves, 12 de marzo");
    await expect(
      page.getByRole("button", { name: /^Todo el día Spring Break Camp/ }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Suscribirse" }).click();
    const subscribe = page.locator("#subscribe");
    await expect(
      subscribe.getByRole("link", { name: "ábralo en Calendario de Apple" }),
    ).toHaveAttribute("href", /^webcal:/);
    await expect(subscribe.getByRole("link", { name: /ábralo en Google Calendar/ })).toBeVisible();
    await expect(
      subscribe.getByRole("textbox", { name: "Dirección del calendario" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Mes siguiente" }).click();
    await expect(page).toHaveURL(/\/es\/calendar\?month=2026-04$/);
    await expect(page.locator("#calendar-month")).toHaveText("Abril de 2026");
    await expect(page.getByText(calendarPage.emptyMonth.es)).toBeVisible();
  });

  test("says a Google error in Spanish, with Google's own message, and tries again", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", {
      path: eventsPath,
      status: 403,
      body: {
        error: { code: 403, message: "Requests from referer http://127.0.0.1/ are blocked." },
      },
      times: 1,
    });
    await page.goto("/es/calendar?month=2026-03");
    const message = page.getByText(/^Error de la API del calendario: 403 /);
    await expect(message).toContainText("Requests from referer http://127.0.0.1/ are blocked.");
    await expect(message).toHaveCSS("color", "rgb(180, 35, 24)");
    await expect(page.getByText(/Calendar API error/)).toHaveCount(0);
    await page.getByRole("button", { name: "Intentar de nuevo" }).click();
    await expect(message).toHaveCount(0);
    await expect(page.getByText("Cargando…")).toHaveCount(0);
    expect(consoleErrors).toEqual([expect.stringContaining("status of 403")]);
    consoleErrors.length = 0;
  });
});

test("an event at a site on a day it is closed says so, with the office's phone, in both languages", async ({
  page,
  request,
}) => {
  // A closure of whole sites still to come (the agenda of this month starts today), and an
  // evening event at one of its sites on its first day.
  const closure = closures.find(
    (each) => each.first >= pacificDay() && each.kind === "closed" && each.programs.length === 0,
  );
  if (!closure) return;
  const site = sites.find((each) => closure.sites.includes(each.slug))!;
  await control(request, "data", {
    calendar: [
      {
        summary: "Family science night",
        location: `${site.title.en}, ${site.address}, ${site.city}`,
        start: { dateTime: `${closure.first}T18:00:00-08:00` },
        end: { dateTime: `${closure.first}T19:30:00-08:00` },
      },
    ],
  });
  for (const locale of ["en", "es"] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${locale === "es" ? "/es" : ""}/calendar?month=${closure.first.slice(0, 7)}`);
    const event = page.getByRole("button", { name: /Family science night/ }).first();
    await expect(event).toContainText(closuresPage.onEvents.short[locale]);
    await event.click();
    const popup = page.getByRole("dialog", { name: "Family science night" });
    await expect(popup).toContainText(`(${closure.reason[locale]})`);
    await expect(popup.getByRole("link", { name: mainOffice.phone })).toHaveAttribute(
      "href",
      telHref(mainOffice.phone),
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
  }
});
