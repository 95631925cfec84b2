import { CAMP_HEADER } from "../../emulator/sheets-data.mjs";
import { calendarPage } from "../../content/calendar";
import { allDay, camp, control, eventsPath, expect, sheetsPath, test } from "./emulator-control";

// Google data as families meet it when something is wrong: broken events, floods, silence, huge
// or headless sheets, stray week codes, HTTP/2 answers, and sharing set up the wrong way. Every
// case leaves the rest of the page standing and says what went wrong.

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

const permissionDenied = {
  error: { code: 403, message: "The caller does not have permission", status: "PERMISSION_DENIED" },
};

test.describe("the calendar", () => {
  test("leaves out an event whose date cannot be read, once in the console, and shows the rest", async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await control(request, "fault", {
      path: eventsPath,
      status: 200,
      body: {
        kind: "calendar#events",
        items: [
          {
            id: "garbage1",
            summary: "Garbage date",
            start: { date: "garbage" },
            end: { date: "2026-03-11" },
          },
          {
            id: "usdate1",
            summary: "US date",
            start: { date: "1/9/2027" },
            end: { date: "1/10/2027" },
          },
          {
            id: "badtime1",
            summary: "Bad time",
            start: { dateTime: "not-a-time" },
            end: { dateTime: "2026-03-10T10:00:00-07:00" },
          },
          { id: "good1", ...allDay("Family Night", "2026-03-12") },
        ],
      },
    });
    await page.goto("/calendar?month=2026-03");
    await expect(page.getByRole("button", { name: "Family Night" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(calendarPage.page.title.en);
    for (const gone of ["Garbage date", "US date", "Bad time"]) {
      await expect(page.getByText(gone)).toHaveCount(0);
    }
    await expect
      .poll(() =>
        ["garbage1", "usdate1", "badtime1"].map(
          (id) => warnings.filter((w) => w.includes(id)).length,
        ),
      )
      .toEqual([1, 1, 1]);
  });

  test("shows Google's own message, or at most 300 characters of a huge error body, wrapped", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const flood = "x".repeat(900_000);
    await control(request, "fault", { path: eventsPath, status: 500, body: flood, times: 1 });
    await page.goto("/calendar?month=2026-03");
    const error = page.getByText(/^Calendar API error: 500 x+…$/);
    await expect(error).toBeVisible();
    expect((await error.textContent())!.length).toBeLessThan(340);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);

    // Try again clears the error at once, before the month is asked for again: the next fault
    // is set only once the month has arrived, or that request would take it.
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(error).toHaveCount(0);
    await control(request, "fault", {
      path: eventsPath,
      status: 403,
      body: { error: { code: 403, message: "Rate Limit Exceeded" } },
      times: 1,
    });
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByText("Calendar API error: 403 Rate Limit Exceeded")).toBeVisible();
    consoleErrors.length = 0;
  });

  test("gives up on silence after 15 seconds, offers Try again, and drops a month left behind", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await control(request, "fault", {
      path: eventsPath,
      delayMs: 600_000,
      query: { timeMin: "2026-02-28" },
    });
    const abandoned: string[] = [];
    page.on("requestfailed", (failed) => {
      if (failed.url().includes("timeMin=2026-02-28"))
        abandoned.push(failed.failure()?.errorText ?? "");
    });
    const asked = page.waitForRequest(/timeMin=2026-02-28/);
    await page.goto("/calendar?month=2026-03");
    await expect(page.getByText("Loading…")).toBeVisible();
    await asked;
    await page.clock.fastForward(15_000);
    await expect(page.getByText("Google Calendar did not answer within 15 seconds.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

    // Asked again, March stays silent; moving on to April cancels that request.
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Loading…")).toBeVisible();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.locator("#calendar-month")).toHaveText("April 2026");
    await expect.poll(() => abandoned.length).toBeGreaterThan(1);
    await expect(page.getByText("Loading…")).toHaveCount(0);
  });

  test("says when the calendar is shared as free/busy only", async ({ page, request }) => {
    await control(request, "fault", {
      path: eventsPath,
      status: 200,
      body: {
        kind: "calendar#events",
        accessRole: "freeBusyReader",
        items: [
          {
            kind: "calendar#event",
            id: "busy1",
            status: "confirmed",
            start: { dateTime: "2026-03-05T18:00:00-08:00" },
            end: { dateTime: "2026-03-05T19:00:00-08:00" },
          },
        ],
      },
    });
    await page.goto("/calendar?month=2026-03");
    await expect(page.getByText(/shared as free\/busy only/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

test.describe("the camp previews", () => {
  test("list 8,000 camps a slice at a time, and stay quick to search and filter", async ({
    page,
    request,
  }) => {
    const rows = Array.from({ length: 8000 }, (_, index) =>
      camp(`Camp ${index + 1}`, `EU ${(index % 9) + 1}`),
    );
    await control(request, "data", { sheets: { EUSD: [CAMP_HEADER, ...rows] } });
    await page.goto("/summer-preview-eu");
    await expect(page.getByText("Showing 8000 of 8000 camps.")).toBeVisible();
    const names = page.getByRole("table").getByRole("rowheader");
    await expect(names.first()).toHaveText("Camp 1");

    // A family searches while the list is still being drawn, and the answer comes at once.
    await page.getByLabel("Search camps").fill("Camp 7999");
    await expect(page.getByText("Showing 1 of 8000 camps matching “Camp 7999”.")).toBeVisible();
    await expect(names).toHaveText(["Camp 7999"]);
    await page.getByLabel("Search camps").fill("");
    await page.getByLabel("Filter by Week").selectOption("9");
    await expect(page.getByText("Showing 888 of 8000 camps in Week 9 (June 9–13).")).toBeVisible();
    // Every camp of the week is drawn, slice after slice, down to the last one.
    await expect(names).toHaveCount(888);
    await expect(names.last()).toHaveText("Camp 7992");
  });

  test("refuse a tab without its header row, naming the missing columns, with Try again", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "data", {
      sheets: { EUSD: [camp("Art Attack", "EU 1"), camp("Chess", "EU 2")] },
    });
    await page.goto("/summer-preview-eu");
    // The page keeps the camps it was built with and says why it could not refresh them.
    await expect(
      page.getByText(
        "missing the column names it needs (title, generalTime, subGroup, startDate, endDate, description, group)",
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("rowheader").first()).toBeVisible();
    await expect
      .poll(() =>
        consoleErrors.some((error) => /EUSD tab's first row has no column named title/.test(error)),
      )
      .toBe(true);
    consoleErrors.length = 0;
  });

  test("file week codes however they are typed, and keep a camp in no week under All Weeks", async ({
    page,
    request,
  }) => {
    await control(request, "data", {
      sheets: {
        EUSD: [
          CAMP_HEADER,
          camp("Lower case", "eu 1"),
          camp("No space", "EU1"),
          camp("Two spaces", "EU  1"),
          camp("Week ten", "EU 10"),
        ],
      },
    });
    await page.goto("/summer-preview-eu");
    const names = page.getByRole("table").getByRole("rowheader");
    await expect(names).toHaveCount(4);
    await expect(page.getByRole("table")).toContainText(
      "Listed under All Weeks only: the schedule does not say which week of this list it is in.",
    );
    await expect(page.getByRole("main")).not.toContainText("EU 10");
    await page.getByLabel("Filter by Week").selectOption("1");
    await expect(names).toHaveText(["Lower case", "No space", "Two spaces"]);
  });

  test("name the reason phrase an HTTP/2 answer leaves out, and say the sheet is not shared", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", {
      path: sheetsPath,
      status: 403,
      statusText: "",
      body: permissionDenied,
    });
    await page.goto("/summer-preview-wp");
    await expect(page.getByText(/spreadsheet is not shared publicly/)).toBeVisible();
    await expect
      .poll(() => consoleErrors.some((error) => /failed with 403 Forbidden/.test(error)))
      .toBe(true);
    consoleErrors.length = 0;
  });

  test("give up on silence after 15 seconds with Try again, which then works", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.clock.install();
    await control(request, "fault", { path: sheetsPath, delayMs: 600_000, times: 1 });
    // The page's code asks once it has loaded; the clock moves on only after that.
    const asked = page.waitForRequest(/values:batchGet/);
    await page.goto("/summer-preview-rafos");
    const names = page.getByRole("table").getByRole("rowheader");
    await expect(names.first()).toBeVisible();
    await asked;
    await page.clock.fastForward(15_000);
    // The camps the page was built with stay, dated, with why they were not refreshed.
    await expect(
      page.getByText(/^The camp list could not be refreshed.*did not answer in time/),
    ).toBeVisible();
    await expect(names.first()).toBeVisible();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(/^Updated /)).toBeVisible();
    consoleErrors.length = 0;
  });
});
