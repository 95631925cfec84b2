import { config } from "~/lib/config";
import { robotsTxt } from "~/features/seo/sitemap";

// Prerendered to build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(config.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
