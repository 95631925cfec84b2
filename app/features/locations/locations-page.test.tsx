import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localize } from "~content/localize";
import { locationsPage } from "~content/locations";
import { programIds } from "~content/program-ids";
import { programById } from "~content/programs";
import { searchIndex, type SearchEntry } from "./search-index.server";
import { directionsUrl, siteHref, siteInSentence, siteName, telHref } from "~content/site-format";
import { mainOffice, schoolSites, sites } from "~content/sites";
import { localizePath, type Locale } from "~i18n/locale";
import { LocaleProvider } from "~/lib/locale-context";
import { loader } from "~/routes/locations";
import { LocationsPage } from "./locations-page";
import { searchable, searchEntries } from "./search";

// The default build has no Maps key: the map chunk must never be fetched.
const chunk = vi.hoisted(() => ({ imported: false }));
vi.mock("~/lib/config", () => ({ config: { mapsApiKey: undefined, mapsMapId: undefined } }));
vi.mock("./site-map", () => {
  chunk.imported = true;
  return { default: () => null };
});

function renderPage(locale: Locale = "en") {
  const path = localizePath("/locations", locale);
  const data = loader({ url: new URL(path, "https://star.example.org") });
  const router = createMemoryRouter(
    [
      { path, element: <LocationsPage {...data} /> },
      { path: "*", element: <p>Arrived</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleProvider value={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How the results name each kind of entry on a Spanish page (messages/, not content). */
const spanishKinds: Record<SearchEntry["kind"], string> = {
  site: "Sitio",
  program: "Programa",
  topic: "Tema de ayuda",
  account: "Cuenta",
  pricing: "Hoja de precios (PDF)",
  district: "Sitio web del distrito",
  page: "Página",
};

/** How a card and the near-me message name a location, in a language. */
const nameOf = (site: (typeof sites)[number], locale: Locale = "en") =>
  siteName(localize(site, locale));

/** The school site offering the most programs, so its card shows the most icons. */
const busiest = [...schoolSites].sort((a, b) => b.programs.length - a.programs.length)[0]!;
/** Where a family stands for "near me": at the door of the last school site. */
const standing = schoolSites.at(-1)!;

/** An entry whose whole title finds it and nothing else, for the "1 result" message. */
function onlyMatch(index: SearchEntry[]): SearchEntry {
  const entry = index.find((e) => searchEntries(index, e.title).length === 1);
  if (!entry) throw new Error("no search entry has a title of its own");
  return entry;
}

const cardNames = () =>
  screen
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("locations page without a Maps key", () => {
  it("says the map is not configured, requests no Maps script and still lists every site", () => {
    renderPage();
    const words = localize(locationsPage, "en");
    expect(screen.getByRole("heading", { level: 1, name: words.page.title })).toBeInTheDocument();
    expect(screen.getByText(words.intro)).toBeInTheDocument();
    for (const heading of [words.search.heading, words.map.heading, words.list.heading])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(words.map.help)).toBeInTheDocument();
    expect(screen.getByText(words.list.privacy)).toBeInTheDocument();
    expect(screen.getByText("The map is not configured")).toBeInTheDocument();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    expect(chunk.imported).toBe(false);
    expect(cardNames()).toEqual(sites.map((site) => nameOf(site)));
    expect(screen.queryByRole("button", { name: /Show on map/ })).toBeNull();
  });

  it("says so in Spanish on the Spanish page, and still lists every site", () => {
    renderPage("es");
    expect(screen.getByText("El mapa no está configurado")).toBeInTheDocument();
    expect(screen.getByText(/no tiene una clave de Google Maps/)).toBeInTheDocument();
    expect(cardNames()).toEqual(sites.map((site) => nameOf(site, "es")));
    expect(screen.queryByRole("button", { name: /Ver en el mapa/ })).toBeNull();
    expect(chunk.imported).toBe(false);
  });

  it("gives each card its phone, program icons, details and directions", () => {
    renderPage();
    const card = screen.getByRole("article", { name: nameOf(busiest) });
    expect(
      within(card).getByRole("link", { name: new RegExp(`^Phone: ?${escaped(busiest.phone)}`) }),
    ).toHaveAttribute("href", telHref(busiest.phone));
    expect(
      within(within(card).getByRole("list", { name: /^Programs at/ }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(
      programIds
        .filter((id) => busiest.programs.includes(id))
        .map((id) => programById(id).tooltip.en),
    );
    expect(within(card).getByRole("link", { name: /Location Details/ })).toHaveAttribute(
      "href",
      siteHref(busiest),
    );
    const directions = within(card).getByRole("link", { name: /Get Directions/ });
    expect(directions).toHaveAttribute("href", directionsUrl(busiest.lat, busiest.lng));
    expect(directions).toHaveAttribute("target", "_blank");
  });

  it("gives the main office's card no program icon: it runs no program itself", () => {
    renderPage();
    const card = screen.getByRole("article", { name: nameOf(mainOffice) });
    expect(within(card).queryByRole("list", { name: /^Programs at/ })).toBeNull();
    expect(within(card).queryAllByRole("button")).toEqual([]);
  });
});

describe("site search", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom does no layout; the active result is scrolled into view in a real browser.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const router = renderPage();
    const input = screen.getByRole("combobox", { name: "Site, program or topic" });
    // One change per keystroke, as typing does.
    const type = (text: string) => {
      for (let i = 1; i <= text.length; i++)
        fireEvent.change(input, { target: { value: text.slice(0, i) } });
    };
    const clear = () => fireEvent.change(input, { target: { value: "" } });
    const press = (key: string) => fireEvent.keyDown(input, { key });
    return { router, input, type, clear, press };
  };

  it("shows results only after a 300 ms pause in typing", () => {
    const { type } = setup();
    // The start of a school site's name, typed in capitals.
    const query = localize(busiest, "en").title.slice(0, 3).toUpperCase();
    type(query);
    expect(screen.queryByRole("option")).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole("option")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const titles = screen.getAllByRole("option").map((o) => o.firstChild?.textContent);
    expect(titles).toContain(`${nameOf(busiest)}, ${busiest.city}`);
    expect(titles).toEqual(searchEntries(searchIndex("en"), query).map((e) => e.title));
  });

  it("announces the count and says when nothing matches", () => {
    const { input, type, clear } = setup();
    const { title } = onlyMatch(searchIndex("en"));
    type(title);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText(`1 result for “${title}”.`)).toBeInTheDocument();
    clear();
    const galaxy = programById("galaxy").name.en;
    const count = searchEntries(searchIndex("en"), galaxy).length;
    type(galaxy);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText(`${count} results for “${galaxy}”.`)).toBeInTheDocument();
    clear();
    type("zzz");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText("No results for “zzz”.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("clears the results as soon as the input is emptied", () => {
    const { type, clear } = setup();
    type(programById("nova").name.en);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
    clear();
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("moves through results with the arrow keys and opens the active one with Enter", () => {
    const { input, type, press } = setup();
    // Galaxy's name finds the program and its pricing sheets at least.
    const query = programById("galaxy").name.en;
    const found = searchEntries(searchIndex("en"), query);
    expect(found.length).toBeGreaterThan(1);
    type(query);
    act(() => vi.advanceTimersByTime(300));
    press("ArrowDown");
    const [first, second] = screen.getAllByRole("option");
    expect(input).toHaveAttribute("aria-activedescendant", first!.id);
    expect(first).toHaveAttribute("aria-selected", "true");
    press("ArrowDown");
    expect(input).toHaveAttribute("aria-activedescendant", second!.id);
    press("ArrowUp");
    const opened: string[] = [];
    first!.addEventListener("click", (event) => {
      event.preventDefault();
      opened.push(first!.getAttribute("href")!);
    });
    act(() => press("Enter"));
    expect(opened).toEqual([found[0]!.url]);
  });
});

describe("near me", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "geolocation");
  });

  function withGeolocation(getCurrentPosition: Geolocation["getCurrentPosition"]) {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition },
    });
  }

  const sortButton = () => screen.getByRole("button", { name: "Sort by distance from me" });

  it("orders the cards nearest first and shows each distance", () => {
    withGeolocation((success) =>
      success({
        coords: { latitude: standing.lat, longitude: standing.lng },
      } as GeolocationPosition),
    );
    renderPage();
    fireEvent.click(sortButton());
    expect(cardNames()[0]).toBe(nameOf(standing));
    expect(screen.getAllByText(/miles away$/)).toHaveLength(sites.length);
    expect(
      screen.getByText(
        `Sorted by distance from you. The nearest is ${nameOf(standing)}, 0.0 miles away.`,
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Back to the usual order" }));
    expect(cardNames()[0]).toBe(nameOf(mainOffice));
  });

  it.each([
    [1, /permission was refused/],
    [3, /took too long/],
  ])("keeps the order and explains error code %i", (code, message) => {
    withGeolocation((_success, failure) =>
      failure?.({ code, message: "" } as GeolocationPositionError),
    );
    renderPage();
    const before = cardNames();
    fireEvent.click(sortButton());
    expect(cardNames()).toEqual(before);
    expect(screen.getByText(message)).toBeVisible();
  });

  it("says so when the browser has no geolocation", () => {
    renderPage();
    fireEvent.click(sortButton());
    expect(screen.getByText(/cannot share your location/)).toBeVisible();
    expect(cardNames()[0]).toBe(nameOf(mainOffice));
  });
});

describe("the Spanish page", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "geolocation");
  });

  it("introduces the sites in Spanish, with the counts and cities from content", () => {
    renderPage("es");
    const words = localize(locationsPage, "es");
    expect(screen.getByRole("heading", { level: 1, name: words.page.title })).toBeInTheDocument();
    expect(screen.getByText(words.intro)).toBeInTheDocument();
    expect(words.intro).not.toBe(locationsPage.intro.en);
    expect(screen.getByText("El mapa no está configurado")).toBeInTheDocument();
    for (const heading of [words.search.heading, words.map.heading, words.list.heading])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(words.list.privacy)).toBeInTheDocument();
  });

  it("gives each card Spanish words and links to the Spanish site page", () => {
    renderPage("es");
    const name = nameOf(mainOffice, "es");
    // In a sentence a place keeps its article: "Cómo llegar a la oficina principal".
    const inSentence = siteInSentence(localize(mainOffice, "es"));
    const card = screen.getByRole("article", { name });
    const busiestName = siteInSentence(localize(busiest, "es"));
    const busiestCard = screen.getByRole("article", { name: nameOf(busiest, "es") });
    expect(
      within(within(busiestCard).getByRole("list", { name: `Programas en ${busiestName}` }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(
      programIds
        .filter((id) => busiest.programs.includes(id))
        .map((id) => programById(id).tooltip.es),
    );
    const details = within(card).getByRole("link", { name: /^Detalles del sitio/ });
    expect(details).toHaveTextContent(`Detalles del sitio de ${inSentence}`);
    expect(details).toHaveAttribute("href", `/es${siteHref(mainOffice)}`);
    const directions = within(card).getByRole("link", { name: /^Cómo llegar/ });
    expect(directions).toHaveTextContent(`Cómo llegar a ${inSentence}`);
    expect(directions).toHaveAttribute("href", directionsUrl(mainOffice.lat, mainOffice.lng));
  });

  it("searches without accents and names the kinds in Spanish", () => {
    vi.useFakeTimers();
    try {
      renderPage("es");
      const index = searchIndex("es");
      const input = screen.getByRole("combobox", { name: "Sitio, programa o tema" });
      // A Spanish title with accents, typed without them.
      const accented = index.find((e) => searchable(e.title) !== e.title.toLowerCase())!;
      const typed = searchable(accented.title);
      fireEvent.change(input, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(300));
      const option = screen.getByRole("option", {
        name: new RegExp(`^${escaped(accented.title)}`),
      });
      expect(option).toHaveAttribute("href", accented.url);
      expect(option).toHaveTextContent(spanishKinds[accented.kind]);
      const count = searchEntries(index, typed).length;
      expect(
        screen.getByText(
          count === 1 ? `Un resultado para “${typed}”.` : `${count} resultados para “${typed}”.`,
        ),
      ).toBeInTheDocument();

      const account = index.find((e) => e.kind === "account")!;
      const found = searchEntries(index, account.title).length;
      fireEvent.change(input, { target: { value: account.title } });
      act(() => vi.advanceTimersByTime(300));
      const signIn = screen.getByRole("option", { name: new RegExp(`^${escaped(account.title)}`) });
      expect(signIn.firstChild).toHaveTextContent(`${account.title} (en inglés)`);
      expect(signIn).toHaveAttribute("href", account.url);
      expect(signIn).toHaveAttribute("hreflang", "en");
      expect(signIn).toHaveTextContent("Cuenta, se abre en una pestaña nueva");
      expect(
        screen.getByText(
          found === 1
            ? `Un resultado para “${account.title}”.`
            : `${found} resultados para “${account.title}”.`,
        ),
      ).toBeInTheDocument();

      fireEvent.change(input, { target: { value: "zzz" } });
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByText("No hay resultados para “zzz”.")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("sorts by distance and says so in Spanish", () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({
            coords: { latitude: standing.lat, longitude: standing.lng },
          } as GeolocationPosition),
      },
    });
    renderPage("es");
    fireEvent.click(
      screen.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }),
    );
    expect(cardNames()[0]).toBe(nameOf(standing, "es"));
    expect(screen.getAllByText(/^A \d+\.\d millas? de usted$/)).toHaveLength(sites.length);
    expect(
      screen.getByText(
        new RegExp(`El más cercano es ${escaped(nameOf(standing, "es"))}, a 0\\.0 millas\\.`),
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Volver al orden habitual" }));
    expect(cardNames()[0]).toBe(nameOf(mainOffice, "es"));
  });

  it("explains a refused permission in Spanish and keeps the order", () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, message: "" } as GeolocationPositionError),
      },
    });
    renderPage("es");
    const before = cardNames();
    fireEvent.click(
      screen.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }),
    );
    expect(cardNames()).toEqual(before);
    expect(screen.getByText(/No se dio permiso para usar su ubicación/)).toBeVisible();
  });
});
