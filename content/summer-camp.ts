import { fillText } from "./localize";
import { z } from "zod";
import { datedNews, lastDayField, lastDayHint, neutralLine } from "./dated";
import { pageMetaWithOwnFacts, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The facts of this file that its texts may show, and what each shows, for the editor. The
 * year only in the news of the coming summer, which ends on its last day: the page's title and
 * its other texts are true whatever the year.
 */
const shows = { grades: "the grades above", campCount: "the number of camps above" };
const showsWithYear = { year: "the year above", ...shows };

const file = readContent(
  "content/summer-camp.yaml",
  z.strictObject({
    page: pageMetaWithOwnFacts(
      shows,
      "The page's main heading, also its name in the browser tab and in search results. No year: the news of the coming summer below names it, until its last day.",
    ),
    year: z.number().int().min(2020).max(2100).meta({
      label: "Year of the coming summer",
      hint: "The news of the coming summer below shows it where it writes {year}.",
    }),
    lastDay: lastDayField(
      "Last day the news of the coming summer shows",
      `Like 2027-08-13, the summer's last camp day. ${lastDayHint}`,
    ),
    grades: text().meta({
      label: "Grades",
      hint: "As it reads after For children entering …: TK through 7th grade. Spanish explains TK once: kínder de transición (TK). This page, Summer Camp's summary on the program cards and the History page show it.",
    }),
    campCount: text().meta({
      label: "Number of camps, in words",
      hint: "Like over 30 camps. This page, Summer Camp's summary on the program cards and the History page show it.",
    }),
    eyebrow: text().meta({ label: "Small line over the heading" }),
    lead: sentence(shows, { label: "Introduction under the page title" }),
    nextHeading: sentence(showsWithYear, {
      label: "Heading over the news of the coming summer",
      hint: "Like: Summer {year}",
    }),
    update: text().meta({ label: "News of the coming summer, in large letters" }),
    about: sentence(shows, { label: "About Summer Camp", widget: "text" }),
    whenPast: z
      .strictObject({
        heading: text().meta({ label: "Heading", hint: "Like: Next summer" }),
        text: neutralLine("Line"),
      })
      .meta({
        label: "After the last day of the news",
        hint: "What the page shows instead of the heading and the news of the coming summer, until a new year and last day are set above.",
      }),
    cost: sentence(
      { subsidyPrograms: "the link to the Subsidy Programs page, with its name" },
      { label: "Help with the cost", widget: "text" },
    ),
  }),
);

const facts = { grades: file.grades, campCount: file.campCount };

/**
 * The Summer Camp page's words, with the grades and the number of camps written in, and the
 * news of the coming summer with its year.
 */
export const summerCamp = {
  ...file,
  page: {
    title: fillText(file.page.title, facts),
    description: fillText(file.page.description, facts),
  },
  lead: fillText(file.lead, facts),
  nextHeading: fillText(file.nextHeading, { ...facts, year: file.year }),
  about: fillText(file.about, facts),
};

/** Whom the office asks for a summer's facts. */
export const summerDirector = {
  en: "the Summer Camp director, who sets each summer's dates, fees and registration",
  es: "a la dirección del Campamento de verano, que decide las fechas, las cuotas y la inscripción de cada verano",
};

const comingSummer = datedNews({
  name: {
    en: `The news of Summer Camp ${file.year} (“${summerCamp.nextHeading.en}: ${file.update.en}”)`,
    es: `La noticia del Campamento de verano ${file.year} (“${summerCamp.nextHeading.es}: ${file.update.es}”)`,
  },
  file: "content/summer-camp.yaml",
  fields: ["year", "lastDay"],
  lastDay: file.lastDay,
  claim: { heading: summerCamp.nextHeading, update: file.update },
  instead: file.whenPast,
  line: file.whenPast.text,
  says: (line) => ({
    en: `the Summer Camp page says “${file.whenPast.heading.en}: ${line.en}” instead`,
    es: `la página del Campamento de verano dice en su lugar “${file.whenPast.heading.es}: ${line.es}”`,
  }),
  ask: summerDirector,
});

/**
 * The news of the coming summer as families see it on `today`: its heading and news until its
 * last day, the neutral heading and line after it.
 */
export const comingSummerOn = comingSummer.on;

export const comingSummerFact = comingSummer.fact;

/** Summer Camp's number of camps and grades, for texts of other pages that mention them. */
export const summerCampFacts = {
  en: { campCount: file.campCount.en, grades: file.grades.en },
  es: { campCount: file.campCount.es, grades: file.grades.es },
};

/** How the editor's hints name those facts. */
export const summerCampFactsHint =
  "{campCount} and {grades} for Summer Camp's number of camps and grades (Summer Camp page)";
