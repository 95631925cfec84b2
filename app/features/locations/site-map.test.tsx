import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { localize } from "~content/localize";
import { siteInSentence } from "~content/site-format";
import { sites as siteContent } from "~content/sites";
import { LocaleProvider } from "~/lib/locale-context";
import type { Locale } from "~i18n/locale";
import SiteMap from "./site-map";

const sites = localize(siteContent, "en");
const spanishSites = localize(siteContent, "es");
const [office] = sites;
const lastSite = sites.at(-1)!;

// jsdom cannot run Google's script, so the library is replaced by plain elements that keep
// the props the site passes (the approach of the library's own tests).
const maps = vi.hoisted(() => ({ status: "LOADED" }));

vi.mock("@vis.gl/react-google-maps", () => {
  const marker =
    (kind: string) =>
    ({ title, onClick }: { title: string; onClick: () => void }) => (
      <button type="button" data-kind={kind} onClick={onClick}>
        {title}
      </button>
    );
  return {
    APILoadingStatus: {
      NOT_LOADED: "NOT_LOADED",
      LOADING: "LOADING",
      LOADED: "LOADED",
      FAILED: "FAILED",
      AUTH_FAILURE: "AUTH_FAILURE",
    },
    APIProvider: ({ children, language }: { children: ReactNode; language?: string }) => (
      <div data-testid="provider" data-language={language}>
        {children}
      </div>
    ),
    useApiLoadingStatus: () => maps.status,
    Map: ({
      children,
      defaultZoom,
      defaultCenter,
    }: {
      children: ReactNode;
      defaultZoom: number;
      defaultCenter: { lat: number; lng: number };
    }) => (
      <div data-testid="map" data-zoom={defaultZoom} data-center={JSON.stringify(defaultCenter)}>
        {children}
      </div>
    ),
    Marker: marker("classic"),
    AdvancedMarker: marker("advanced"),
    useMarkerRef: () => [() => {}, null],
    useAdvancedMarkerRef: () => [() => {}, null],
    InfoWindow: ({
      headerContent,
      children,
      onClose,
    }: {
      headerContent: ReactNode;
      children: ReactNode;
      onClose: () => void;
    }) => (
      <div role="dialog">
        {headerContent}
        {children}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ),
  };
});

function renderMap({
  locale = "en",
  ...props
}: { mapId?: string; openSlug?: string | null; locale?: Locale } = {}) {
  const handlers = { onOpen: vi.fn(), onClose: vi.fn(), onViewChange: vi.fn() };
  const localized = localize(siteContent, locale);
  render(
    <LocaleProvider value={locale}>
      <MemoryRouter>
        <SiteMap
          apiKey="key"
          sites={localized}
          center={{ lat: localized[0]!.lat, lng: localized[0]!.lng }}
          openSlug={props.openSlug ?? null}
          {...props}
          {...handlers}
        />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return handlers;
}

describe("SiteMap", () => {
  beforeEach(() => {
    maps.status = "LOADED";
  });

  it("centres on the main office at zoom 11 with a classic marker per location", () => {
    const { onViewChange } = renderMap();
    const map = screen.getByTestId("map");
    expect(map).toHaveAttribute("data-zoom", "11");
    expect(JSON.parse(map.dataset.center!)).toEqual({ lat: sites[0]!.lat, lng: sites[0]!.lng });
    const markers = screen.getAllByRole("button");
    expect(markers.map((m) => m.textContent)).toEqual(sites.map((site) => site.windowTitle));
    expect(markers.every((m) => m.dataset.kind === "classic")).toBe(true);
    expect(onViewChange).toHaveBeenLastCalledWith("ready");
  });

  it("uses Advanced Markers when a Map ID is configured", () => {
    renderMap({ mapId: "abc123" });
    const markers = screen.getAllByRole("button");
    expect(markers).toHaveLength(sites.length);
    expect(markers.every((m) => m.dataset.kind === "advanced")).toBe(true);
  });

  it("reports a marker click as opening that site", () => {
    const { onOpen } = renderMap();
    fireEvent.click(screen.getByRole("button", { name: lastSite.windowTitle }));
    expect(onOpen).toHaveBeenCalledWith(lastSite.slug);
  });

  it("shows the open site's title, address and Location Details, and reports its closing", () => {
    const { onClose } = renderMap({ openSlug: "main-office" });
    const window = screen.getByRole("dialog");
    expect(window).toHaveTextContent(office!.windowTitle);
    expect(window).toHaveTextContent(office!.address);
    expect(screen.getByRole("link", { name: /Location Details/ })).toHaveAttribute(
      "href",
      "/locations/main-office",
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledWith("main-office");
  });

  it("speaks Spanish on Spanish pages: Google's words, the window and its link", () => {
    const [spanishOffice, site] = spanishSites;
    renderMap({ locale: "es", openSlug: site!.slug });
    expect(screen.getByTestId("provider")).toHaveAttribute("data-language", "es");
    const window = screen.getByRole("dialog");
    expect(window).toHaveTextContent(site!.windowTitle);
    expect(window).toHaveTextContent(site!.address);
    const details = screen.getByRole("link", { name: /^Detalles del sitio/ });
    expect(details).toHaveTextContent(`Detalles del sitio de ${siteInSentence(site!)}`);
    expect(details).toHaveAttribute("href", `/es/locations/${site!.slug}`);
    expect(screen.getByRole("button", { name: spanishOffice!.windowTitle })).toBeInTheDocument();
  });

  it.each([
    ["LOADING", "loading"],
    ["FAILED", "failed"],
  ])("draws no map while the status is %s and reports %s", (status, view) => {
    maps.status = status;
    const { onViewChange } = renderMap();
    expect(screen.queryByTestId("map")).toBeNull();
    expect(onViewChange).toHaveBeenLastCalledWith(view);
  });

  it("drops the map when Google refuses the key through window.gm_authFailure", () => {
    const { onViewChange } = renderMap();
    expect(typeof window.gm_authFailure).toBe("function");
    act(() => window.gm_authFailure?.());
    expect(screen.queryByTestId("map")).toBeNull();
    expect(onViewChange).toHaveBeenLastCalledWith("auth-failure");
  });
});
