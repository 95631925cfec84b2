import { Collapsible } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DisclosureSectionProps } from "./disclosure-section";
import { disclosureClass } from "./disclosure-styles";

interface DisclosureCollapsibleProps extends DisclosureSectionProps {
  /** Takes focus from the look-alike button it replaces. */
  takeFocus?: boolean;
}

/** The Radix Collapsible behind DisclosureSection; loaded after hydration. */
export function DisclosureCollapsible({
  title,
  headingLevel: Heading = "h2",
  summary,
  defaultOpen = false,
  takeFocus,
  children,
}: DisclosureCollapsibleProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={disclosureClass.root}>
      <Heading className={disclosureClass.heading}>
        <Collapsible.Trigger ref={trigger} className={disclosureClass.trigger}>
          {title}
          <ChevronDown className={disclosureClass.chevron} aria-hidden="true" />
        </Collapsible.Trigger>
      </Heading>
      {summary && <p className={disclosureClass.summary}>{summary}</p>}
      <Collapsible.Content className={disclosureClass.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
