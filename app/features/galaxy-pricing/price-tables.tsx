import type { ReactNode } from "react";
import type { PriceTablesData } from "~content/price-words";
import type { Day, Window } from "~i18n/days";
import { Dated } from "~/features/closures/dated";
import { useLocalePath } from "~/lib/locale-context";
import { PricingSheetLinks } from "./pricing-sheet-links";
import type { PricingSheetData } from "./pricing-sheet-data.server";

// The prices as tables: the pricing page (app/routes/galaxy-pricing.tsx) and the editor's preview
// of the prices (admin/previews.tsx) both draw them here.

// Narrow cells on a phone, so four columns of Spanish headings fit a 320 px screen.
const cell = "border-t border-line px-1.5 py-2 sm:px-3";
const head = "px-1.5 pb-2 align-bottom font-bold sm:px-3";

type GalaxyTable = PriceTablesData["galaxy"][number];

/**
 * One district's Galaxy prices: the monthly fee of each schedule in a table whose caption names
 * the district and the school year, then the fees every schedule shares. `children` follow them
 * (the district's pricing sheets). The section's id is the district's code, which site pages and
 * the Galaxy page link to.
 */
export function GalaxyPriceTable({
  table,
  children,
}: {
  table: GalaxyTable;
  children?: ReactNode;
}) {
  const { headings } = table;
  return (
    <section
      id={table.district}
      aria-labelledby={`${table.district}-heading`}
      className="scroll-mt-24 rounded-2xl border border-line bg-galaxy-soft p-3 sm:p-5"
    >
      <h2 id={`${table.district}-heading`} className="text-xl text-galaxy">
        {table.name}
      </h2>
      {table.sites && <p className="mt-1">{table.sites}</p>}
      <table className="mt-4 w-full rounded-xl bg-white text-left text-sm tabular-nums sm:text-base">
        <caption className="mb-2 text-left font-bold text-brand-strong">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} pt-2`}>
              {headings.days}
            </th>
            <th scope="col" className={`${head} pt-2`}>
              {headings.before}
            </th>
            <th scope="col" className={`${head} pt-2`}>
              {headings.after}
            </th>
            <th scope="col" className={`${head} pt-2`}>
              {headings.both}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.days}>
              <th scope="row" className={`${cell} font-bold`}>
                {row.days}
              </th>
              <td className={cell}>{row.before}</td>
              <td className={cell}>{row.after}</td>
              <td className={cell}>{row.both}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 space-y-1">
        {table.fees.map((fee) => (
          <li key={fee}>{fee}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** Nova's and the camps' prices in one table, then Summer Camp's weekly fee under its year. */
export function OtherPrices({
  others,
  summer,
  summerShown,
}: Pick<PriceTablesData, "others" | "summer"> & { summerShown: SummerShown }) {
  const localePath = useLocalePath();
  return (
    <div className="space-y-6">
      <table className="w-full max-w-prose text-left">
        <caption className="mb-2 text-left font-bold text-brand-strong">{others.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              {others.headings.program}
            </th>
            <th scope="col" className={head}>
              {others.headings.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {others.rows.map((row) => (
            <tr key={row.href}>
              <th scope="row" className={`${cell} font-bold`}>
                <a href={localePath(row.href)} className="inline-flex min-h-11 items-center">
                  {row.program}
                </a>
              </th>
              <td className={cell}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summerShown.window && (
        <Dated
          as="section"
          window={summerShown.window}
          today={summerShown.today}
          aria-labelledby="summer-price-heading"
        >
          <h3 id="summer-price-heading" className="text-lg">
            {summer.heading}
          </h3>
          <p className="mt-1">{summer.text}</p>
        </Dated>
      )}
    </div>
  );
}

/**
 * When Summer Camp's weekly fee shows: while its summer is coming or under way (summerPriceWindow
 * in content/price-words.ts), none between summers; `today` is the build's day.
 */
export type SummerShown = { window: Window | null; today: Day };

/** The pricing sheets and the words around them, from the pricing page's own file. */
export type PriceSheets = PricingSheetData & { heading: string; othersHeading: string };

/**
 * The pricing page's prices: each district's Galaxy table above its pricing sheets, then Nova,
 * the camps and Summer Camp.
 */
export function PriceSections({
  prices,
  sheets,
  summerShown,
}: {
  prices: PriceTablesData;
  sheets: PriceSheets;
  summerShown: SummerShown;
}) {
  return (
    <>
      {prices.galaxy.map((table) => {
        const block = sheets.blocks.find((each) => each.district === table.district);
        return (
          <GalaxyPriceTable key={table.district} table={table}>
            {block && (
              <PricingSheetLinks
                block={block}
                heading={sheets.heading}
                sheetLink={sheets.sheetLink}
              />
            )}
          </GalaxyPriceTable>
        );
      })}
      <section aria-labelledby="others-heading">
        <h2 id="others-heading" className="mb-4 text-2xl">
          {sheets.othersHeading}
        </h2>
        <OtherPrices others={prices.others} summer={prices.summer} summerShown={summerShown} />
      </section>
    </>
  );
}
