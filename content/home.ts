import { z } from "zod";
import { familyResourceHref, familyResourceTopics } from "./family-help";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta } from "./page-text";
import { readContent } from "./read";
import { program, programLabels, text } from "./schema";
import { seasonPrograms } from "./seasons";

const file = readContent(
  "content/home.yaml",
  z.strictObject({
    // The home page's name puts the organization's first: "STAR Education | Before & after…".
    page: pageMeta(organisationFacts, organisationFactNames)
      .extend({
        title: filledText(organisationFacts).meta({
          label: "Page title",
          hint: "The page's name in the browser tab and in search results; the main heading below is the large line on the page. Write {fullName} for the organization's full name.",
        }),
      })
      .meta({ label: "Page title and search summary", collapsed: false }),
    heading: text().meta({
      label: "Main heading",
      hint: "The large line at the top of the home page.",
    }),
    buttons: z
      .strictObject({
        findSite: text().meta({ label: "Button to the Locations page" }),
        programs: text().meta({ label: "Button to the Programs page" }),
      })
      .meta({ label: "Buttons under the mission" }),
    promos: z
      .array(
        z.strictObject({
          program: z.enum(seasonPrograms).meta({
            label: "Program",
            hint: "Gives the card its color and icon; its heading and button follow the program's registration (Pages → Seasons and registration).",
            optionLabels: Object.fromEntries(seasonPrograms.map((id) => [id, programLabels[id]])),
          }),
          text: text().meta({ label: "Card text", widget: "text" }),
          cta: text().meta({
            label: "Button text",
            hint: "Shown while registration is open; the button leads where the program's Register button does.",
          }),
        }),
      )
      .meta({
        label: "Registration cards",
        hint: "One card per program, in order. Each says whether its registration is open, opens on a day or has closed, from the program's seasons. The Galaxy card's text and button also show on the Galaxy page.",
        summary: "{{fields.program}}",
      }),
    programsHeading: text().meta({ label: "Heading over the program cards" }),
    programs: z.array(program).min(1, "the home page shows at least one program").meta({
      label: "Program cards",
      hint: "In the order the cards appear.",
      optionLabels: programLabels,
    }),
    helpHeading: text().meta({ label: "Heading of the strip of help topics" }),
    helpTopics: z
      .array(z.string())
      .min(1, "the help strip links at least one topic")
      .meta({
        label: "Help topics in the strip",
        hint: "Family Resources topics, in the order the links appear.",
        widget: "relation",
        collection: "family-help",
        value_field: "anchor",
        search_fields: ["title"],
        display_fields: ["title"],
      }),
    nextClosure: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        allClosures: text().meta({ label: "Link to the Closures page" }),
      })
      .meta({
        label: "Next closure or notice",
        hint: "In the first screen, from two weeks before the next closure at any site, or before the site notice, until it is over; hidden when there is none.",
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

/** The registration cards, one per program: their text and the words of their button. */
export const registrationPromos = file.promos;

/** The home page: its words, the programs it features and the help topics it links to. */
export const home = {
  page: file.page,
  heading: file.heading,
  buttons: file.buttons,
  programsHeading: file.programsHeading,
  programs: file.programs,
  helpHeading: file.helpHeading,
  nextClosure: file.nextClosure,
  helpLinks: file.helpTopics.map((id) => {
    const topic = familyResourceTopics.find((candidate) => candidate.id === id)!;
    return { id, title: topic.title, href: familyResourceHref(id) };
  }),
};

export type RegistrationPromo = (typeof registrationPromos)[number];
