import { useContext, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/layout/error-screen";
import { layoutData } from "./components/layout/layout-data.server";
import { PageLayout } from "./components/layout/page-layout";
import { localeOf, pageLocale } from "~i18n/locale";
import { LocaleProvider } from "./lib/locale-context";
import { InlineScript } from "./lib/inline-script";
import { inlineScripts } from "./lib/inline-scripts";
import { pageNeeds } from "./lib/page-handle";
import { ServerDocument } from "./lib/server-document";
import type { ClosureBannerData } from "./features/closures/closure-views.server";

// The web font is not preloaded: Chromium holds the first paint for a preloaded font (up to
// 100 ms after <body>), and the fallback's metrics already match it (app.css, decision 018).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ url }: Route.LoaderArgs) {
  return layoutData(pageLocale({ url }));
}

/**
 * The document of every page, in the language of its path (Spanish under /es). React Router's
 * scripts are rendered only for a page whose route asks for them (`handle.hydrate`, see
 * lib/page-handle.ts); every other page is HTML and CSS with a few inline scripts. Each page
 * carries the site's stylesheet inline, so the first response is all it needs to paint, and
 * its own security policy: both only the server has (lib/server-document.ts).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeOf(useLocation().pathname);
  const page = pageNeeds(useMatches());
  const document = useContext(ServerDocument);
  const policy = document?.policyFor(page);
  const newsFeed = useRouteLoaderData<typeof loader>("root")?.newsFeed;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {policy && <meta httpEquiv="Content-Security-Policy" content={policy} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2f8f" />
        <Meta />
        <Links />
        {newsFeed && (
          <link
            rel="alternate"
            type="application/atom+xml"
            href={newsFeed.href}
            title={newsFeed.title}
          />
        )}
        {document && <style dangerouslySetInnerHTML={{ __html: document.stylesheet }} />}
      </head>
      <body>
        <LocaleProvider value={locale}>{children}</LocaleProvider>
        {/* Once, after every dated part of the page: the banner, closures and places. */}
        {page.inlineScripts.includes("closureDays") && <InlineScript name="closureDays" />}
        <script dangerouslySetInnerHTML={{ __html: inlineScripts.hashFocus }} />
        {page.hydrate && <Scripts />}
      </body>
    </html>
  );
}

/** The banner of closures in effect that a page's loader may give (`closureBanner`). */
function closureBannerOf(matches: ReturnType<typeof useMatches>) {
  for (const match of matches) {
    const banner = (match.loaderData as { closureBanner?: ClosureBannerData | null } | undefined)
      ?.closureBanner;
    if (banner) return banner;
  }
  return null;
}

function WithLayout({ children }: { children: React.ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("root");
  const closures = closureBannerOf(useMatches());
  // Prerendering asks for "/about/employment/"; the page's own address has no trailing slash.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  if (!layout) return <main id="main-content">{children}</main>;
  return (
    <PageLayout layout={layout} pathname={pathname} closures={closures}>
      {children}
    </PageLayout>
  );
}

/**
 * React Router's SPA fallback, which it renders for `ssr: false` and requires to hold its
 * scripts. Every page is prerendered, so the build discards it (scripts/finish-build.ts).
 */
export function HydrateFallback() {
  return <Scripts />;
}

export default function App() {
  return (
    <WithLayout>
      <Outlet />
    </WithLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <WithLayout>
      <ErrorScreen status={status} message={message} />
    </WithLayout>
  );
}
