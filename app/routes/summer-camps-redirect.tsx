import { PageBody } from "~/components/ui/page-header";
import { localizePath, pageLocale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/lib/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/summer-camps-redirect";

const TARGET = "/programs/summer-camp";

// Older links use the plural. The server answers it with a 301; a static host that cannot
// redirect serves this page, which refreshes onward to the Summer Camp page in its language.
export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return {
    meta: [
      ...seo({
        locale,
        title: m.programs_moved_title({}, { locale }),
        description: m.programs_moved_description({}, { locale }),
        path: TARGET,
        noIndex: true,
      }),
      { httpEquiv: "refresh", content: `0; url=${localizePath(TARGET, locale)}` },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCampsRedirect() {
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <PageBody>
      <h1 className="text-3xl">{t(m.programs_moved_heading)}</h1>
      <p className="mt-4">
        {t(m.programs_moved_text)} <a href={localePath(TARGET)}>{t(m.programs_moved_link)}</a>.
      </p>
    </PageBody>
  );
}
