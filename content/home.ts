import { z } from "zod";
import { familyResourceHref, familyResourceTopics } from "./family-help";
import { linkAddress, linkName } from "./links";
import { readContent } from "./read";
import { program, programLabels, text } from "./schema";

const file = readContent(
  "content/home.yaml",
  z.strictObject({
    heading: text().meta({
      label: "Main heading",
      hint: "The large line at the top of the home page.",
    }),
    registrationHeading: text().meta({
      label: "Heading above the registration news",
      hint: "Like Registration for 2025-2026",
    }),
    promos: z
      .array(
        z.strictObject({
          program: program.meta({
            label: "Program",
            hint: "Gives the card its colour and icon.",
            optionLabels: programLabels,
          }),
          title: text().meta({ label: "Card heading" }),
          text: text().meta({ label: "Card text", widget: "text" }),
          cta: text().meta({ label: "Button text" }),
          link: linkName.meta({ label: "Where the button leads" }),
        }),
      )
      .meta({
        label: "Registration news",
        hint: "One card per program whose registration is open. The Galaxy card also shows on the Galaxy page.",
        summary: "{{fields.title.en}}",
      }),
    programs: z.array(program).min(1, "the home page shows at least one program").meta({
      label: 'Programs shown under "Our programs"',
      hint: "In the order the cards appear.",
      optionLabels: programLabels,
    }),
    helpTopics: z
      .array(z.string())
      .min(1, "the help strip links at least one topic")
      .meta({
        label: 'Help topics in the "Help for families" strip',
        hint: "Family Resources topics, in the order the links appear.",
        widget: "relation",
        collection: "family-help",
        value_field: "anchor",
        search_fields: ["title"],
        display_fields: ["title"],
      }),
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
