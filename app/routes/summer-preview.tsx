import {
  localize,
  mainOffice,
  programById,
  summerPreviewByPath,
  summerPreviews,
} from "~/content.server";
import { startEarlyCamps } from "~/features/summer-preview/early-camps";
import { SummerPreviewScreen } from "~/features/summer-preview/summer-preview-screen";
import { readBuiltCamps } from "~/features/summer-preview/built-camps.server";
import { config } from "~/lib/config";
import type { PageHandle } from "~/lib/page-handle";
import { prepareDateFormats } from "~i18n/clock";
import { pageLocale, pathWithoutLocale } from "~i18n/locale";
import { pacificDay } from "~i18n/days";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/summer-preview";

// The build reads the camp list from Google Sheets into the page; the visitor's browser reads it
// again as soon as this code runs there, before React hydrates the page (the connection is
// opened even earlier), and filters it there.
// Once its summer is over, the page says so on the visitor's day (the closureDays script).
export const handle: PageHandle = {
  hydrate: true,
  uses: ["sheets"],
  inlineScripts: ["closureDays"],
};
if (typeof document !== "undefined") {
  startEarlyCamps();
  prepareDateFormats();
}

export const links: Route.LinksFunction = () => [
  { rel: "preconnect", href: new URL(config.sheetsApiUrl).origin, crossOrigin: "anonymous" },
];

export async function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const pathname = pathWithoutLocale(url.pathname);
  const content = summerPreviewByPath(pathname);
  // The three routes are generated from the same list, so a miss is a programming error.
  if (!content) throw new Error(`No summer preview for ${pathname}`);
  const preview = localize(content, locale);
  return {
    preview,
    built: await readBuiltCamps(content),
    previews: localize(
      summerPreviews.map(({ id, path, linkText }) => ({ id, path, linkText })),
      locale,
    ),
    officePhone: mainOffice.phone,
    buildDay: pacificDay(),
    summerCamp: programById("summer").inSentence[locale],
    meta: seo({
      url,
      title: preview.browserTitle,
      exactTitle: true,
      description: preview.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { preview, previews, officePhone, summerCamp, built, buildDay } = loaderData;
  return (
    <SummerPreviewScreen
      key={preview.id}
      preview={preview}
      previews={previews}
      officePhone={officePhone}
      summerCamp={summerCamp}
      built={built}
      buildDay={buildDay}
    />
  );
}
