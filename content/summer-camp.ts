import { fillText } from "./localize";
import { z } from "zod";
import { readContent } from "./read";
import { template, text } from "./schema";

const file = readContent(
  "content/summer-camp.yaml",
  z.strictObject({
    year: z.number().int().min(2020).max(2100),
    grades: text(),
    update: text(),
    campCount: text(),
    about: template("campCount", "year"),
  }),
);

/** What families can know about the coming summer; the page says so in these words. */
export const summerCamp = {
  ...file,
  about: fillText(file.about, { campCount: file.campCount, year: file.year }),
};
