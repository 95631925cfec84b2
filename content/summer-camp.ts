import { fillText } from "./localize";
import { z } from "zod";
import { pageMetaWithOwnFacts, sentence } from "./page-text";
import { readContent } from "./read";
import { template, text } from "./schema";

/** The facts of this file that its texts may show, and what each shows, for the editor. */
const shows = {
  year: "the year above",
  grades: "the grades above",
  campCount: "the number of camps above",
};

const withFacts = (meta: z.GlobalMeta) =>
  template(...Object.keys(shows)).meta({
    ...meta,
    hint: [
      meta.hint,
      "Write {year}, {grades} and {campCount} for the year, the grades and the number of camps above.",
    ]
      .filter(Boolean)
      .join(" "),
  });

const file = readContent(
  "content/summer-camp.yaml",
  z.strictObject({
    page: pageMetaWithOwnFacts(shows),
    year: z.number().int().min(2020).max(2100).meta({
      label: "Year of the coming summer",
      hint: "The page's title is Summer Camp and this year.",
    }),
    grades: text().meta({
      label: "Grades",
      hint: "As it reads after For children entering …: TK through 7th grade. Spanish explains TK once: kínder de transición (TK). This page, Summer Camp's summary on the program cards and the History page show it.",
    }),
    campCount: text().meta({
      label: "Number of camps, in words",
      hint: "Like over 30 camps. This page, Summer Camp's summary on the program cards and the History page show it.",
    }),
    eyebrow: text().meta({ label: "Small line over the heading" }),
    lead: withFacts({ label: "Introduction under the page title" }),
    nextHeading: withFacts({ label: "Heading over the news of the coming summer" }),
    update: text().meta({ label: "News line in large letters" }),
    about: withFacts({ label: "About the coming summer", widget: "text" }),
    cost: sentence(
      { subsidyPrograms: "the link to the Subsidy Programs page, with its name" },
      { label: "Help with the cost", widget: "text" },
    ),
  }),
);

const facts = { year: file.year, grades: file.grades, campCount: file.campCount };

/**
 * What families can know about the coming summer, and the Summer Camp page's words, with the
 * year, the grades and the number of camps written in.
 */
export const summerCamp = {
  ...file,
  page: {
    title: fillText(file.page.title, facts),
    description: fillText(file.page.description, facts),
  },
  lead: fillText(file.lead, facts),
  nextHeading: fillText(file.nextHeading, facts),
  about: fillText(file.about, facts),
};

/** Summer Camp's number of camps and grades, for texts of other pages that mention them. */
export const summerCampFacts = {
  en: { campCount: file.campCount.en, grades: file.grades.en },
  es: { campCount: file.campCount.es, grades: file.grades.es },
};

/** How the editor's hints name those facts. */
export const summerCampFactsHint =
  "{campCount} and {grades} for Summer Camp's number of camps and grades (Summer Camp page)";
