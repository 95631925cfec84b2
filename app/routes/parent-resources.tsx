import { helpForTopic, familyResourceTopics } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/parent-resources";

export function loader() {
  return {
    topics: familyResourceTopics.map((topic) => ({ ...topic, help: helpForTopic(topic.id) })),
    meta: seo({
      title: "Family Resources",
      description:
        "Step-by-step help for families: creating and setting up your account, registering, AutoPay, billing, schedule changes, tax statements and printing your ledger.",
      path: "/about/parent-resources",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ParentResources({ loaderData }: Route.ComponentProps) {
  const { topics } = loaderData;
  return (
    <>
      <PageHeader
        title="Family Resources"
        lead="Everything about your family account in one place: from creating it to registering, paying and keeping your records. Pick a topic below."
      />
      <PageBody className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-20 lg:self-start">
          <h2 id="toc-heading" className="text-lg">
            On this page
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
              Still have a question?
            </h2>
            <p className="mt-2 max-w-prose">
              Your site director knows your family and your child's day: find their phone and email
              on <a href="/locations">Locations</a>. For billing, accounts and anything else, see
              our <a href="/contact">Contact page</a>, where tech support also runs a live chat.
            </p>
          </section>
        </div>
      </PageBody>
    </>
  );
}
