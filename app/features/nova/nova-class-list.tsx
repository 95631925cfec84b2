import { Package, Shirt, TabletSmartphone, Wheat, type LucideIcon } from "lucide-react";
import type { NovaCategory, NovaClass, novaHighlightKinds } from "~content/nova-classes";
import { useTranslate, type Message } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

type HighlightKind = (typeof novaHighlightKinds)[number];

const highlightStyle: Record<HighlightKind, { label: Message<undefined>; Icon: LucideIcon }> = {
  allergen: { label: m.nova_highlight_allergen, Icon: Wheat },
  software: { label: m.nova_highlight_software, Icon: TabletSmartphone },
  clothing: { label: m.nova_highlight_clothing, Icon: Shirt },
  supplies: { label: m.nova_highlight_supplies, Icon: Package },
};

function Highlight({ kind, text }: { kind: HighlightKind; text: string }) {
  const t = useTranslate();
  const { label, Icon } = highlightStyle[kind];
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-nsd-soft px-3 py-2 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-nsd" aria-hidden="true" />
      <span>
        <strong>{t(label)}:</strong> {text}
      </span>
    </p>
  );
}

/**
 * A class's name as its card's heading. On a Spanish page its English name follows in
 * parentheses, marked as English: it is how the registration site and the catalog list the
 * class, so a family can find there the class (and its note) they read about here.
 */
function ClassName({ novaClass }: { novaClass: NovaClass }) {
  const { title, registeredAs } = novaClass;
  return (
    <h4 className="text-lg font-extrabold text-nova">
      {title}
      {registeredAs && registeredAs !== title && (
        <>
          {" "}
          <span lang="en" className="font-bold text-ink-soft">
            ({registeredAs})
          </span>
        </>
      )}
    </h4>
  );
}

/** One category's introduction and its classes, shown inside a tab or an accordion panel. */
export function NovaClassList({ category }: { category: NovaCategory }) {
  return (
    <>
      <p className="max-w-prose text-ink-soft">{category.intro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {category.classes.map((novaClass: NovaClass) => (
          <li key={novaClass.title} className="rounded-2xl border border-line bg-white p-5">
            <ClassName novaClass={novaClass} />
            <p className="mt-2">{novaClass.description}</p>
            {novaClass.highlight && novaClass.highlightKind && (
              <Highlight kind={novaClass.highlightKind} text={novaClass.highlight} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
