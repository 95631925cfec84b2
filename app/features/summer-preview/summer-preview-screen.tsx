import { Link } from "react-router";
import { ArrowLeft, Info } from "lucide-react";
import { summerPageTitle, summerPreviews, type SummerPreview } from "~content/summer-previews";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { CampPreview } from "./camp-preview";
import { CampQueryProvider } from "./camp-query-provider";
import "./summer-preview.css";

function PreviewNav({ current }: { current: SummerPreview }) {
  return (
    <nav aria-label="Summer camp previews" className="mt-6 print:hidden">
      <ul className="flex flex-wrap gap-2">
        {summerPreviews.map((preview) => (
          <li key={preview.id}>
            <Link
              to={preview.path}
              aria-current={preview.id === current.id ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-summer bg-white px-4 font-bold text-summer no-underline hover:bg-summer-soft hover:text-summer aria-[current=page]:bg-summer aria-[current=page]:text-white"
            >
              {preview.linkText}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to="/programs/summer-camp" className="inline-flex min-h-11 items-center gap-1">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Summer Camp
        </Link>
      </p>
    </nav>
  );
}

/** One district group's preview; the three routes differ only in their `preview` data. */
export function SummerPreviewScreen({ preview }: { preview: SummerPreview }) {
  return (
    <div className="summer-preview">
      <PageHeader
        title={summerPageTitle}
        lead="The camps planned for each week of Summer Camp 2025, straight from our camp schedule. Choose a week to see just those camps, or search by camp name or category."
      >
        <PreviewNav current={preview} />
      </PageHeader>
      <PageBody>
        <section aria-labelledby="camp-group-heading">
          <h2 id="camp-group-heading" className="text-2xl sm:text-3xl">
            {preview.heading}
          </h2>
          {preview.note && (
            <p className="mt-4 flex max-w-prose gap-2 rounded-2xl bg-summer-soft p-4">
              <Info className="mt-1 size-5 shrink-0 text-summer" aria-hidden="true" />
              <span>{preview.note}</span>
            </p>
          )}
          <div className="mt-6">
            <CampQueryProvider>
              <CampPreview preview={preview} />
            </CampQueryProvider>
          </div>
        </section>
      </PageBody>
    </div>
  );
}
