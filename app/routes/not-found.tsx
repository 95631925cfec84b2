import { NotFoundScreen } from "~/components/layout/error-screen";
import { inlineScripts } from "~/lib/inline-scripts";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/not-found";

export const handle: PageHandle = { inlineScripts: ["notFound"] };

export function loader() {
  return {
    meta: seo({
      title: "Page not found",
      description: "We couldn't find that page. Use the menu to find programs, sites and contacts.",
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
