import { PageBody } from "~/components/ui/page-header";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/summer-camps-redirect";

const TARGET = "/programs/summer-camp";

// Older links use the plural. The server answers it with a 301; a static host that cannot
// redirect serves this page, which refreshes onward.
export function loader() {
  return {
    meta: [
      ...seo({
        title: "Summer Camp",
        description: "This address moved to the Summer Camp page.",
        path: TARGET,
        noIndex: true,
      }),
      { httpEquiv: "refresh", content: `0; url=${TARGET}` },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCampsRedirect() {
  return (
    <PageBody>
      <h1 className="text-3xl">Summer Camp has moved</h1>
      <p className="mt-4">
        Taking you to the <a href={TARGET}>Summer Camp page</a>.
      </p>
    </PageBody>
  );
}
