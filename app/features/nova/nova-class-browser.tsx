import { Accordion, Tabs } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { NovaCategory } from "~content/nova-classes";
import { NovaClassList } from "./nova-class-list";

const tabClass =
  "min-h-11 rounded-t-xl border-2 border-b-0 border-transparent px-3 py-2 text-center font-bold text-ink-soft hover:bg-nova-soft hover:text-ink data-[state=active]:border-line data-[state=active]:bg-nova-soft data-[state=active]:text-ink";

/**
 * Nova's categories as tabs on wide screens and an accordion on narrow ones. Both are rendered
 * from the same data and share one open panel; CSS shows one and removes the other
 * (display: none), so the prerendered page is right at any width and nothing shifts on load.
 */
export function NovaClassBrowser({ categories }: { categories: NovaCategory[] }) {
  const first = categories[0]?.id ?? "";
  const [open, setOpen] = useState(first);
  return (
    <>
      <Tabs.Root value={open || first} onValueChange={setOpen} className="hidden md:block">
        <Tabs.List
          aria-label="Nova class categories"
          className="grid grid-cols-4 gap-1 border-b-2 border-line"
        >
          {categories.map((category) => (
            <Tabs.Trigger key={category.id} value={category.id} className={tabClass}>
              {category.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((category) => (
          <Tabs.Content key={category.id} value={category.id} className="rounded-b-2xl pt-6">
            <h3 className="mb-2 text-2xl">{category.title}</h3>
            <NovaClassList category={category} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Accordion.Root
        type="single"
        collapsible
        value={open}
        onValueChange={setOpen}
        className="divide-y divide-line rounded-2xl border border-line md:hidden"
      >
        {categories.map((category) => (
          <Accordion.Item key={category.id} value={category.id}>
            <Accordion.Header className="text-lg">
              <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-extrabold text-brand-strong hover:bg-nova-soft data-[state=open]:bg-nova-soft">
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
