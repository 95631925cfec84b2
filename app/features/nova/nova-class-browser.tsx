import { Accordion, Tabs } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useState, type FocusEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { NovaCategory } from "~content/nova-classes";
import { NovaClassList } from "./nova-class-list";

const tabListClass = "grid grid-cols-4 gap-1 border-b-2 border-line";
const tabClass =
  "min-h-11 rounded-t-xl border-2 border-b-0 border-transparent px-3 py-2 text-center font-bold text-ink-soft hover:bg-nova-soft hover:text-ink data-[state=active]:border-line data-[state=active]:bg-nova-soft data-[state=active]:text-ink";
const accordionTriggerClass =
  "group flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-extrabold text-brand-strong hover:bg-nova-soft data-[state=open]:bg-nova-soft";

/**
 * A panel taller than the screen, reached with Shift+Tab, is scrolled only until its bottom
 * shows, leaving its top and focus ring under the sticky header; show it from the top instead
 * (the page's scroll padding keeps it clear of the header). Mouse focus does not scroll.
 */
function showPanelTop(event: FocusEvent<HTMLDivElement>) {
  const panel = event.currentTarget;
  if (event.target === panel && panel.matches(":focus-visible")) {
    panel.scrollIntoView({ block: "start" });
  }
}

/**
 * Nova's categories as Radix tabs on wide screens and a Radix accordion on narrow ones. Both
 * are rendered from the same data and share one open panel; CSS shows one and removes the
 * other (display: none), so the prerendered page is right at any width and nothing shifts.
 * The tabs' panels are all in the page, each but the shown one `hidden`, so the prerendered
 * page holds every class for the site search.
 */
export function NovaClassBrowser({ categories }: { categories: NovaCategory[] }) {
  // Empty when the accordion is collapsed; the tabs then show the first category.
  const [open, setOpen] = useState(categories[0]?.id ?? "");
  // The prerendered triggers do nothing until React has hydrated the page, so they wait, disabled.
  const disabled = !useHydrated();
  const t = useTranslate();
  const shownTab = open || categories[0]?.id;
  return (
    <>
      <Tabs.Root value={shownTab} onValueChange={setOpen} className="hidden md:block">
        <Tabs.List aria-label={t(m.nova_class_categories)} className={tabListClass}>
          {categories.map((category) => (
            <Tabs.Trigger
              key={category.id}
              value={category.id}
              disabled={disabled}
              className={tabClass}
            >
              {category.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((category) => (
          <Tabs.Content
            key={category.id}
            value={category.id}
            forceMount
            hidden={category.id !== shownTab}
            className="rounded-b-2xl pt-6"
            onFocus={showPanelTop}
          >
            <h3 className="mb-2 text-2xl">{category.title}</h3>
            <NovaClassList category={category} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {/* The same classes again: the search index reads them from the tabs' panels. */}
      <Accordion.Root
        data-pagefind-ignore="all"
        type="single"
        collapsible
        value={open}
        onValueChange={setOpen}
        disabled={disabled}
        className="divide-y divide-line rounded-2xl border border-line md:hidden"
      >
        {categories.map((category) => (
          <Accordion.Item key={category.id} value={category.id}>
            <Accordion.Header className="text-lg">
              <Accordion.Trigger className={accordionTriggerClass}>
                {category.title}
                <ChevronDown
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-5">
              <NovaClassList category={category} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
