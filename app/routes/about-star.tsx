import { history, boardOfDirectors, organisation } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/about-star";

export function loader() {
  return {
    history,
    board: boardOfDirectors,
    organisation: { fullName: organisation.fullName, mission: organisation.mission },
    meta: seo({
      title: "History",
      description: `The mission and history of ${organisation.fullName}, and the board of directors who guide it.`,
      path: "/about/about-star",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AboutStar({ loaderData }: Route.ComponentProps) {
  const { history, board, organisation } = loaderData;
  return (
    <>
      <PageHeader title="History" eyebrow={`About ${organisation.fullName}`} />
      <PageBody className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="mission-heading">
            <h2 id="mission-heading" className="text-2xl">
              Our mission
            </h2>
            <p className="mt-3 max-w-prose border-l-4 border-accent pl-4 text-xl text-ink">
              {organisation.mission}
            </p>
          </section>
          <section aria-labelledby="story-heading">
            <h2 id="story-heading" className="text-2xl">
              Our story
            </h2>
            <TextBlocks blocks={history} className="mt-3" />
          </section>
        </div>
        <section aria-labelledby="board-heading">
          <h2 id="board-heading" className="text-2xl">
            Board of directors
          </h2>
          <p className="mt-2 text-ink-soft">
            Volunteers from our communities who set STAR's direction and keep it accountable.
          </p>
          <ul className="mt-4 space-y-3">
            {board.map((member) => (
              <li key={member.name} className="rounded-2xl border border-line p-4">
                <h3 className="text-lg">{member.name}</h3>
                <p className="font-bold text-ink-soft">{member.role}</p>
                <p className="mt-1">{member.bio}</p>
              </li>
            ))}
          </ul>
        </section>
      </PageBody>
    </>
  );
}
