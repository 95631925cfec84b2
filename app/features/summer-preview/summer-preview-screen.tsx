import { href } from "react-router";
import { ArrowLeft, Info } from "lucide-react";
import type { SummerPreview } from "~content/summer-previews";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { CampPreview } from "./camp-preview";
import { CampQueryProvider } from "./camp-query-provider";
import type { BuiltCamps } from "./built-camps";
import type { Day } from "~i18n/days";
import { Dated } from "~/features/closures/dated";
import { useToday } from "~/features/closures/use-today";

export type PreviewLink = Pick<SummerPreview, "id" | "path" | "linkText">;

function PreviewNav({
  current,
  previews,
  summerCamp,
}: {
  current: SummerPreview;
  previews: PreviewLink[];
  summerCamp: string;
}) {
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <nav
      aria-label={t(m.camps_previews_navigation)}
      data-pagefind-ignore="all"
      className="mt-6 print:hidden"
    >
      <ul className="flex flex-wrap gap-2">
        {previews.map((preview) => (
          <li key={preview.id}>
            <a
              href={localePath(preview.path)}
              aria-current={preview.id === current.id ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-summer bg-white px-4 font-bold text-summer no-underline hover:bg-summer-soft hover:text-summer aria-[current=page]:bg-summer aria-[current=page]:text-white"
            >
              {preview.linkText}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a
          href={localePath(href("/programs/summer-camp"))}
          className="inline-flex min-h-11 items-center gap-1"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t(m.camps_back_to, { program: summerCamp })}
        </a>
      </p>
    </nav>
  );
}

/** One district group's preview; the three routes differ only in their `preview` data. */
interface SummerPreviewScreenProps {
  preview: SummerPreview;
  /** All three previews, for the links between them. */
  previews: PreviewLink[];
  /** The main office's phone, offered when the list cannot load. */
  officePhone: string;
  /** Summer Camp as a sentence names it, for the link back to its page. */
  summerCamp: string;
  /** The camps the build read, shown from the page's first response. */
  built?: BuiltCamps;
  /** The day the page was built: once its summer is over, it says so on the visitor's day. */
  buildDay: Day;
}

export function SummerPreviewScreen({
  preview,
  previews,
  officePhone,
  summerCamp,
  built,
  buildDay,
}: SummerPreviewScreenProps) {
  const today = useToday(buildDay);
  return (
    <div className="summer-preview">
      <PageHeader title={preview.pageTitle} lead={preview.lead}>
        <PreviewNav current={preview} previews={previews} summerCamp={summerCamp} />
      </PageHeader>
      <PageBody>
        <section aria-labelledby="camp-group-heading">
          {/* The three previews share their H1; the site search names each by its district. */}
          <h2 id="camp-group-heading" data-pagefind-meta="title" className="text-2xl sm:text-3xl">
            {preview.heading}
          </h2>
          <Dated
            as="p"
            window={{ from: preview.overFrom }}
            today={today}
            data-pagefind-ignore="all"
            className="mt-4 flex max-w-prose gap-2 rounded-2xl border border-line bg-mist p-4"
          >
            <Info className="mt-1 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
            <span>{preview.whenOver}</span>
          </Dated>
          {preview.note && (
            <p className="mt-4 flex max-w-prose gap-2 rounded-2xl bg-summer-soft p-4">
              <Info className="mt-1 size-5 shrink-0 text-summer" aria-hidden="true" />
              <span>{preview.note}</span>
            </p>
          )}
          <div className="mt-6" data-sheet-tab={preview.tab}>
            <CampQueryProvider>
              <CampPreview preview={preview} officePhone={officePhone} built={built} />
            </CampQueryProvider>
          </div>
        </section>
      </PageBody>
    </div>
  );
}
