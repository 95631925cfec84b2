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
import fontUrl from "@nunito/nunito-latin-wght-normal.woff2?url";
import { ErrorScreen } from "./components/layout/error-screen";
import { layoutData } from "./components/layout/layout-data.server";
import { SiteLayout } from "./components/layout/site-layout";
import { localeOf, pageLocale } from "./lib/i18n/locale";
import { LocaleProvider } from "./lib/i18n/locale-context";
import { inlineScripts } from "./lib/inline-scripts";
import { pageNeeds } from "./lib/page-handle";
import { ServerDocument } from "./lib/server-document";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
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
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {policy && <meta httpEquiv="Content-Security-Policy" content={policy} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2f8f" />
        <Meta />
        <Links />
        {document && <style dangerouslySetInnerHTML={{ __html: document.stylesheet }} />}
      </head>
      <body>
        <LocaleProvider value={locale}>{children}</LocaleProvider>
        <script dangerouslySetInnerHTML={{ __html: inlineScripts.hashFocus }} />
        {page.hydrate && <Scripts />}
      </body>
    </html>
  );
}

function WithLayout({ children }: { children: React.ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("root");
  // Prerendering asks for "/about/employment/"; the page's own address has no trailing slash.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  if (!layout) return <main id="main-content">{children}</main>;
  return (
    <SiteLayout layout={layout} pathname={pathname}>
      {children}
    </SiteLayout>
  );
}

/**
 * React Router's SPA fallback, which it renders for `ssr: false` and requires to hold its
 * scripts. Every page is prerendered, so postbuild.mjs discards it.
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
