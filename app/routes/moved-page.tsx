import { localize, movedPage } from "~/content.server";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody } from "~/components/ui/page-header";
import { localizePath, pageLocale, pathWithoutLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import { movedPages } from "~/redirects";
import type { Route } from "./+types/moved-page";

// An old address (redirects.ts). The host and the server answer it with a 301; a static host
// that cannot redirect serves this page, which refreshes onward to the page in its language.
export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const from = pathWithoutLocale(url.pathname).replace(/(.)\/+$/, "$1");
  const to = movedPages[from];
  if (!to) throw new Error(`${from} is not an address in redirects.ts`);
  const target = localizePath(to, locale);
  const words = localize(movedPage, locale);
  return {
    target,
    words,
    meta: [
      ...seo({
        url,
        ...words.page,
        canonicalPath: to,
        noIndex: true,
      }),
      { httpEquiv: "refresh", content: `0; url=${target}` },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function MovedPage({ loaderData }: Route.ComponentProps) {
  const { words, target } = loaderData;
  return (
    <PageBody>
      <h1 className="text-3xl">{words.heading}</h1>
      <p className="mt-4">
        <FilledText
          text={words.text}
          values={{ newAddress: <a href={target}>{words.newAddress}</a> }}
        />
      </p>
    </PageBody>
  );
}
