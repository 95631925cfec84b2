import { z } from "zod";
import { datedNews, lastDayField, lastDayHint, neutralLine } from "./dated";
import { familyResourceHref, familyResourceTopics } from "./family-help";
import { linkAddress, linkName } from "./links";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta } from "./page-text";
import { readContent } from "./read";
import { matching } from "./fields";
import { fillText } from "./localize";
import { pairChecked, program, programLabels, template, text } from "./schema";

/** The school year lives in its own field; a text that wrote it out would drift from it. */
export const yearWrittenOnce = {
  kind: "notWritten",
  pattern: "\\b20\\d\\d\\b",
  message: "write {year} for the school year, not the year itself",
} as const;

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
    // The school year is written once; the headings that name it show it through {year}.
    registrationYear: matching(/^20\d\d-20\d\d$/, "write the school year like 2025-2026").meta({
      label: "School year of the registration news",
      hint: "Like 2025-2026. The heading and the cards below, and the Nova page's banner, show it where they write {year}.",
    }),
    registrationLastDay: lastDayField(
      "Last day the registration news shows",
      `Like 2027-06-30 for the school year 2026-2027. The news shows on the home page, the Galaxy page and the Nova page's banner until this day. ${lastDayHint}`,
    ),
    registrationWhenPast: z
      .strictObject({
        heading: text().meta({ label: "Heading", hint: "Like: Registration" }),
        text: neutralLine("Line"),
      })
      .meta({
        label: "After the last day of the registration news",
        hint: "What the home page, the Galaxy page and the Nova page's banner show instead of the news, until a new school year and last day are set above.",
      }),
    registrationHeading: pairChecked(template("year"), [yearWrittenOnce]).meta({
      label: "Heading above the registration news",
      hint: "Like Registration for {year}",
    }),
    promos: z
      .array(
        z.strictObject({
          program: program.meta({
            label: "Program",
            hint: "Gives the card its color and icon.",
            optionLabels: programLabels,
          }),
          title: pairChecked(template("year"), [yearWrittenOnce]).meta({
            label: "Card heading",
            hint: "Like Galaxy {year} registration is open",
          }),
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

/** Registration news, one card per program; the Galaxy page shows its own card too. */
export const registrationPromos = file.promos.map(({ link, ...promo }) => ({
  ...promo,
  title: fillText(promo.title, { year: file.registrationYear }),
  href: linkAddress(link) as string,
}));

/** The home page: its words, the programs it features and the help topics it links to. */
export const home = {
  page: file.page,
  heading: file.heading,
  buttons: file.buttons,
  registrationHeading: fillText(file.registrationHeading, { year: file.registrationYear }),
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

/** The registration news of one school year, and the words for after its last day. */
export const registrationNews = {
  year: file.registrationYear,
  lastDay: file.registrationLastDay,
  whenPast: file.registrationWhenPast,
};

export type RegistrationWhenPast = (typeof registrationNews)["whenPast"];

const registration = datedNews({
  name: {
    en: `The registration news for ${file.registrationYear}`,
    es: `La noticia de inscripción de ${file.registrationYear}`,
  },
  file: "content/home.yaml",
  fields: ["registrationYear", "registrationLastDay"],
  lastDay: file.registrationLastDay,
  claim: { heading: home.registrationHeading, promos: registrationPromos },
  instead: file.registrationWhenPast,
  line: file.registrationWhenPast.text,
  says: (line) => ({
    en: `the home page, the Galaxy page and the Nova page's banner say “${line.en}” instead`,
    es: `la página de inicio, la página de Galaxy y el anuncio de la página de Nova dicen en su lugar “${line.es}”`,
  }),
  ask: {
    en: "the program directors, who set when each program's registration opens and closes",
    es: "a la dirección de los programas, que decide cuándo abre y cierra la inscripción de cada uno",
  },
});

/**
 * The home page's registration news as families see it on `today`: the heading and the cards
 * until the news's last day, the neutral heading and line after it.
 */
export const registrationOn = registration.on;

export const registrationFact = registration.fact;
