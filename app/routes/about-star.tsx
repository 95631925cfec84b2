import { board, history, localize, organisation } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { pageLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/about-star";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return localize(
    {
      story: history.map((paragraph) => ({ kind: "paragraph" as const, content: [paragraph] })),
      board,
      organisation: { fullName: organisation.fullName, mission: organisation.mission },
      meta: seo({
        url,
        title: m.organisation_history_title({}, { locale }),
        description: m.organisation_history_description(
          { name: organisation.fullName },
          { locale },
        ),
      }),
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AboutStar({ loaderData }: Route.ComponentProps) {
  const { story, board, organisation } = loaderData;
  const t = useTranslate();
  return (
    <>
      <PageHeader
        title={t(m.organisation_history_title)}
        eyebrow={t(m.organisation_history_eyebrow, { name: organisation.fullName })}
      />
      <PageBody className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="mission-heading">
            <h2 id="mission-heading" className="text-2xl">
              {t(m.organisation_history_mission_heading)}
            </h2>
            <p className="mt-3 max-w-prose border-l-4 border-accent pl-4 text-xl text-ink">
              {organisation.mission}
            </p>
          </section>
          <section aria-labelledby="story-heading">
            <h2 id="story-heading" className="text-2xl">
              {t(m.organisation_history_story_heading)}
            </h2>
            <TextBlocks blocks={story} className="mt-3" />
          </section>
        </div>
        <section aria-labelledby="board-heading">
          <h2 id="board-heading" className="text-2xl">
            {t(m.organisation_history_board_heading)}
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
