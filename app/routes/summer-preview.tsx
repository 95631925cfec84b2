import {
  mainOffice,
  summerPageTitle,
  summerPreviewByPath,
  summerPreviews,
  summerPreviewTitle,
} from "~/content.server";
import { SummerPreviewScreen } from "~/features/summer-preview/summer-preview-screen";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/summer-preview";

// The camp list comes from Google Sheets in the visitor's browser and is filtered there.
export const handle: PageHandle = { hydrate: true };

export function loader({ url }: Route.LoaderArgs) {
  const { pathname } = url;
  const preview = summerPreviewByPath(pathname);
  // The three routes are generated from the same list, so a miss is a programming error.
  if (!preview) throw new Error(`No summer preview for ${pathname}`);
  return {
    preview,
    previews: summerPreviews.map(({ id, path, linkText }) => ({ id, path, linkText })),
    pageTitle: summerPageTitle,
    officePhone: mainOffice.phone,
    meta: seo({
      title: summerPreviewTitle(preview),
      exactTitle: true,
      description: preview.description,
      path: preview.path,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { preview, previews, pageTitle, officePhone } = loaderData;
  return (
    <SummerPreviewScreen
      key={preview.id}
      preview={preview}
      previews={previews}
      pageTitle={pageTitle}
      officePhone={officePhone}
    />
  );
}
