import { Megaphone } from "lucide-react";
import { useLocalePath } from "~/lib/locale-context";
import { InlineScript } from "~/lib/inline-script";
import { ExternalLink } from "../ui/external-link";
import type { LayoutData } from "./layout-data.server";

/** The link after the notice: a page of this site in the page's language, or another site. */
export function NoticeLink({
  link,
  className,
}: {
  link: { text: string; to: string };
  className: string;
}) {
  const localePath = useLocalePath();
  return link.to.startsWith("/") ? (
    <a href={localePath(link.to)} className={className}>
      {link.text}
    </a>
  ) : (
    <ExternalLink href={link.to} className={className}>
      {link.text}
    </ExternalLink>
  );
}

/**
 * The notice staff post from the CMS, above everything on every page. Its script hides it
 * outside its days, in case the page was built before it started or after it ended.
 */
export function NoticeBanner({ notice }: { notice: NonNullable<LayoutData["notice"]> }) {
  const { link } = notice;
  return (
    <>
      <div
        role="status"
        data-first={notice.first}
        data-last={notice.last}
        hidden={notice.startsLater}
        suppressHydrationWarning
        className="bg-accent text-ink print:hidden"
      >
        <p className="mx-auto flex max-w-page items-start gap-2 px-4 py-2 font-bold">
          <Megaphone className="mt-1 size-5 shrink-0" aria-hidden="true" />
          <span>
            {notice.message}
            {link && (
              <>
                {" "}
                <NoticeLink link={link} className="text-ink underline" />
              </>
            )}
          </span>
        </p>
      </div>
      <InlineScript name="noticeDays" />
    </>
  );
}
