import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent } from "./schema";

/** The year the current pricing sheets apply to; file names start with its last two digits. */
export const PRICING_YEAR = 2026;
const PRICING_YEAR_CODE = String(PRICING_YEAR).slice(2);

const sheetSchema = z.object({
  label: z.string(),
  file: z
    .string()
    .regex(
      new RegExp(`^${PRICING_YEAR_CODE}[A-Za-z]`),
      "pricing files start with the year code 26",
    ),
});

/** Galaxy pricing sheets (PDFs on the content host), grouped by district as families look for them. */
export const pricingBlocks = parseContent(
  "pricingBlocks",
  z.array(
    z.object({
      district: z.enum(["eusd", "wpusd", "rafos"]),
      title: z.string(),
      sheets: z.array(sheetSchema).min(1),
    }),
  ),
  [
    {
      district: "eusd",
      title: "Eureka Union School District",
      sheets: [
        { label: "Greenhills", file: "26Greenhills.pdf" },
        { label: "Maidu/Excelsior", file: "26MaiduExcelsior.pdf" },
        { label: "Oakhills/Ridgeview", file: "26OakhillsRidgeview.pdf" },
      ],
    },
    {
      district: "wpusd",
      title: "Western Placer Unified School District",
      sheets: [
        { label: "Twelve Bridges", file: "26TwelveBridges.pdf" },
        { label: "Western Placer USD", file: "26WesternPlacerUSD.pdf" },
      ],
    },
    {
      district: "rafos",
      title: "Rocklin Academy Family Of Schools",
      sheets: [
        { label: "Gateway", file: "26Gateway.pdf" },
        { label: "Rocklin Academy", file: "26RocklinAcademy.pdf" },
        { label: "ARCA ELO-P", file: "26ARCA-ELOP.pdf" },
      ],
    },
  ],
);

export function pricingSheetUrl(file: string): string {
  return `${externalLinks.contentHost}/pricing/${file}`;
}

export const pricingSheets = pricingBlocks.flatMap((block) =>
  block.sheets.map((sheet) => ({
    ...sheet,
    district: block.district,
    href: pricingSheetUrl(sheet.file),
  })),
);
