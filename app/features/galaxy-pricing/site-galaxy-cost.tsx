import type { SiteGalaxyCost } from "~content/price-words";
import { FilledText } from "~/components/ui/filled-text";
import { useLocalePath } from "~/lib/locale-context";

/** A site page's line on what Galaxy costs there, linking to its district's table. */
export function SiteGalaxyCostLine({ cost }: { cost: SiteGalaxyCost }) {
  const localePath = useLocalePath();
  return (
    <p>
      <FilledText
        text={cost.text}
        values={{ link: <a href={localePath(cost.href)}>{cost.linkText}</a> }}
      />
    </p>
  );
}
