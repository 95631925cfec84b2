import { FileText } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import type { PricingSheetData } from "./pricing-sheet-data.server";

interface PricingSheetBlocksProps extends PricingSheetData {
  headingLevel?: "h2" | "h3";
}

/** The Galaxy pricing sheets as one block per district; each PDF opens in a new tab. */
export function PricingSheetBlocks({
  year,
  blocks,
  headingLevel: Heading = "h2",
}: PricingSheetBlocksProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {blocks.map((block) => (
        <li key={block.district} className="rounded-2xl border border-line bg-galaxy-soft p-5">
          <section aria-labelledby={`pricing-${block.district}`}>
            <Heading id={`pricing-${block.district}`} className="text-xl text-galaxy">
              {block.title}
            </Heading>
            <ul className="mt-3 space-y-1">
              {block.sheets.map((sheet) => (
                <li key={sheet.file}>
                  <ExternalLink
                    href={sheet.href}
                    className="inline-flex min-h-11 items-center gap-2 font-bold"
                  >
                    <FileText className="size-5 shrink-0" aria-hidden="true" />
                    <span>
                      {sheet.label} <span className="sr-only">{year} pricing sheet </span>
                      <span className="font-normal">(PDF)</span>
                    </span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </li>
      ))}
    </ul>
  );
}
