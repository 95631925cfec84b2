import { z } from "zod";
import { familyResourceHref, familyResourceTopics } from "./family-help";
import { linkAddress, linkNames } from "./links";
import { readContent } from "./read";
import { program, text } from "./schema";

const file = readContent(
  "content/home.yaml",
  z.strictObject({
    heading: text(),
    registrationHeading: text(),
    promos: z.array(
      z.strictObject({
        program,
        title: text(),
        text: text(),
        cta: text(),
        link: z.enum(linkNames),
      }),
    ),
    programs: z.array(program).min(1, "the home page shows at least one program"),
    helpTopics: z.array(z.string()).min(1, "the help strip links at least one topic"),
  }),
);

const topicIds = familyResourceTopics.map((topic) => topic.id);
const unknownTopic = file.helpTopics.find((id) => !topicIds.includes(id));
if (unknownTopic) {
  throw new Error(
    `content/home.yaml: helpTopics: there is no help topic "${unknownTopic}" in content/family-help; the topics are ${topicIds.join(", ")}`,
  );
}

/** Registration news, one card per program; the Galaxy page shows its own card too. */
export const registrationPromos = file.promos.map(({ link, ...promo }) => ({
  ...promo,
  href: linkAddress(link) as string,
}));

/** The home page: its heading, the programs it features and the help topics it links to. */
export const home = {
  heading: file.heading,
  registrationHeading: file.registrationHeading,
  programs: file.programs,
  helpLinks: file.helpTopics.map((id) => {
    const topic = familyResourceTopics.find((candidate) => candidate.id === id)!;
    return { id, title: topic.title, href: familyResourceHref(id) };
  }),
};
