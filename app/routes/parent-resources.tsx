import { familyResourcesPage, familyResourceTopics, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { InlineText, TextBlocks } from "~/components/ui/text-blocks";
import { pageLocale } from "~i18n/locale";
import { useTranslate } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~i18n/paraglide/messages";
import type { Route } from "./+types/parent-resources";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(familyResourcesPage, locale);
  return {
    words,
    topics: localize(
      familyResourceTopics.map(({ id, title, help }) => ({ id, title, help })),
      locale,
    ),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ParentResources({ loaderData }: Route.ComponentProps) {
  const { words, topics } = loaderData;
  const t = useTranslate();
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        {/* The topics' names again: the search finds each topic under its own heading. */}
        <nav
          aria-labelledby="toc-heading"
          data-pagefind-ignore="all"
          className="lg:sticky lg:top-20 lg:self-start"
        >
          <h2 id="toc-heading" className="text-lg">
            {t(m.organisation_family_on_this_page)}
          </h2>
          <ul className="mt-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="flex min-h-11 items-center rounded-lg px-2 hover:bg-brand-soft"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {topics.map((topic) => (
            <section key={topic.id} aria-labelledby={topic.id}>
              <h2 id={topic.id} className="text-2xl">
                {topic.title}
              </h2>
              <TextBlocks blocks={topic.help} className="mt-3" />
            </section>
          ))}
          <section aria-labelledby="more-help-heading" className="rounded-2xl bg-mist p-6">
            <h2 id="more-help-heading" className="text-2xl">
              {words.moreHelp.heading}
            </h2>
            <p className="mt-2 max-w-prose">
              <InlineText parts={words.moreHelp.text} />
            </p>
          </section>
        </div>
      </PageBody>
    </>
  );
}
