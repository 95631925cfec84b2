import { feedAt } from "~/feed-list";
import { closuresCalendar } from "~/features/closures/closures-calendar.server";
import { config } from "~/lib/config";
import type { Route } from "./+types/closures-feed";

// Prerendered to build/client/feeds/closures.ics and one file per site under feeds/closures/,
// in both languages (app/feed-list.ts).
export function loader({ url }: Route.LoaderArgs) {
  const feed = feedAt(url.pathname);
  if (!feed) throw new Response("Not Found", { status: 404 });
  const body = closuresCalendar({ locale: feed.locale, site: feed.site, siteUrl: config.siteUrl });
  return new Response(body, { headers: { "Content-Type": feed.contentType } });
}
