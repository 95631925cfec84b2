import { Accordion, Tabs } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, type FocusEvent } from "react";
import type { NovaCategory } from "~content/nova-classes";
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

interface NovaClassWidgetsProps {
  categories: NovaCategory[];
  /** The open category; empty when the accordion is collapsed (the tabs then show the first). */
  open: string;
  onOpenChange: (id: string) => void;
  /** Category whose look-alike trigger had focus when this code arrived: its trigger takes it. */
  takeFocus?: string;
}

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

/** Radix Tabs and Accordion for NovaClassBrowser, loaded after hydration. */
export function NovaClassWidgets({
  categories,
  open,
  onOpenChange,
  takeFocus,
}: NovaClassWidgetsProps) {
  const tabTrigger = useRef<HTMLButtonElement>(null);
  const accordionTrigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus === undefined) return;
    // CSS hides one of the two, and a hidden element does not take focus.
    tabTrigger.current?.focus();
    accordionTrigger.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <Tabs.Root
        value={open || categories[0]?.id}
        onValueChange={onOpenChange}
        className="hidden md:block"
      >
        <Tabs.List aria-label="Nova class categories" className={tabListClass}>
          {categories.map((category) => (
            <Tabs.Trigger
              key={category.id}
              ref={category.id === takeFocus ? tabTrigger : undefined}
              value={category.id}
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
            className={tabPanelClass}
            onFocus={showPanelTop}
          >
            <h3 className="mb-2 text-2xl">{category.title}</h3>
            <NovaClassList category={category} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Accordion.Root
        type="single"
        collapsible
        value={open}
        onValueChange={onOpenChange}
        className={accordionClass}
      >
        {categories.map((category) => (
          <Accordion.Item key={category.id} value={category.id}>
            <Accordion.Header className="text-lg">
              <Accordion.Trigger
                ref={category.id === takeFocus ? accordionTrigger : undefined}
                className={accordionTriggerClass}
              >
                {category.title}
                <ChevronDown className={chevronClass} aria-hidden="true" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className={accordionPanelClass}>
              <NovaClassList category={category} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
