import { useLocation } from "react-router";
import {
  summerPreviewByPath,
  summerPreviewTitle,
  type SummerPreview,
} from "~content/summer-previews";
import { SummerPreviewScreen } from "~/features/summer-preview/summer-preview-screen";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/summer-preview";

function previewFromPath(pathname: string): SummerPreview {
  const preview = summerPreviewByPath(pathname);
  // The three routes are generated from the same list, so a miss is a programming error.
  if (!preview) throw new Error(`No summer preview for ${pathname}`);
  return preview;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const preview = previewFromPath(location.pathname);
  return seo({
    title: summerPreviewTitle(preview),
    exactTitle: true,
    description: preview.description,
    path: preview.path,
  });
};

export default function SummerPreviewRoute() {
  const preview = previewFromPath(useLocation().pathname);
  return <SummerPreviewScreen key={preview.id} preview={preview} />;
}
