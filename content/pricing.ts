import { z } from "zod";
import { districtById, districtIds } from "./districts";
import { externalLinks } from "./links";
import { matching } from "./fields";
import { fillText } from "./localize";
import { openBeforeSentences, pageMetaWithOwnFacts, sentence } from "./page-text";
import { readContent } from "./read";
import { template, text } from "./schema";

const yearHint = "Write {year} for the year of the pricing sheets.";

const pricingSchema = z
  .strictObject({
    page: pageMetaWithOwnFacts({ year: "the year of the pricing sheets" }),
    lead: template("year").meta({
      label: "Introduction under the page title",
      hint: yearHint,
      widget: "text",
    }),
    sheetsHeading: text().meta({
      label: "Heading over each district's pricing sheets",
      hint: "Under the district's table of prices.",
    }),
    othersHeading: text().meta({
      label: "Heading over the prices of Nova and the camps",
      hint: "The prices themselves are under Prices.",
    }),
    sheetLink: sentence(
      { site: "the site or sites the sheet is for", year: "the year of the sheets" },
      {
        label: "Each sheet's link, as screen readers read it",
        hint: 'The page shows only the site and "(PDF)"; screen readers read the whole.',
      },
    ),
    saving: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        discount: sentence(
          {
            rules: "the rules of the multi-child discount (Galaxy page)",
            link: "the link to the estimator",
          },
          { label: "Multi-child discount", widget: "text" },
        ),
        estimateLink: text().meta({ label: "Text of the link to the estimator" }),
        subsidy: sentence(
          { link: "the link to the Subsidy Programs page" },
          { label: "Help paying", widget: "text" },
        ),
        subsidyLink: text().meta({ label: "Text of the link to the Subsidy Programs page" }),
        findSite: sentence(
          { link: "the link to the Locations page" },
          { label: "Finding your child's site", widget: "text" },
        ),
        findSiteLink: text().meta({ label: "Text of the link to the Locations page" }),
      })
      .superRefine((saving, context) => {
        for (const locale of openBeforeSentences(saving.discount, "rules")) {
          context.addIssue({
            code: "custom",
            path: ["discount", locale],
            message:
              "end the sentence before {rules} with a period: each rule is a sentence of its own",
          });
        }
      })
      .meta({ label: "Ways to pay less", hint: "Under the sheets." }),
    year: z.number().int().min(2020).max(2100).meta({
      label: "Year of the pricing sheets",
      hint: "Every file name starts with its last two digits, like 26Greenhills.pdf for 2026.",
    }),
    districts: z
      .array(
        z.strictObject({
          district: z.enum(districtIds).meta({ label: "School district" }),
          sheets: z
            .array(
              z.strictObject({
                label: z.string().trim().min(1).meta({
                  label: "Site or sites it is for",
                  hint: "As the link reads, like Maidu/Excelsior.",
                }),
                file: matching(
                  /^\d{2}[A-Za-z][A-Za-z0-9-]*\.pdf$/,
                  "a pricing file is named like 26Greenhills.pdf",
                ).meta({
                  label: "PDF file name on the content host",
                  hint: "In the pricing folder, like 26Greenhills.pdf.",
                }),
              }),
            )
            .min(1, "list at least one pricing sheet")
            .meta({ label: "Pricing sheets", summary: "{{fields.label}}" }),
        }),
      )
      .min(1, "list at least one district")
      .meta({ label: "Sheets by school district", summary: "{{fields.district}}" }),
  })
  .superRefine((pricing, context) => {
    // The office names each year's PDFs after the year, so a sheet left from another year shows.
    const code = String(pricing.year).slice(2);
    pricing.districts.forEach((block, blockIndex) =>
      block.sheets.forEach((sheet, sheetIndex) => {
        if (!sheet.file.startsWith(code)) {
          context.addIssue({
            code: "custom",
            path: ["districts", blockIndex, "sheets", sheetIndex, "file"],
            message: `pricing files for ${pricing.year} start with the year code ${code}`,
          });
        }
      }),
    );
  });

const file = readContent("content/pricing.yaml", pricingSchema);

/** The year the current pricing sheets apply to. */
export const pricingYear = file.year;

const pageFacts = { year: file.year };

/**
 * The Galaxy Pricing page's words, with the year of the sheets written in. The link of each
 * sheet keeps its {site}, which the page fills.
 */
export const pricingPage = {
  page: {
    title: fillText(file.page.title, pageFacts),
    description: fillText(file.page.description, pageFacts),
  },
  lead: fillText(file.lead, pageFacts),
  sheetsHeading: file.sheetsHeading,
  othersHeading: file.othersHeading,
  sheetLink: fillText(file.sheetLink, pageFacts),
  saving: file.saving,
};

export function pricingSheetUrl(file: string): string {
  return `${externalLinks.contentHost}/pricing/${file}`;
}

/**
 * Galaxy pricing sheets (PDFs on the content host, in English), grouped by district as
 * families look for them; each district's name comes from districts.yaml.
 */
export const pricingBlocks = file.districts.map((block) => ({
  district: block.district,
  title: districtById(block.district).name,
  sheets: block.sheets.map((sheet) => ({ ...sheet, href: pricingSheetUrl(sheet.file) })),
}));

export const pricingSheets = pricingBlocks.flatMap((block) =>
  block.sheets.map((sheet) => ({ ...sheet, district: block.district })),
);
