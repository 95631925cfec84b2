import { PageBody } from "~/components/ui/page-header";
import { localizePath, pageLocale, pathWithoutLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/lib/seo.server";
import { movedPages } from "~/redirects";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/moved-page";

// An old address (redirects.ts). The host and the server answer it with a 301; a static host
// that cannot redirect serves this page, which refreshes onward to the page in its language.
export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const from = pathWithoutLocale(url.pathname).replace(/(.)\/+$/, "$1");
  const to = movedPages[from];
  if (!to) throw new Error(`${from} is not an address in redirects.ts`);
  const target = localizePath(to, locale);
  return {
    target,
    meta: [
      ...seo({
        locale,
        title: m.site_moved_title({}, { locale }),
        description: m.site_moved_description({}, { locale }),
        path: to,
        noIndex: true,
      }),
      { httpEquiv: "refresh", content: `0; url=${target}` },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function MovedPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <PageBody>
      <h1 className="text-3xl">{t(m.site_moved_heading)}</h1>
      <p className="mt-4">
        {t(m.site_moved_text)} <a href={loaderData.target}>{t(m.site_moved_link)}</a>.
      </p>
    </PageBody>
  );
}
