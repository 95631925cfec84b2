import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundScreen } from "~/components/layout/error-screen";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Page not found",
    description: "We couldn't find that page. Use the menu to find programs, sites and contacts.",
    path: "/404",
    noIndex: true,
  });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Not Found: no page matches ${pathname}`);
  }, [pathname]);
  return <NotFoundScreen />;
}
