import { TriangleAlert } from "lucide-react";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { ClosureBannerData } from "./closure-views.server";
import { isShown } from "./closure-windows";
import { Dated } from "./dated";

/**
 * The closures in effect, at the very top of the home page and of the sites' pages, above the
 * site notice. The page carries those of the coming days too, each shown only on its own days.
 */
export function ClosureBanner({ banner }: { banner: ClosureBannerData }) {
  const t = useTranslate();
  const localePath = useLocalePath();
  const { closures, today, allClosures } = banner;
  return (
    <div
      role="status"
      aria-label={t(m.closures_banner_label)}
      data-list=""
      hidden={!closures.some((closure) => isShown(closure.window, today))}
      suppressHydrationWarning
      className="bg-danger text-white print:hidden"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-start gap-x-4 gap-y-1 px-4 py-2">
        <ul className="flex-1 space-y-1">
          {closures.map((closure) => (
            <Dated
              as="li"
              key={closure.id}
              data-closure={closure.id}
              window={closure.window}
              today={today}
              className="flex items-start gap-2"
            >
              <TriangleAlert className="mt-1 size-5 shrink-0" aria-hidden="true" />
              <span>
                <strong>
                  {closure.what} – {closure.reason}
                </strong>
                {` · ${[closure.days, closure.where, closure.programs].filter(Boolean).join(" · ")}`}
              </span>
            </Dated>
          ))}
        </ul>
        <a
          href={localePath("/closures")}
          className="inline-flex min-h-11 items-center font-bold text-white underline hover:text-white"
        >
          {allClosures}
        </a>
      </div>
    </div>
  );
}
