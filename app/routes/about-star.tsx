import { aboutPage, board, localize, organisation } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/about-star";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, story, ...words } = localize(aboutPage, locale);
  return {
    words: { ...words, title: page.title },
    story: story.map((paragraph) => ({ kind: "paragraph" as const, content: [paragraph] })),
    board: localize(board, locale),
    mission: organisation.mission[locale],
    meta: seo({ url, ...page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AboutStar({ loaderData }: Route.ComponentProps) {
  const { words, story, board, mission } = loaderData;
  return (
    <>
      <PageHeader title={words.title} eyebrow={words.eyebrow} />
      <PageBody className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="mission-heading">
            <h2 id="mission-heading" className="text-2xl">
              {words.missionHeading}
            </h2>
            <p className="mt-3 max-w-prose border-l-4 border-accent pl-4 text-xl text-ink">
              {mission}
            </p>
          </section>
          <section aria-labelledby="story-heading">
            <h2 id="story-heading" className="text-2xl">
              {words.storyHeading}
            </h2>
            <TextBlocks blocks={story} className="mt-3" />
          </section>
        </div>
        <section aria-labelledby="board-heading">
          <h2 id="board-heading" className="text-2xl">
            {words.boardHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{board.intro}</p>
          <ul className="mt-4 space-y-3">
            {board.members.map((member) => (
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
