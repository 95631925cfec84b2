import type { ShouldRevalidateFunction } from "react-router";
import { localize, mainOffice, searchPage } from "~/content.server";
import { SearchScreen } from "~/features/search/search-screen";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/search";

// The search runs in the browser on the site's own index, whose engine is WebAssembly.
export const handle: PageHandle = { hydrate: true, uses: ["searchIndex"] };

export function loader({ url }: Route.LoaderArgs) {
  const words = localize(searchPage, pageLocale({ url }));
  return {
    words,
    office: { phone: mainOffice.phone, email: mainOffice.email },
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

// A new query changes only the address: the page's words stay as they are.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchScreen words={loaderData.words} office={loaderData.office} />;
}
