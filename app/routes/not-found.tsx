import { NotFoundScreen } from "~/components/layout/error-screen";
import { inlineScripts } from "~/lib/inline-scripts";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/not-found";

export const handle: PageHandle = { inlineScripts: ["notFound"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return {
    meta: seo({
      locale,
      title: m.site_not_found_title({}, { locale }),
      description: m.site_not_found_description({}, { locale }),
      path: "/404",
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function NotFound() {
  return (
    <>
      <NotFoundScreen />
      <script dangerouslySetInnerHTML={{ __html: inlineScripts.notFound }} />
    </>
  );
}
