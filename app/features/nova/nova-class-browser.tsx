import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { NovaCategory } from "~content/nova-classes";
import { useDeferredModule } from "~/components/layout/use-deferred-module";
import { NovaClassList } from "./nova-class-list";
import {
  accordionClass,
  accordionPanelClass,
  accordionTriggerClass,
  chevronClass,
  tabClass,
  tabListClass,
  tabPanelClass,
} from "./nova-styles";

const loadWidgets = () => import("./nova-class-widgets");

/**
 * Nova's categories as tabs on wide screens and an accordion on narrow ones. Both are rendered
 * from the same data and share one open panel; CSS shows one and removes the other
 * (display: none), so the prerendered page is right at any width and nothing shifts on load.
 * The Radix widgets arrive after hydration to keep them out of the first download; until then
 * a look-alike draws the same boxes, and a click or focus on it carries over to the real ones.
 */
export function NovaClassBrowser({ categories }: { categories: NovaCategory[] }) {
  const [open, setOpen] = useState(categories[0]?.id ?? "");
  const [focused, setFocused] = useState<string>();
  const widgets = useDeferredModule(loadWidgets);
  if (widgets) {
    return (
      <widgets.NovaClassWidgets
        categories={categories}
        open={open}
        onOpenChange={setOpen}
        takeFocus={focused}
      />
    );
  }
  const shown = categories.find((category) => category.id === open) ?? categories[0];
  const focusProps = (id: string) => ({
    onFocus: () => setFocused(id),
    onBlur: () => setFocused(undefined),
  });
  // Plain buttons, not tabs: arrow keys and the tab roles come with the real widget.
  return (
    <>
      <div className="hidden md:block">
        <div className={tabListClass}>
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              aria-pressed={category === shown}
              data-state={category === shown ? "active" : "inactive"}
              className={tabClass}
              onClick={() => setOpen(category.id)}
              {...focusProps(category.id)}
            >
              {category.title}
            </button>
          ))}
        </div>
        {shown && (
          <div className={tabPanelClass}>
            <h3 className="mb-2 text-2xl">{shown.title}</h3>
            <NovaClassList category={shown} />
          </div>
        )}
      </div>

      <div className={accordionClass}>
        {categories.map((category) => {
          const isOpen = category.id === open;
          return (
            <div key={category.id}>
              <h3 className="text-lg">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  data-state={isOpen ? "open" : "closed"}
                  className={accordionTriggerClass}
                  onClick={() => setOpen(isOpen ? "" : category.id)}
                  {...focusProps(category.id)}
                >
                  {category.title}
                  <ChevronDown className={chevronClass} aria-hidden="true" />
                </button>
              </h3>
              {isOpen && (
                <div className={accordionPanelClass}>
                  <NovaClassList category={category} />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
