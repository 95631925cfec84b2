import { BookOpen } from "lucide-react";
import { localize, novaCategories, novaPage, programById } from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { NovaClassBrowser } from "~/features/nova/nova-class-browser";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/nova";

// The class categories switch as tabs or an accordion in the browser.
export const handle: PageHandle = { hydrate: true };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const program = localize(programById("nova"), locale);
  const page = localize(novaPage, locale);
  return {
    name: program.name,
    // The program's one-line label, as its icon says everywhere: "After School Enrichment".
    eyebrow: program.tooltip,
    page,
    categories: localize(novaCategories, locale),
    meta: seo({
      url,
      title: program.name,
      description: page.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Nova({ loaderData }: Route.ComponentProps) {
  const { name, eyebrow, page, categories } = loaderData;
  const { banner, catalog } = page;
  return (
    <>
      <PageHeader title={name} eyebrow={eyebrow} lead={page.lead} />
      <PageBody className="space-y-10">
        <section
          aria-label={banner.name}
          className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-nova-soft p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-3 text-xl font-extrabold text-ink">
            <ProgramIcon program="nova" className="size-7" />
            {banner.text}
          </p>
          {/* The registration site is in English only. */}
          <ButtonLink to={banner.href} external english>
            {banner.cta}
          </ButtonLink>
        </section>

        <section aria-labelledby="classes-heading">
          <h2 id="classes-heading" className="mb-4 text-2xl">
            {page.classesHeading}
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
          {/* The catalog is a PDF in English. */}
          <ButtonLink
            to={catalog.href}
            external
            english
            format="PDF"
            variant="secondary"
            className="mt-4"
          >
            {catalog.linkText}
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
