import { href } from "react-router";
import type { ProgramCost } from "~content/price-words";
import { FilledText } from "~/components/ui/filled-text";
import { useLocalePath } from "~/lib/locale-context";

/** A program page's price (Nova, the Non-School Day Camps), linking to every price. */
export function ProgramCostSection({ cost }: { cost: ProgramCost }) {
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="cost-heading" className="prose-block">
      <h2 id="cost-heading">{cost.heading}</h2>
      <p>
        <FilledText
          text={cost.text}
          values={{
            link: <a href={localePath(href("/programs/pricing"))}>{cost.linkText}</a>,
          }}
        />
      </p>
    </section>
  );
}
