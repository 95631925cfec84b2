import { feedAt } from "~/feed-list";
import { pacificDay } from "~/features/closures/days";
import { newsFeed } from "~/features/closures/news-feed.server";
import { config } from "~/lib/config";
import type { Route } from "./+types/news-feed";

// Prerendered to build/client/feeds/news.atom and es/feeds/news.atom (app/feed-list.ts).
export function loader({ url }: Route.LoaderArgs) {
  const feed = feedAt(url.pathname);
  if (!feed) throw new Response("Not Found", { status: 404 });
  const body = newsFeed({ locale: feed.locale, siteUrl: config.siteUrl, today: pacificDay() });
  return new Response(body, { headers: { "Content-Type": feed.contentType } });
}
