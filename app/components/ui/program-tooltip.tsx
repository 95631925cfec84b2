import type { ProgramId } from "~content/schema";
import { componentAfterPaint } from "~/lib/after-paint";
import { ProgramIcon, programStyle } from "./program-icon";
import type { ProgramTooltipProps } from "./program-tooltip-popup";

export const programButtonClass = (program: ProgramId) =>
  `inline-flex size-10 items-center justify-center rounded-full ${programStyle[program].soft}`;

/** The icon's button until the page's React runs: disabled, named for a screen reader. */
function WaitingButton({ program, label }: ProgramTooltipProps) {
  return (
    <button type="button" disabled className={programButtonClass(program)}>
      <ProgramIcon program={program} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * A program icon that names itself in a tooltip on hover, keyboard focus and a tap. Radix's
 * tooltip is fetched once the page has painted, not with it; if its file cannot be fetched the
 * icon stays as it waited, and the list of icons above the cards still says what each means.
 */
export const ProgramTooltip = componentAfterPaint(
  () => import("./program-tooltip-popup").then((module) => module.ProgramTooltipPopup),
  WaitingButton,
);
