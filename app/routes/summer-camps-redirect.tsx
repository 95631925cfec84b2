import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { PageBody } from "~/components/ui/page-header";
import { seo } from "~/lib/seo";

const TARGET = "/programs/summer-camp";

// Older links use the plural; the meta refresh covers visitors without JavaScript.
export const meta = () => [
  ...seo({
    title: "Summer Camp",
    description: "This address moved to the Summer Camp page.",
    path: TARGET,
    noIndex: true,
  }),
  { httpEquiv: "refresh", content: `0; url=${TARGET}` },
];

export default function SummerCampsRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(TARGET, { replace: true });
  }, [navigate]);
  return (
    <PageBody>
      <h1 className="text-3xl">Summer Camp has moved</h1>
      <p className="mt-4">
        Taking you to the <Link to={TARGET}>Summer Camp page</Link>.
      </p>
    </PageBody>
  );
}
