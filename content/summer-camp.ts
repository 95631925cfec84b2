import { fillText } from "./localize";
import { z } from "zod";
import { readContent } from "./read";
import { template, text } from "./schema";

const file = readContent(
  "content/summer-camp.yaml",
  z.strictObject({
    year: z.number().int().min(2020).max(2100).meta({
      label: "Year of the coming summer",
      hint: "The page's title is Summer Camp and this year.",
    }),
    grades: text().meta({
      label: "Grades",
      hint: "As it reads after For children entering …: TK through 7th grade",
    }),
    update: text().meta({ label: "News line in large letters" }),
    campCount: text().meta({ label: "Number of camps, in words", hint: "Like over 30 camps" }),
    about: template("campCount", "year").meta({
      label: "About the coming summer",
      hint: "{campCount} and {year} show the number of camps and the year above.",
      widget: "text",
    }),
  }),
);

/** What families can know about the coming summer; the page says so in these words. */
export const summerCamp = {
  ...file,
  about: fillText(file.about, { campCount: file.campCount, year: file.year }),
};
