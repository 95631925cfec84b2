import { FileText } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import type { PricingSheetData } from "./pricing-sheet-data.server";

/**
 * A sheet's link: the site's name shown, the rest of content's sentence ("{site} 2026 pricing
 * sheet") read by screen readers only, wherever the language puts the name.
 */
function SheetName({ sentence, site }: { sentence: string; site: string }) {
  const [before = "", ...rest] = sentence.split("{site}");
  const after = rest.join(site).trim();
  return (
    <>
      {before.trim() && <span className="sr-only">{before.trim()} </span>}
      {site}
      {after && <span className="sr-only"> {after}</span>}
    </>
  );
}

type Block = PricingSheetData["blocks"][number];

/**
 * A district's pricing sheets, under the district's table of prices; each PDF opens in a new
 * tab. The sheets exist in English only, which a Spanish page says beside each link.
 */
export function PricingSheetLinks({
  block,
  heading,
  sheetLink,
}: {
  block: Block;
  heading: string;
  sheetLink: string;
}) {
  return (
    <section aria-labelledby={`sheets-${block.district}`} className="mt-4">
      <h3 id={`sheets-${block.district}`} className="text-lg">
        {heading}
      </h3>
      <ul className="mt-1 space-y-1">
        {block.sheets.map((sheet) => (
          <li key={sheet.file}>
            {/* Inline rather than flex, so "(PDF en inglés)" flows on with the words. */}
            <ExternalLink
              href={sheet.href}
              english
              format="PDF"
              className="inline-block min-h-11 py-2.5 font-bold"
            >
              <FileText className="mr-2 inline size-5 align-[-4px]" aria-hidden="true" />
              <SheetName sentence={sheetLink} site={sheet.label} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
