import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registrationPromos } from "~content/home";
import { fill } from "~content/localize";
import { novaPage } from "~content/nova-page";
import { programById } from "~content/programs";
import {
  registrationStateOn,
  registrationWords,
  seasons,
  type SeasonProgram,
} from "~content/seasons";
import { telHref } from "~content/site-format";
import { mainOffice } from "~content/sites";
import { summerCamp, summerHeading } from "~content/summer-camp";
import { addDays, type Day } from "~i18n/days";
import { localizePath, type Locale } from "~i18n/locale";
import { WithoutInlineScripts } from "~/lib/inline-script";
import { inlineScripts } from "~/lib/inline-scripts";
import { LocaleProvider } from "~/lib/locale-context";
import * as galaxyRoute from "~/routes/galaxy";
import * as homeRoute from "~/routes/home";
import * as novaRoute from "~/routes/nova";
import * as summerCampRoute from "~/routes/summer-camp";
import { registrationViews } from "./registration.server";

// The pages that speak of registration, drawn on days before, during and after a season's
// registration, read from the content's seasons: each says where it stands in the season's words,
// with a Register button only while it is open. A page carries the states that may come due
// before its next build; the closureDays script shows the visitor's day's (the last test).

type RouteModule = {
  loader: (args: { url: URL }) => unknown;
  default: ComponentType<{ loaderData: unknown }>;
};

/** Noon in Los Angeles on `day`, when the page's loader runs. */
function builtOn(day: Day) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${day}T20:00:00Z`) });
}

afterEach(() => vi.useRealTimers());

function renderRoute(route: RouteModule, path: string, locale: Locale = "en") {
  const localized = localizePath(path, locale);
  const loaderData = route.loader({ url: new URL(localized, "https://star.example.org") });
  const Page = route.default;
  const router = createMemoryRouter(
    [{ path: localized, element: <Page loaderData={loaderData} /> }],
    { initialEntries: [localized] },
  );
  render(
    // React in the browser never runs a script it renders, so the page is drawn without them.
    <LocaleProvider value={locale}>
      <WithoutInlineScripts>
        <RouterProvider router={router} />
      </WithoutInlineScripts>
    </LocaleProvider>,
  );
}

/** A season of the program with a registration day, and days before, during and after it. */
function registrationDays(program: SeasonProgram) {
  const list = seasons[program];
  const season = list.find((each) => each.opens)!;
  // After its registration closes: the season's next state, whatever it is.
  return {
    before: addDays(season.opens!, -1),
    during: season.opens!,
    after: addDays(season.closes!, 1),
  };
}

/** What a page built on `day` says first of a program's registration. */
const said = (program: SeasonProgram, day: Day, locale: Locale = "en") =>
  registrationViews(program, locale, day)[0]!;

function expectOfficePhone(line: HTMLElement) {
  expect(within(line).getByRole("link", { name: mainOffice.phone })).toHaveAttribute(
    "href",
    telHref(mainOffice.phone),
  );
}

describe("the home page's registration cards", () => {
  for (const [when, pick] of [
    ["before", "before"],
    ["during", "during"],
    ["after", "after"],
  ] as const) {
    it(`say where each program stands ${when} its registration, with a button only while it is open`, () => {
      const day = registrationDays("galaxy")[pick];
      builtOn(day);
      renderRoute(homeRoute as unknown as RouteModule, "/");
      const section = screen.getByRole("region", { name: registrationWords.heading.en });
      for (const promo of registrationPromos) {
        const view = said(promo.program, day);
        const card = within(section)
          .getByRole("heading", { level: 3, name: view.heading })
          .closest("li")!;
        const button = within(card).queryByRole("link", { name: new RegExp(`^${promo.cta.en}`) });
        if (view.kind === "open") {
          expect(button).toHaveAttribute("href", programById(promo.program).registerUrl);
          expect(button).toHaveAttribute("target", "_blank");
        } else {
          expect(button).toBeNull();
        }
      }
    });
  }
});

describe("the Galaxy page's banner", () => {
  it("offers to register while Galaxy's registration is open, and not the day before", () => {
    const { before, during } = registrationDays("galaxy");
    const promo = registrationPromos.find((each) => each.program === "galaxy")!;
    builtOn(during);
    renderRoute(galaxyRoute as unknown as RouteModule, "/programs/galaxy");
    const open = screen.getByRole("region", { name: registrationWords.heading.en });
    expect(
      within(open).getByRole("heading", { name: said("galaxy", during).heading }),
    ).toBeVisible();
    expect(within(open).getByRole("link", { name: new RegExp(`^${promo.cta.en}`) })).toBeVisible();
    document.body.innerHTML = "";

    builtOn(before);
    renderRoute(galaxyRoute as unknown as RouteModule, "/programs/galaxy");
    const coming = screen.getByRole("region", { name: registrationWords.heading.en });
    expect(
      within(coming).getByRole("heading", { name: said("galaxy", before).heading }),
    ).toBeVisible();
    expect(within(coming).queryByRole("link", { name: new RegExp(`^${promo.cta.en}`) })).toBeNull();
    expectOfficePhone(within(coming).getByText(/main office/));
  });
});

describe("the Nova page's banner and catalog", () => {
  const catalogEnd = seasons.nova.find((each) => each.name === novaPage.catalog.season)!.end;

  it("say it in Spanish, with the button to the registration site while it is open", () => {
    const { during } = registrationDays("nova");
    builtOn(during);
    renderRoute(novaRoute as unknown as RouteModule, "/programs/nova", "es");
    const banner = screen.getByRole("region", { name: registrationWords.heading.es });
    expect(within(banner).getByText(said("nova", during, "es").heading)).toBeVisible();
    const enrol = within(banner).getByRole("link", { name: new RegExp(novaPage.banner.cta.es) });
    expect(enrol).toHaveAttribute("href", programById("nova").registerUrl);
    expect(enrol).toHaveAttribute("hreflang", "en");
  });

  it("link to the catalog until its school year ends, then say how to get one", () => {
    builtOn(catalogEnd);
    renderRoute(novaRoute as unknown as RouteModule, "/programs/nova");
    const catalog = screen.getByRole("region", { name: novaPage.catalog.title.en });
    expect(
      within(catalog).getByRole("link", { name: new RegExp(novaPage.catalog.linkText.en) }),
    ).toHaveAttribute("href", novaPage.catalog.href);
    document.body.innerHTML = "";

    builtOn(addDays(catalogEnd, 1));
    renderRoute(novaRoute as unknown as RouteModule, "/programs/nova");
    const after = screen.getByRole("region", { name: novaPage.catalog.title.en });
    expect(
      within(after).queryByRole("link", { name: new RegExp(novaPage.catalog.linkText.en) }),
    ).toBeNull();
    expectOfficePhone(
      within(after).getByText(
        (_, element) =>
          element?.tagName === "P" &&
          element.textContent === fill(novaPage.catalog.whenPast.en, { phone: mainOffice.phone }),
      ),
    );
  });
});

describe("the Summer Camp page", () => {
  const last = seasons.summer.at(-1)!;

  it("names the coming summer, with its dates and registration", () => {
    const { before } = registrationDays("summer");
    builtOn(before);
    renderRoute(summerCampRoute as unknown as RouteModule, "/programs/summer-camp");
    const season = registrationStateOn(seasons.summer, before).seasons[0]!;
    expect(
      screen.getByRole("heading", { level: 2, name: summerHeading(season.name).en }),
    ).toBeVisible();
    expect(screen.getByText(said("summer", before).heading)).toBeVisible();
  });

  it("says the next summer is not set once the last one is over, and keeps the past details", () => {
    builtOn(addDays(last.end, 1));
    renderRoute(summerCampRoute as unknown as RouteModule, "/programs/summer-camp");
    expect(
      screen.getByRole("heading", { level: 2, name: summerCamp.whenPast.heading.en }),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { name: summerHeading(last.name).en })).toBeNull();
    expect(screen.getByText(summerCamp.about.en)).toBeVisible();
  });
});

describe("a page built the day before registration opens, read on the day it opens", () => {
  it("shows the open registration and its button as soon as its inline script runs", async () => {
    const { before, during } = registrationDays("galaxy");
    builtOn(before);
    const path = "/";
    const loaderData = (homeRoute as unknown as RouteModule).loader({
      url: new URL(path, "https://star.example.org"),
    });
    const Page = (homeRoute as unknown as RouteModule).default;
    const routes = [{ path, element: <Page loaderData={loaderData} /> }];
    const context = await createStaticHandler(routes).query(
      new Request(`https://star.example.org${path}`),
    );
    // The page as the build writes it: React's HTML.
    document.body.innerHTML = renderToString(
      <LocaleProvider value="en">
        <StaticRouterProvider
          router={createStaticRouter(routes, context as never)}
          context={context as never}
        />
      </LocaleProvider>,
    );
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${during}T20:00:00Z`) });
    // root.tsx writes the script once, at the end of the page whose route names it.
    expect(homeRoute.handle.inlineScripts).toContain("closureDays");
    new Function(inlineScripts.closureDays)();
    expect(screen.getByText(said("galaxy", during).heading)).toBeVisible();
    expect(screen.getByText(said("galaxy", before).heading)).not.toBeVisible();
  });
});
