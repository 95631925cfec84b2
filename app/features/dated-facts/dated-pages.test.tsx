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
import { home, registrationNews, registrationPromos } from "~content/home";
import { externalLinks } from "~content/links";
import { fill } from "~content/localize";
import { novaPage } from "~content/nova-page";
import { telHref } from "~content/site-format";
import { mainOffice } from "~content/sites";
import { summerCamp } from "~content/summer-camp";
import { addDays, type Day } from "~i18n/days";
import { localizePath, type Locale } from "~i18n/locale";
import { WithoutInlineScripts } from "~/lib/inline-script";
import { inlineScripts } from "~/lib/inline-scripts";
import { LocaleProvider } from "~/lib/locale-context";
import * as galaxyRoute from "~/routes/galaxy";
import * as homeRoute from "~/routes/home";
import * as novaRoute from "~/routes/nova";
import * as summerCampRoute from "~/routes/summer-camp";

// Each dated fact on its page, with the clock on its last day and on the day after: the page
// built that day shows the claim, then the neutral line with the main office's phone. A page
// built on the last day also carries the neutral line, hidden, for the closureDays script to
// show on the visitor's day after (app/lib/inline-scripts.dom.test.ts runs that script).

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
    {
      initialEntries: [localized],
    },
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

const neutral = (line: string) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === "P" && element.textContent === fill(line, { phone: mainOffice.phone }),
  );

function expectOfficePhone(line: HTMLElement) {
  expect(within(line).getByRole("link", { name: mainOffice.phone })).toHaveAttribute(
    "href",
    telHref(mainOffice.phone),
  );
}

const { lastDay } = registrationNews;
const dayAfter = addDays(lastDay, 1);

describe("the registration news on the home page", () => {
  it("shows the cards on its last day, each linking to the registration site", () => {
    builtOn(lastDay);
    renderRoute(homeRoute as unknown as RouteModule, "/");
    expect(
      screen.getByRole("heading", { level: 2, name: home.registrationHeading.en }),
    ).toBeVisible();
    for (const promo of registrationPromos) {
      expect(screen.getByRole("heading", { level: 3, name: promo.title.en })).toBeVisible();
      const link = screen.getAllByRole("link", { name: new RegExp(`^${promo.cta.en}`) })[0]!;
      expect(link).toHaveAttribute("href", promo.href);
      expect(link).toHaveAttribute("target", "_blank");
    }
    expect(neutral(registrationNews.whenPast.text.en)).not.toBeVisible();
  });

  it("shows the neutral line with the office's phone the day after, and no card", () => {
    builtOn(dayAfter);
    renderRoute(homeRoute as unknown as RouteModule, "/");
    const line = neutral(registrationNews.whenPast.text.en);
    expect(line).toBeVisible();
    expectOfficePhone(line);
    expect(
      screen.getByRole("heading", { level: 2, name: registrationNews.whenPast.heading.en }),
    ).toBeVisible();
    for (const promo of registrationPromos) {
      expect(screen.queryByText(promo.title.en)).not.toBeInTheDocument();
    }
  });

  it("says it in Spanish too", () => {
    builtOn(dayAfter);
    renderRoute(homeRoute as unknown as RouteModule, "/", "es");
    expect(neutral(registrationNews.whenPast.text.es)).toBeVisible();
  });
});

describe("the registration banner on the Galaxy page", () => {
  const galaxy = registrationPromos.find((promo) => promo.program === "galaxy")!;

  it("shows Galaxy's card on the last day, with its link to the registration site", () => {
    builtOn(lastDay);
    renderRoute(galaxyRoute as unknown as RouteModule, "/programs/galaxy");
    expect(screen.getByRole("heading", { level: 2, name: galaxy.title.en })).toBeVisible();
    expect(screen.getByRole("link", { name: new RegExp(`^${galaxy.cta.en}`) })).toHaveAttribute(
      "href",
      externalLinks.registration,
    );
  });

  it("shows the neutral line the day after", () => {
    builtOn(dayAfter);
    renderRoute(galaxyRoute as unknown as RouteModule, "/programs/galaxy");
    expectOfficePhone(neutral(registrationNews.whenPast.text.en));
    expect(screen.queryByText(galaxy.title.en)).not.toBeInTheDocument();
  });
});

describe("the Nova page's banner and catalog", () => {
  it("show the registration banner and the catalog's link on their last days", () => {
    builtOn(lastDay < novaPage.catalog.lastDay ? lastDay : novaPage.catalog.lastDay);
    renderRoute(novaRoute as unknown as RouteModule, "/programs/nova", "es");
    const banner = screen.getByRole("region", { name: novaPage.banner.name.es });
    expect(within(banner).getByText(novaPage.banner.text.es)).toBeVisible();
    const enrol = within(banner).getByRole("link", { name: new RegExp(novaPage.banner.cta.es) });
    expect(enrol).toHaveAttribute("href", novaPage.banner.href);
    expect(enrol).toHaveAttribute("hreflang", "en");
    const catalog = screen.getByRole("region", { name: novaPage.catalog.title.es });
    expect(
      within(catalog).getByRole("link", {
        name: new RegExp(`${novaPage.catalog.linkText.es}.*PDF en inglés`),
      }),
    ).toHaveAttribute("href", novaPage.catalog.href);
  });

  it("say in their place how to reach the office, the day after each has passed", () => {
    const later = [lastDay, novaPage.catalog.lastDay].sort().at(-1)!;
    builtOn(addDays(later, 1));
    renderRoute(novaRoute as unknown as RouteModule, "/programs/nova");
    const banner = screen.getByRole("region", { name: novaPage.banner.name.en });
    expect(
      within(banner).queryByRole("link", { name: new RegExp(novaPage.banner.cta.en) }),
    ).toBeNull();
    expectOfficePhone(neutral(registrationNews.whenPast.text.en));
    const catalog = screen.getByRole("region", { name: novaPage.catalog.title.en });
    expect(
      within(catalog).queryByRole("link", { name: new RegExp(novaPage.catalog.linkText.en) }),
    ).toBeNull();
    expectOfficePhone(neutral(novaPage.catalog.whenPast.en));
  });
});

describe("the news of the coming summer on the Summer Camp page", () => {
  it("names the summer on its last day", () => {
    builtOn(summerCamp.lastDay);
    renderRoute(summerCampRoute as unknown as RouteModule, "/programs/summer-camp");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(summerCamp.page.title.en);
    expect(
      screen.getByRole("heading", { level: 2, name: summerCamp.nextHeading.en }),
    ).toBeVisible();
    expect(screen.getByText(summerCamp.update.en)).toBeVisible();
  });

  it("says the next summer's details are not set the day after, and keeps the past details", () => {
    builtOn(addDays(summerCamp.lastDay, 1));
    renderRoute(summerCampRoute as unknown as RouteModule, "/programs/summer-camp");
    expect(screen.queryByText(summerCamp.update.en)).not.toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: summerCamp.whenPast.heading.en }),
    ).toBeVisible();
    expectOfficePhone(neutral(summerCamp.whenPast.text.en));
    expect(screen.getByText(summerCamp.about.en)).toBeVisible();
  });
});

describe("a page built on the registration news's last day, opened the day after", () => {
  it("shows the neutral line instead of the cards as soon as its inline script runs", async () => {
    builtOn(lastDay);
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
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${dayAfter}T20:00:00Z`) });
    // root.tsx writes the script once, at the end of the page whose route names it.
    expect(homeRoute.handle.inlineScripts).toContain("closureDays");
    new Function(inlineScripts.closureDays)();
    expect(neutral(registrationNews.whenPast.text.en)).toBeVisible();
    for (const promo of registrationPromos) {
      expect(screen.getByText(promo.title.en)).not.toBeVisible();
    }
  });
});
