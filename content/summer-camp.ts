import { fillText } from "./localize";
import { z } from "zod";
import { neutralLine } from "./dated";
import { pageMetaWithOwnFacts, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The facts of this file that its texts may show, and what each shows, for the editor. The
 * year only in the heading of the coming summer, which comes from Summer Camp's seasons: the
 * page's title and its other texts are true whatever the year.
 */
const shows = { grades: "the grades above", campCount: "the number of camps above" };
const showsWithYear = { year: "the summer's year (Pages → Seasons and registration)", ...shows };

const file = readContent(
  "content/summer-camp.yaml",
  z.strictObject({
    page: pageMetaWithOwnFacts(
      shows,
      "The page's main heading, also its name in the browser tab and in search results. No year: the heading of the coming summer below names it.",
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
      label: "Heading over the coming summer",
      hint: "Like: Summer {year}. Its dates and registration follow, from Summer Camp's seasons (Pages → Seasons and registration).",
    }),
    about: sentence(shows, { label: "About Summer Camp", widget: "text" }),
    whenPast: z
      .strictObject({
        heading: text().meta({ label: "Heading", hint: "Like: Next summer" }),
        text: neutralLine("Line"),
      })
      .meta({
        label: "When no summer is set",
        hint: "What the page shows instead of the coming summer once the last summer set under Seasons and registration is over, until the next one is added there.",
      }),
    cost: sentence(
      { subsidyPrograms: "the link to the Subsidy Programs page, with its name" },
      { label: "Help with the cost", widget: "text" },
    ),
  }),
);

const facts = { grades: file.grades, campCount: file.campCount };

/** The Summer Camp page's words, with the grades and the number of camps written in. */
export const summerCamp = {
  ...file,
  page: {
    title: fillText(file.page.title, facts),
    description: fillText(file.page.description, facts),
  },
  lead: fillText(file.lead, facts),
  about: fillText(file.about, facts),
};

/** Whom the office asks for a summer's facts. */
export const summerDirector = {
  en: "the Summer Camp director, who sets each summer's dates, fees and registration",
  es: "a la dirección del Campamento de verano, que decide las fechas, las cuotas y la inscripción de cada verano",
};

/** The heading of a coming summer: "Summer 2027". */
export const summerHeading = (year: string) => fillText(file.nextHeading, { ...facts, year });

/** Summer Camp's number of camps and grades, for texts of other pages that mention them. */
export const summerCampFacts = {
  en: { campCount: file.campCount.en, grades: file.grades.en },
  es: { campCount: file.campCount.es, grades: file.grades.es },
};

/** How the editor's hints name those facts. */
export const summerCampFactsHint =
  "{campCount} and {grades} for Summer Camp's number of camps and grades (Summer Camp page)";
