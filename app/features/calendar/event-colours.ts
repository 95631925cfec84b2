import type { ProgramId } from "~content/program-ids";
import { eventProgram } from "./event-program";

// Whole class names, so Tailwind sees them; dark text on the soft tints passes AA.
const colours: Record<ProgramId | "other", string> = {
  galaxy: "bg-galaxy-soft border-galaxy",
  nova: "bg-nova-soft border-nova",
  nsd: "bg-nsd-soft border-nsd",
  summer: "bg-summer-soft border-summer",
  subsidy: "bg-subsidy-soft border-subsidy",
  other: "bg-brand-soft border-brand",
};

/** Background and edge colour of an event, from the program its title names. */
export function eventColour(summary: string): string {
  return colours[eventProgram(summary) ?? "other"];
}
