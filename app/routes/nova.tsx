import { BookOpen } from "lucide-react";
import { novaCategories, novaPage } from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { NovaClassBrowser } from "~/features/nova/nova-class-browser";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/nova";

// The class categories switch as tabs or an accordion in the browser.
export const handle: PageHandle = { hydrate: true };

export function loader() {
  return {
    page: novaPage,
    categories: novaCategories,
    meta: seo({
      title: "Nova",
      description:
        "Nova after-school enrichment classes on campus: science, technology, arts and engineering, visual and performing arts, and classes for older students, in sessions of 4 to 10 weeks.",
      path: "/programs/nova",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Nova({ loaderData }: Route.ComponentProps) {
  const { page, categories } = loaderData;
  const { banner, catalog } = page;
  return (
    <>
      <PageHeader title="Nova" eyebrow="After School Enrichment" lead={page.lead} />
      <PageBody className="space-y-10">
        <section
          aria-label="Registration"
          className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-nova-soft p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-3 text-xl font-extrabold text-ink">
            <ProgramIcon program="nova" className="size-7" />
            {banner.text}
          </p>
          <ButtonLink to={banner.href} external>
            {banner.cta}
          </ButtonLink>
        </section>

        <section aria-labelledby="classes-heading">
          <h2 id="classes-heading" className="mb-4 text-2xl">
            Nova classes
          </h2>
          <NovaClassBrowser categories={categories} />
        </section>

        <section
          aria-labelledby="catalog-heading"
          className="rounded-2xl border border-line bg-mist p-6"
        >
          <h2 id="catalog-heading" className="flex items-center gap-2 text-2xl">
            <BookOpen className="size-6 text-nova" aria-hidden="true" />
            {catalog.title}
          </h2>
          <p className="mt-2 max-w-prose">{catalog.text}</p>
          <ButtonLink to={catalog.href} external variant="secondary" className="mt-4">
            {catalog.linkText}
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
