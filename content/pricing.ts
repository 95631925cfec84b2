import { z } from "zod";
import { districtById, districtIds } from "./districts";
import { externalLinks } from "./links";
import { matching } from "./fields";
import { readContent } from "./read";

const pricingSchema = z
  .strictObject({
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
