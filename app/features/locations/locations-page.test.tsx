import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { LocaleProvider } from "~/lib/i18n/locale-context";
import { loader } from "~/routes/locations";
import { LocationsPage } from "./locations-page";

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

const cardNames = () =>
  screen
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("locations page without a Maps key", () => {
  it("says the map is not configured, requests no Maps script and still lists every site", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Locations" })).toBeInTheDocument();
    expect(screen.getByText("The map is not configured")).toBeInTheDocument();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    expect(chunk.imported).toBe(false);
    expect(screen.getAllByRole("article")).toHaveLength(14);
    expect(screen.queryByRole("button", { name: /Show on map/ })).toBeNull();
  });

  it("gives each card its phone, program icons, details and directions", () => {
    renderPage();
    const card = screen.getByRole("article", { name: "Ridgeview STAR" });
    expect(within(card).getByRole("link", { name: /555-0104/ })).toHaveAttribute(
      "href",
      "tel:+19165550104",
    );
    expect(
      within(within(card).getByRole("list"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "Before/After School",
      "After School Enrichment",
      "Non-School Day Camps",
      "Subsidy Programs Available",
    ]);
    expect(within(card).getByRole("link", { name: /Location Details/ })).toHaveAttribute(
      "href",
      "/locations/ridgeview-star",
    );
    const directions = within(card).getByRole("link", { name: /Get Directions/ });
    expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=38.731365,-121.20744",
    );
    expect(directions).toHaveAttribute("target", "_blank");
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
    type("OAK");
    expect(screen.queryByRole("option")).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole("option")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const titles = screen.getAllByRole("option").map((o) => o.firstChild?.textContent);
    expect(titles).toEqual([
      "Oakhills STAR, Granite Bay",
      "Creekside Oaks STAR, Lincoln",
      "Oakhills/Ridgeview Galaxy pricing sheet",
    ]);
  });

  it("announces the count and says when nothing matches", () => {
    const { input, type, clear } = setup();
    type("autopay");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText("1 result for “autopay”.")).toBeInTheDocument();
    clear();
    type("zzz");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText("No results for “zzz”.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("clears the results as soon as the input is emptied", () => {
    const { type, clear } = setup();
    type("nova");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
    clear();
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("moves through results with the arrow keys and opens the active one with Enter", () => {
    const { input, type, press } = setup();
    type("billing");
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
    expect(opened).toEqual(["/about/parent-resources#billing"]);
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
      success({ coords: { latitude: 38.9069, longitude: -121.3173 } } as GeolocationPosition),
    );
    renderPage();
    fireEvent.click(sortButton());
    expect(cardNames()[0]).toBe("Foskett Ranch STAR");
    expect(screen.getAllByText(/miles away$/)).toHaveLength(14);
    expect(screen.getByText(/The nearest is Foskett Ranch STAR, 0\.0 miles away\./)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Back to the usual order" }));
    expect(cardNames()[0]).toBe("Main Office");
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
    expect(cardNames()[0]).toBe("Main Office");
  });
});

describe("the Spanish page", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "geolocation");
  });

  it("introduces the sites in Spanish, with the counts and cities from content", () => {
    renderPage("es");
    expect(screen.getByRole("heading", { level: 1, name: "Sitios" })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^STAR funciona en 13 escuelas de Roseville, Granite Bay, Lincoln, Rocklin y Orangevale, con una oficina principal en Rocklin\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("El mapa no está configurado")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Nuestros sitios" })).toBeInTheDocument();
  });

  it("gives each card Spanish words and links to the Spanish site page", () => {
    renderPage("es");
    const card = screen.getByRole("article", { name: "Oficina principal" });
    expect(
      within(card.querySelector("ul")!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Antes/después de clases", "Programas de subsidio disponibles"]);
    expect(
      within(card).getByRole("list", { name: "Programas en Oficina principal" }),
    ).toBeInTheDocument();
    const details = within(card).getByRole("link", { name: /^Detalles del sitio/ });
    expect(details).toHaveTextContent("Detalles del sitio de Oficina principal");
    expect(details).toHaveAttribute("href", "/es/locations/main-office");
    const directions = within(card).getByRole("link", { name: /^Cómo llegar/ });
    expect(directions).toHaveTextContent("Cómo llegar a Oficina principal");
    expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=38.79055,-121.26541",
    );
  });

  it("searches without accents and names the kinds in Spanish", () => {
    vi.useFakeTimers();
    try {
      renderPage("es");
      const input = screen.getByRole("combobox", { name: "Sitio, programa o tema" });
      fireEvent.change(input, { target: { value: "dias" } });
      act(() => vi.advanceTimersByTime(300));
      const nsd = screen.getByRole("option", { name: /^Campamentos de días sin clases/ });
      expect(nsd).toHaveAttribute("href", "/es/programs/nsd-camps");
      expect(nsd).toHaveTextContent("Programa");
      expect(screen.getByText(/^\d+ resultados? para “dias”\.$/)).toBeInTheDocument();

      fireEvent.change(input, { target: { value: "iniciar" } });
      act(() => vi.advanceTimersByTime(300));
      const signIn = screen.getByRole("option", { name: /^Iniciar sesión/ });
      expect(signIn.firstChild).toHaveTextContent("Iniciar sesión (en inglés)");
      expect(signIn).toHaveAttribute("href", "https://signin.star.example.org/");
      expect(signIn).toHaveAttribute("hreflang", "en");
      expect(signIn).toHaveTextContent("Cuenta, se abre en una pestaña nueva");
      expect(screen.getByText("1 resultado para “iniciar”.")).toBeInTheDocument();

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
          success({ coords: { latitude: 38.9069, longitude: -121.3173 } } as GeolocationPosition),
      },
    });
    renderPage("es");
    fireEvent.click(
      screen.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }),
    );
    expect(cardNames()[0]).toBe("Foskett Ranch STAR");
    expect(screen.getAllByText(/^A \d+\.\d millas? de usted$/)).toHaveLength(14);
    expect(screen.getByText(/El más cercano es Foskett Ranch STAR, a 0\.0 millas\./)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Volver al orden habitual" }));
    expect(cardNames()[0]).toBe("Oficina principal");
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
