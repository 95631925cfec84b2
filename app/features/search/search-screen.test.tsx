import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { localize } from "~content/localize";
import { searchPage } from "~content/search-page";
import { mainOffice } from "~content/sites";
import type { Locale } from "~i18n/locale";
import { LocaleProvider } from "~/lib/locale-context";
import { SearchScreen } from "./search-screen";
import { RESULTS_PER_PAGE, type Pagefind } from "./site-search";

interface FakePage {
  url: string;
  title: string;
  text: string;
}

const pricing: FakePage = {
  url: "/programs/pricing/",
  title: "Galaxy Pricing",
  text: "Galaxy pricing for 2026, one sheet per site.",
};
const many: FakePage[] = Array.from({ length: RESULTS_PER_PAGE + 2 }, (_, index) => ({
  url: `/page-${index}/`,
  title: `Camp page ${index}`,
  text: `A camp for every week, number ${index}.`,
}));

/** Pagefind over a few pages: a page matches when its text holds the query, marked. */
function fakePagefind(pages: FakePage[]): Pagefind {
  return {
    options: async () => {},
    search: async (query) => ({
      results: pages
        .filter((page) => page.text.toLowerCase().includes(query.toLowerCase()))
        .map((page) => ({
          data: async () => ({
            url: page.url,
            meta: { title: page.title },
            excerpt: page.text.replace(new RegExp(query, "i"), (word) => `<mark>${word}</mark>`),
            sub_results: [],
          }),
        })),
    }),
  };
}

function renderSearch({
  search = "",
  locale = "en" as Locale,
  pagefind = async () => fakePagefind([pricing, ...many]),
}: { search?: string; locale?: Locale; pagefind?: () => Promise<Pagefind> } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/search",
        element: (
          <SearchScreen
            words={localize(searchPage, locale)}
            office={{ phone: mainOffice.phone, email: mainOffice.email }}
            pagefind={pagefind}
          />
        ),
      },
    ],
    { initialEntries: [`/search${search}`] },
  );
  render(
    <LocaleProvider value={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

const status = () => screen.getByRole("status");
const resultTitles = () =>
  within(screen.getByRole("list", { name: "Search results" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the search page", () => {
  test("searches for the query of the address, links each page by its title and marks the matched words", async () => {
    renderSearch({ search: "?q=pricing" });
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “pricing”."));
    expect(screen.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue(
      "pricing",
    );
    const link = screen.getByRole("link", { name: "Galaxy Pricing" });
    expect(link).toHaveAttribute("href", "/programs/pricing");
    const result = link.closest("li")!;
    expect(result.querySelector("mark")).toHaveTextContent("pricing");
  });

  test("puts a new search in the address, so that back shows the earlier one", async () => {
    const user = userEvent.setup();
    const router = renderSearch({ search: "?q=pricing" });
    await waitFor(() => expect(status()).toHaveTextContent("1 result"));
    const box = screen.getByRole("searchbox");
    await user.clear(box);
    await user.type(box, "camp{Enter}");
    await waitFor(() => expect(status()).toHaveTextContent(`${many.length} results for “camp”.`));
    expect(router.state.location.search).toBe("?q=camp");
    expect(box).toHaveFocus();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “pricing”."));
    expect(box).toHaveValue("pricing");
  });

  test("gives the field the focus back when a search sent before the page hydrated reloaded it", async () => {
    const referrer = vi.spyOn(document, "referrer", "get");
    try {
      // Opened from elsewhere (a shared link): the focus stays where the visitor begins.
      referrer.mockReturnValue(`${window.location.origin}/programs/galaxy`);
      renderSearch({ search: "?q=pricing" });
      await waitFor(() => expect(status()).toHaveTextContent("1 result for “pricing”."));
      expect(screen.getByRole("searchbox")).not.toHaveFocus();
      cleanup();
      // Sent from the search page's own form, before React could send it.
      referrer.mockReturnValue(`${window.location.origin}/search`);
      renderSearch({ search: "?q=pricing" });
      await waitFor(() => expect(status()).toHaveTextContent("1 result for “pricing”."));
      expect(screen.getByRole("searchbox")).toHaveFocus();
    } finally {
      referrer.mockRestore();
    }
  });

  test("offers the Contact page, the main office's e-mail and phone when nothing is found", async () => {
    renderSearch({ search: "?q=zebra", locale: "es" });
    await waitFor(() => expect(status()).toHaveTextContent("No hay resultados para “zebra”."));
    expect(screen.getByRole("link", { name: searchPage.contactLink.es })).toHaveAttribute(
      "href",
      "/es/contact",
    );
    expect(screen.getByRole("link", { name: mainOffice.phone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole("link", { name: mainOffice.email })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Resultados de la búsqueda" })).toBeNull();
  });

  test("shows ten results, then the next ones on request, with focus on the first new one", async () => {
    const user = userEvent.setup();
    renderSearch({ search: "?q=camp" });
    await waitFor(() => expect(resultTitles()).toHaveLength(RESULTS_PER_PAGE));
    await user.click(screen.getByRole("button", { name: "Show more results" }));
    await waitFor(() => expect(resultTitles()).toHaveLength(many.length));
    expect(screen.getByRole("link", { name: many[RESULTS_PER_PAGE]!.title })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  test("says when the search cannot load, offers a person instead, and tries again on the next search", async () => {
    const error = vi.mocked(console.error).mockImplementation(() => {});
    const user = userEvent.setup();
    const pagefind = vi
      .fn<() => Promise<Pagefind>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(fakePagefind([pricing]));
    renderSearch({ search: "?q=pricing", pagefind });
    await waitFor(() => expect(status()).toHaveTextContent("The search could not load."));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: searchPage.contactLink.en })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “pricing”."));
  });

  test("searches for nothing until there is a query", async () => {
    const pagefind = vi.fn<() => Promise<Pagefind>>();
    renderSearch({ pagefind });
    expect(await screen.findByRole("searchbox")).toHaveValue("");
    expect(status()).toBeEmptyDOMElement();
    expect(pagefind).not.toHaveBeenCalled();
  });
});
