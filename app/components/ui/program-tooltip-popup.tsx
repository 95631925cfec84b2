import { Tooltip } from "radix-ui";
import { useRef, useState, type MouseEvent } from "react";
import type { ProgramId } from "~content/schema";
import { ProgramIcon } from "./program-icon";
import { programButtonClass } from "./program-tooltip";

export interface ProgramTooltipProps {
  program: ProgramId;
  /** The tooltip text, which is also the icon's accessible name. */
  label: string;
}

/**
 * A program icon that names itself in a tooltip on hover and keyboard focus, and on a tap,
 * since touch screens have no hover.
 */
export function ProgramTooltipPopup({ program, label }: ProgramTooltipProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);
  const showOnTap = (event: MouseEvent) => {
    // Radix closes a tooltip on click; a tap is the only way to ask for it on a phone.
    event.preventDefault();
    setOpen(true);
  };
  // Radix also closes a tooltip when the page scrolls or the pointer leaves. While its icon has
  // the keyboard's focus it stays (WCAG 1.4.13), until Escape or focus moves on: focusing an
  // icon scrolls it into view, and a list closing elsewhere can shift the page just then.
  const changeOpen = (next: boolean) => {
    const focused = document.activeElement === trigger.current;
    if (!next && focused && !escaped.current) return;
    escaped.current = false;
    setOpen(next);
  };
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={changeOpen}>
        <Tooltip.Trigger
          ref={trigger}
          type="button"
          onClick={showOnTap}
          className={programButtonClass(program)}
        >
          <ProgramIcon program={program} className="size-5" />
          <span className="sr-only">{label}</span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            onEscapeKeyDown={() => {
              escaped.current = true;
            }}
            className="z-40 max-w-60 rounded-lg bg-ink px-3 py-1.5 text-sm font-bold text-white shadow-lg"
          >
            {label}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
