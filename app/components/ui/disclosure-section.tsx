import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface DisclosureSectionProps {
  /** The heading text; the whole heading line shows and hides the section. */
  title: ReactNode;
  headingLevel?: "h2" | "h3";
  /** A short line under the heading, always visible, saying what is inside. */
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A section that starts closed behind its heading: a native <details>, so it opens by click,
 * Enter or Space before any script (and with none), screen readers hear whether it is
 * expanded, and the browser's find-in-page opens it to show a match.
 */
export function DisclosureSection({
  title,
  headingLevel: Heading = "h2",
  summary,
  defaultOpen = false,
  children,
}: DisclosureSectionProps) {
  return (
    <details open={defaultOpen} className="group rounded-2xl border border-line bg-white">
      <summary className="grid min-h-11 cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-4 rounded-2xl p-5 hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
        <Heading className="text-xl sm:text-2xl">{title}</Heading>
        <ChevronDown
          className="size-6 shrink-0 text-brand-strong transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
        {summary && <span className="col-span-2 mt-2 text-ink-soft">{summary}</span>}
      </summary>
      <div className="border-t border-line px-5 pt-2 pb-6">{children}</div>
    </details>
  );
}
