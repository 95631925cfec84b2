import { Tooltip } from "radix-ui";
import { useState, type FocusEvent, type MouseEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { ProgramId } from "~content/schema";
import { ProgramIcon, programStyle } from "./program-icon";

interface ProgramTooltipProps {
  program: ProgramId;
  /** The tooltip text, which is also the icon's accessible name. */
  label: string;
}

/**
 * A program icon that names itself in a tooltip on hover and keyboard focus, and on a tap,
 * since touch screens have no hover. Needs a Tooltip.Provider above it.
 */
export function ProgramTooltip({ program, label }: ProgramTooltipProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const showOnTap = (event: MouseEvent) => {
    // Radix closes a tooltip on click; a tap is the only way to ask for it on a phone.
    event.preventDefault();
    setOpen(true);
  };
  const showOnFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // Radix would open at once and then close on the scroll event of the browser bringing the
    // focused icon into view; opening on the next frame comes after that scroll event.
    event.preventDefault();
    const trigger = event.currentTarget;
    requestAnimationFrame(() => {
      if (document.activeElement === trigger) setOpen(true);
    });
  };
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger
        type="button"
        disabled={!hydrated}
        onClick={showOnTap}
        onFocus={showOnFocus}
        className={`inline-flex size-10 items-center justify-center rounded-full ${programStyle[program].soft}`}
      >
        <ProgramIcon program={program} className="size-5" />
        <span className="sr-only">{label}</span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-40 max-w-60 rounded-lg bg-ink px-3 py-1.5 text-sm font-bold text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
