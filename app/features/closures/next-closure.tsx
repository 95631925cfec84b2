import { Megaphone } from "lucide-react";
import { NoticeLink } from "~/components/layout/notice-banner";
import { useLocalePath } from "~/lib/locale-context";
import type { NextClosureData } from "./closure-views.server";
import { ClosureEntry } from "./closure-entry";
import { isShown } from "./closure-windows";
import { Dated } from "./dated";

/**
 * The next closure at any site and the site notice, in the home page's first screen, each from
 * two weeks before it until it is over (closureDays shows them on the visitor's day); hidden
 * when neither is due. It repeats the Closures page for a day, so the site search leaves it out.
 */
export function NextClosure({ data }: { data: NextClosureData }) {
  const localePath = useLocalePath();
  const { closures, notice, today, words } = data;
  const any = [...closures.map((closure) => closure.window), notice?.window]
    .filter((window) => window !== undefined)
    .some((window) => isShown(window, today));
  return (
    <section
      aria-labelledby="next-closure-heading"
      data-list=""
      hidden={!any}
      data-pagefind-ignore="all"
      className="mt-6 max-w-prose rounded-2xl bg-white p-4 text-ink"
    >
      <h2 id="next-closure-heading" className="text-lg">
        {words.heading}
      </h2>
      <ul className="mt-2 space-y-2">
        {notice && (
          <Dated as="li" window={notice.window} today={today} className="flex gap-2">
            <Megaphone className="mt-1 size-4 shrink-0 text-brand" aria-hidden="true" />
            <p>
              {notice.message}
              {notice.link && (
                <>
                  {" "}
                  <NoticeLink link={notice.link} className="font-bold" />
                </>
              )}
            </p>
          </Dated>
        )}
        {closures.map((closure) => (
          <ClosureEntry key={closure.id} closure={closure} today={today} compact />
        ))}
      </ul>
      <a
        href={localePath("/closures")}
        className="mt-1 inline-flex min-h-11 items-center font-bold"
      >
        {words.allClosures}
      </a>
    </section>
  );
}
