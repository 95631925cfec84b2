import { Package, Shirt, TabletSmartphone, Wheat, type LucideIcon } from "lucide-react";
import type { NovaCategory, NovaClass } from "~content/nova-classes";

const highlightStyle: Record<
  NonNullable<NovaClass["highlight"]>["kind"],
  { label: string; Icon: LucideIcon }
> = {
  allergen: { label: "Allergen", Icon: Wheat },
  software: { label: "Software", Icon: TabletSmartphone },
  clothing: { label: "What to wear", Icon: Shirt },
  supplies: { label: "Supplies", Icon: Package },
};

function Highlight({ highlight }: { highlight: NonNullable<NovaClass["highlight"]> }) {
  const { label, Icon } = highlightStyle[highlight.kind];
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-nsd-soft px-3 py-2 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-nsd" aria-hidden="true" />
      <span>
        <strong>{label}:</strong> {highlight.text}
      </span>
    </p>
  );
}

/** One category's introduction and its classes, shown inside a tab or an accordion panel. */
export function NovaClassList({ category }: { category: NovaCategory }) {
  return (
    <>
      <p className="max-w-prose text-ink-soft">{category.intro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {category.classes.map((novaClass) => (
          <li key={novaClass.title} className="rounded-2xl border border-line bg-white p-5">
            <h4 className="text-lg font-extrabold text-nova">{novaClass.title}</h4>
            <p className="mt-2">{novaClass.description}</p>
            {novaClass.highlight && <Highlight highlight={novaClass.highlight} />}
          </li>
        ))}
      </ul>
    </>
  );
}
