import { ChevronDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useDeferredModule } from "../layout/use-deferred-module";
import { disclosureClass } from "./disclosure-styles";

const loadCollapsible = () => import("./disclosure-collapsible");

export interface DisclosureSectionProps {
  /** The heading text; the whole heading is the button that shows and hides the section. */
  title: ReactNode;
  headingLevel?: "h2" | "h3";
  /** A short line under the heading, always visible, saying what is inside. */
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A section that starts closed behind its heading (WAI-ARIA disclosure pattern): Enter or Space
 * on the heading's button opens it, and screen readers hear whether it is expanded.
 *
 * The Radix Collapsible (about 5 KiB) arrives after hydration, to keep it out of the page's
 * first download. Until then the markup is the widget's own, in its first state; a click or
 * focus on the look-alike button is handed to the widget when it arrives.
 */
export function DisclosureSection(props: DisclosureSectionProps) {
  const { title, headingLevel: Heading = "h2", summary, defaultOpen = false, children } = props;
  const collapsible = useDeferredModule(loadCollapsible);
  const [open, setOpen] = useState(defaultOpen);
  const [focused, setFocused] = useState(false);
  if (collapsible) {
    return <collapsible.DisclosureCollapsible {...props} defaultOpen={open} takeFocus={focused} />;
  }
  const state = defaultOpen ? "open" : "closed";
  return (
    <div data-state={state} className={disclosureClass.root}>
      <Heading className={disclosureClass.heading}>
        <button
          type="button"
          aria-expanded={defaultOpen}
          data-state={state}
          className={disclosureClass.trigger}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          {title}
          <ChevronDown className={disclosureClass.chevron} aria-hidden="true" />
        </button>
      </Heading>
      {summary && <p className={disclosureClass.summary}>{summary}</p>}
      <div data-state={state} hidden={!defaultOpen} className={disclosureClass.content}>
        {defaultOpen && children}
      </div>
    </div>
  );
}
