import { calendarProgramRules } from "~content/calendar";
import type { ProgramId } from "~content/schema";

/** The program an event is about, judged from its title, for its colour and icon. */
export function eventProgram(summary: string): ProgramId | undefined {
  return calendarProgramRules.find((rule) => rule.pattern.test(summary))?.program;
}
