import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { localize } from "~content/localize";
import { programById } from "~content/programs";
import { summerPreviews } from "~content/summer-previews";
import type { Locale } from "~i18n/locale";
import { LocaleProvider } from "~/lib/locale-context";
import { GoogleTimeoutError } from "~/lib/google/google-request";
import { fetchSheetTable, SheetsRequestError } from "~/lib/google/sheets";
import { MissingColumnsError } from "./camp-rows";
import { SummerPreviewScreen } from "./summer-preview-screen";

vi.mock("~/lib/google/sheets", async (importOriginal) => ({
  ...(await importOriginal()),
  fetchSheetTable: vi.fn(),
}));
const fetchMock = vi.mocked(fetchSheetTable);

const columns = [
  "title",
  "generalTime",
  "subGroup",
  "startDate",
  "endDate",
  "description",
  "group",
];
const table = (records: Array<Record<string, string>>) => ({ columns, records });

const english = localize(summerPreviews, "en");
const eu = english.find((preview) => preview.id === "eu")!;
/** The week code the schedule writes in the group column, like "EU 1". */
const week = (n: number) => `${eu.weekPrefix} ${n}`;
/** The last week of the preview, and one past it. */
const lastWeek = eu.weekCount;
const pastLastWeek = eu.weekCount + 1;
/** A preview with a note of the test's own, and the same without one. */
const withNote = { ...eu, note: "No camps the week of the Fourth." };
const withoutNote = { ...eu, note: null };

const record = (title: string, group: string, extra: Record<string, string> = {}) => ({
  title,
  generalTime: "Maidu",
  subGroup: "Arts",
  startDate: "6/9/2025",
  endDate: "6/13/2025",
  description: "<p>Fun</p>",
  group,
  ...extra,
});

function renderScreen(
  preview = eu,
  search = "",
  locale: Locale = "en",
  buildDay = preview.firstDay,
) {
  const router = createMemoryRouter(
    [
      {
        path: preview.path,
        element: (
          <SummerPreviewScreen
            preview={preview}
            previews={localize(summerPreviews, locale)}
            officePhone="(916) 555-0199"
            summerCamp={programById("summer").inSentence[locale]}
            buildDay={buildDay}
          />
        ),
      },
    ],
    { initialEntries: [`${preview.path}${search}`] },
  );
  render(
    <LocaleProvider value={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

const campNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

beforeEach(() => fetchMock.mockReset());

describe("SummerPreviewScreen", () => {
  test("says its summer is over from the day after its last camp day, and not before", async () => {
    fetchMock.mockResolvedValue(table([record("Art Attack", week(1))]));
    // Noon in Los Angeles on each day, built and read the same day.
    for (const [day, shown] of [
      [eu.lastDay, false],
      [eu.overFrom, true],
    ] as const) {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${day}T20:00:00Z`) });
      renderScreen(eu, "", "en", day);
      const note = screen.getByText(eu.whenOver);
      if (shown) expect(note).toBeVisible();
      else expect(note).not.toBeVisible();
      expect(await screen.findByRole("table")).toBeInTheDocument();
      cleanup();
      vi.useRealTimers();
    }
  });

  test("shows Loading..., then the group's camps with long dates", async () => {
    fetchMock.mockResolvedValue(table([record("Art Attack", week(1)), record("Chess", week(2))]));
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: eu.pageTitle }));
    expect(screen.getByRole("heading", { level: 2, name: eu.heading }));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(campNames()).toEqual(["Art Attack", "Chess"]);
    expect(within(screen.getByRole("table")).getAllByText("June 9, 2025")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ tab: eu.tab }));
  });

  test("filters by week exactly and keeps the week in the URL", async () => {
    fetchMock.mockResolvedValue(
      table([
        record("Art Attack", week(1)),
        record("Rockets", week(pastLastWeek)),
        record("Chess", ` ${week(1)} `),
        record("Drama", week(lastWeek)),
      ]),
    );
    const router = renderScreen();
    const select = await screen.findByLabelText("Filter by Week");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All Weeks",
      "Week 1 · June 9–13",
      ...Array.from({ length: eu.weekCount - 2 }, (_, i) => `Week ${i + 2}`),
      `Week ${lastWeek} · June 9–13`,
    ]);
    await userEvent.selectOptions(select, "1");
    expect(campNames()).toEqual(["Art Attack", "Chess"]);
    expect(router.state.location.search).toBe("?week=1");
    await userEvent.selectOptions(select, "All Weeks");
    expect(router.state.location.search).toBe("");
    expect(campNames()).toHaveLength(4);
  });

  test("starts from the week in the URL and falls back to All Weeks for a bad one", async () => {
    fetchMock.mockResolvedValue(
      table([record("Art Attack", week(1)), record("Drama", week(lastWeek))]),
    );
    renderScreen(eu, `?week=${lastWeek}`);
    expect(await screen.findByLabelText("Filter by Week")).toHaveValue(String(lastWeek));
    expect(campNames()).toEqual(["Drama"]);
  });

  test.each([`?week=${pastLastWeek}`, "?week=abc", "?week=0"])(
    "reads %s as All Weeks",
    async (search) => {
      fetchMock.mockResolvedValue(
        table([record("Art Attack", week(1)), record("Drama", week(lastWeek))]),
      );
      renderScreen(eu, search);
      expect(await screen.findByLabelText("Filter by Week")).toHaveValue("");
      expect(campNames()).toHaveLength(2);
    },
  );

  test("says so when a week has no camps, and can show them all again", async () => {
    fetchMock.mockResolvedValue(table([record("Art Attack", week(1))]));
    renderScreen(eu, `?week=${lastWeek}`);
    expect(
      await screen.findByText(new RegExp(`There are no camps in Week ${lastWeek}\\b`)),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all camps" }));
    expect(campNames()).toEqual(["Art Attack"]);
  });

  test("narrows by camp name or category together with the week", async () => {
    fetchMock.mockResolvedValue(
      table([
        record("Art Attack", week(1)),
        record("Robots", week(1), { subGroup: "Science" }),
        record("Space Lab", week(2), { subGroup: "Science" }),
      ]),
    );
    const router = renderScreen(eu, "?week=1");
    await userEvent.type(await screen.findByLabelText("Search camps"), "science");
    expect(campNames()).toEqual(["Robots"]);
    expect(router.state.location.search).toBe("?week=1&q=science");
    expect(screen.getByText(/Showing 1 of 3 camps in Week 1 \(June 9–13\) matching “science”/));
  });

  test("sorts by start date from the column header", async () => {
    fetchMock.mockResolvedValue(
      table([
        record("Late", week(2), { startDate: "7/14/2025" }),
        record("Unknown", week(2), { startDate: "TBD" }),
        record("Early", week(1), { startDate: "2025-06-09" }),
      ]),
    );
    renderScreen();
    const header = within(await screen.findByRole("table")).getByRole("columnheader", {
      name: "Start Date",
    });
    expect(header).toHaveAttribute("aria-sort", "none");
    await userEvent.click(within(header).getByRole("button", { name: "Start Date" }));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(campNames()).toEqual(["Early", "Late", "Unknown"]);
    await userEvent.click(within(header).getByRole("button", { name: "Start Date" }));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(campNames()).toEqual(["Late", "Early", "Unknown"]);
  });

  test("renders synopses as HTML without anything that runs", async () => {
    fetchMock.mockResolvedValue(
      table([
        record("Art Attack", week(1), {
          description: `<p><b>Paint</b></p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">x</a>`,
        }),
      ]),
    );
    renderScreen();
    await screen.findByRole("table");
    expect(document.querySelectorAll(".camp-synopsis b").length).toBeGreaterThan(0);
    expect(document.querySelector(".camp-synopsis img, .camp-synopsis script")).toBeNull();
    expect(document.querySelector('.camp-synopsis a[href^="javascript"]')).toBeNull();
  });

  test("shows Error! and logs the error when the sheet cannot be read, then retries", async () => {
    const failure = new Error("Request to https://x/?key=REDACTED failed with 403 Forbidden");
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(failure).mockResolvedValueOnce(table([record("Art", week(1))]));
    renderScreen();
    expect(await screen.findByText("Error!")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Error!");
    expect(logged).toHaveBeenCalledWith(failure);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  test("lists a camp whose code names no week under All Weeks, with a note", async () => {
    fetchMock.mockResolvedValue(
      table([
        record("Art Attack", `${eu.weekPrefix.toLowerCase()}1`),
        record("Rockets", week(pastLastWeek)),
        record("Chess", ""),
      ]),
    );
    renderScreen();
    await screen.findByRole("table");
    const table_ = screen.getByRole("table");
    // The schedule's own codes are for staff: the page never shows them.
    expect(within(table_).getAllByText(/^Listed under All Weeks only/)).toHaveLength(2);
    expect(table_).not.toHaveTextContent(week(pastLastWeek));
    await userEvent.selectOptions(screen.getByLabelText("Filter by Week"), "1");
    expect(campNames()).toEqual(["Art Attack"]);
  });

  test("draws a long list a slice at a time until every camp is there", async () => {
    const many = Array.from({ length: 250 }, (_, index) => record(`Camp ${index + 1}`, week(1)));
    fetchMock.mockResolvedValue(table(many));
    renderScreen();
    // Each slice waits for a frame; on a busy machine 250 camps take longer than waitFor's
    // default second, so wait as long as a browser test waits for a state.
    expect(
      await screen.findByText("Showing 250 of 250 camps.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(campNames().length).toBeLessThan(250);
    await waitFor(() => expect(campNames()).toHaveLength(250), { timeout: 10_000 });
    expect(campNames().at(-1)).toBe("Camp 250");
    // The two waits above may take their whole time on a busy machine: the test allows both.
  }, 30_000);

  const notShared = () =>
    new SheetsRequestError(
      "https://x/?key=k",
      403,
      "",
      JSON.stringify({ error: { code: 403, message: "The caller does not have permission" } }),
    );
  test.each([
    ["the spreadsheet is not shared", notShared, /spreadsheet is not shared publicly/],
    ["Google is silent", () => new GoogleTimeoutError("Google Sheets"), /did not answer in time/],
    [
      "the tab lost its column names",
      () => new MissingColumnsError(eu.tab, ["title", "group"]),
      /missing the column names it needs \(title, group\)/,
    ],
  ])("says so in words when %s, with Error! and Try again", async (_case, failure, words) => {
    vi.mocked(console.error).mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(failure());
    renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error!");
    expect(alert).toHaveTextContent(words);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  test("shows a preview's note only on a preview that has one", async () => {
    fetchMock.mockResolvedValue(table([]));
    renderScreen(withNote);
    expect(screen.getByText(withNote.note)).toBeInTheDocument();
    expect(await screen.findByText(/There are no camps on this list yet/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ tab: withNote.tab }));
  });

  test("links to the other previews and back to Summer Camp", async () => {
    fetchMock.mockResolvedValue(table([]));
    renderScreen(withoutNote);
    const nav = screen.getByRole("navigation", { name: "Summer camp previews" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      ...summerPreviews.map((preview) => preview.path),
      "/programs/summer-camp",
    ]);
    expect(links.find((link) => link.getAttribute("href") === eu.path)).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.queryByText(withNote.note)).not.toBeInTheDocument();
    await screen.findByText(/There are no camps on this list yet/);
  });

  test("says a date the schedule leaves open is to be confirmed, and never shows the cell", async () => {
    fetchMock.mockResolvedValue(table([record("Art Attack", week(1), { endDate: "TBD" })]));
    renderScreen();
    const row = within(await screen.findByRole("table")).getByRole("row", { name: /Art Attack/ });
    expect(within(row).getByText("To be confirmed")).toBeInTheDocument();
    expect(row).not.toHaveTextContent("TBD");
  });

  test("suggests searches for a camp and a category the sheet holds", async () => {
    fetchMock.mockResolvedValue(
      table([
        record("Robots", week(1), { subGroup: "Science" }),
        record("Art Attack", week(1), { subGroup: "Arts" }),
        record("Space Lab", week(2), { subGroup: "Science" }),
      ]),
    );
    renderScreen();
    const search = await screen.findByLabelText("Search camps");
    expect(search).toHaveAccessibleDescription(
      "By camp name or category, for example “Robots” or “Science”.",
    );
    await userEvent.type(search, "Science");
    expect(campNames()).toEqual(["Robots", "Space Lab"]);
  });

  describe("in Spanish", () => {
    const spanishEu = localize(summerPreviews, "es").find((preview) => preview.id === "eu")!;

    test("marks the sheet's English words as English, and says an open date in Spanish", async () => {
      fetchMock.mockResolvedValue(
        table([record("Robots", week(1), { subGroup: "Science", startDate: "TBD" })]),
      );
      renderScreen(spanishEu, "", "es");
      const row = within(await screen.findByRole("table")).getByRole("row", { name: /Robots/ });
      const english = [...row.querySelectorAll('[lang="en"]')].map((cell) => cell.textContent);
      expect(english).toEqual(["Robots", "Maidu", "Science", "Fun"]);
      expect(within(row).getByText("Por confirmar")).toBeInTheDocument();
      const hint = screen.getByText(/^Por nombre o categoría/);
      expect([...hint.querySelectorAll('[lang="en"]')].map((word) => word.textContent)).toEqual([
        "Robots",
        "Science",
      ]);
    });

    test("filters by week, searches, sorts and writes dates the Spanish way", async () => {
      fetchMock.mockResolvedValue(
        table([
          record("Art Attack", week(1), { startDate: "7/14/2025" }),
          record("Robots", week(1), { subGroup: "Science", startDate: "6/9/2025" }),
          record("Space Lab", week(2), { subGroup: "Science" }),
        ]),
      );
      renderScreen(spanishEu, "", "es");
      expect(screen.getByRole("heading", { level: 1, name: spanishEu.pageTitle }));
      expect(screen.getByText("Cargando…")).toBeInTheDocument();
      const select = await screen.findByLabelText("Filtrar por semana");
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([
        "Todas las semanas",
        "Semana 1 · 9 de junio – 14 de julio",
        "Semana 2 · 9–13 de junio",
        ...Array.from({ length: spanishEu.weekCount - 2 }, (_, i) => `Semana ${i + 3}`),
      ]);
      expect(within(screen.getByRole("table")).getAllByText("9 de junio de 2025")).toHaveLength(2);

      await userEvent.selectOptions(select, "1");
      await userEvent.type(screen.getByLabelText("Buscar campamentos"), "science");
      expect(campNames()).toEqual(["Robots"]);
      expect(
        screen.getByText(
          "Se muestran 1 de 3 campamentos de la semana 1 (9 de junio – 14 de julio) que coinciden con “science”.",
        ),
      ).toBeInTheDocument();

      await userEvent.clear(screen.getByLabelText("Buscar campamentos"));
      const header = within(screen.getByRole("table")).getByRole("columnheader", {
        name: "Fecha de inicio",
      });
      await userEvent.click(within(header).getByRole("button", { name: "Fecha de inicio" }));
      expect(header).toHaveAttribute("aria-sort", "ascending");
      expect(campNames()).toEqual(["Robots", "Art Attack"]);
    });

    test("says what went wrong in Spanish, with the office phone and Try again", async () => {
      vi.mocked(console.error).mockImplementation(() => {});
      fetchMock.mockRejectedValueOnce(new GoogleTimeoutError("Google Sheets"));
      renderScreen(spanishEu, "", "es");
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("¡Error!");
      expect(alert).toHaveTextContent("no respondió a tiempo");
      expect(within(alert).getByRole("link", { name: "(916) 555-0199" })).toBeInTheDocument();
      expect(within(alert).getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
    });

    test("links to the Spanish previews and the Spanish Summer Camp page", async () => {
      fetchMock.mockResolvedValue(table([]));
      renderScreen(spanishEu, "", "es");
      const nav = screen.getByRole("navigation", {
        name: "Campamentos de verano por distrito",
      });
      expect(
        within(nav)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual([
        ...summerPreviews.map((preview) => `/es${preview.path}`),
        "/es/programs/summer-camp",
      ]);
      expect(await screen.findByText(/Todavía no hay campamentos en esta lista/)).toBeVisible();
    });
  });
});
