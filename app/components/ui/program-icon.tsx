import { CalendarDays, HandCoins, Orbit, Sparkles, Sun, type LucideIcon } from "lucide-react";
import type { ProgramId } from "~content/schema";

/** One icon and one colour per program, used wherever the program appears. */
export const programStyle: Record<
  ProgramId,
  { Icon: LucideIcon; text: string; soft: string; solid: string }
> = {
  galaxy: { Icon: Orbit, text: "text-galaxy", soft: "bg-galaxy-soft", solid: "bg-galaxy" },
  nova: { Icon: Sparkles, text: "text-nova", soft: "bg-nova-soft", solid: "bg-nova" },
  nsd: { Icon: CalendarDays, text: "text-nsd", soft: "bg-nsd-soft", solid: "bg-nsd" },
  summer: { Icon: Sun, text: "text-summer", soft: "bg-summer-soft", solid: "bg-summer" },
  subsidy: { Icon: HandCoins, text: "text-subsidy", soft: "bg-subsidy-soft", solid: "bg-subsidy" },
};

interface ProgramIconProps {
  program: ProgramId;
  /** Accessible name; omit when visible text beside the icon already names the program. */
  label?: string;
  className?: string;
}

export function ProgramIcon({ program, label, className = "size-5" }: ProgramIconProps) {
  const { Icon, text } = programStyle[program];
  return label ? (
    <Icon className={`${text} ${className}`} role="img" aria-label={label} focusable="false" />
  ) : (
    <Icon className={`${text} ${className}`} aria-hidden="true" focusable="false" />
  );
}
