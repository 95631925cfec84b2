import { Collapsible } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

interface DisclosureSectionProps {
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
 */
export function DisclosureSection({
  title,
  headingLevel: Heading = "h2",
  summary,
  defaultOpen = false,
  children,
}: DisclosureSectionProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="rounded-2xl border border-line bg-white">
      <Heading className="text-xl sm:text-2xl">
        <Collapsible.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 rounded-2xl p-5 text-left font-extrabold text-brand-strong hover:bg-brand-soft">
          {title}
          <ChevronDown
            className="size-6 shrink-0 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Collapsible.Trigger>
      </Heading>
      {summary && <p className="-mt-2 px-5 pb-5 text-ink-soft">{summary}</p>}
      <Collapsible.Content className="border-t border-line px-5 pt-2 pb-6">
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
