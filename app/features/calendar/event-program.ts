import type { ProgramId } from "~content/program-ids";

/**
 * Which program an event belongs to, for its colour: the first rule whose pattern appears in
 * the event's title wins. Events that match none keep the neutral brand colour.
 */
const programRules: Array<{ program: ProgramId; pattern: RegExp }> = [
  { program: "nsd", pattern: /non-school day|break camp/i },
  { program: "summer", pattern: /summer camp/i },
  { program: "nova", pattern: /\bnova\b/i },
  { program: "galaxy", pattern: /\bgalaxy\b/i },
];

/** The program an event is about, judged from its title, for its colour and icon. */
export function eventProgram(summary: string): ProgramId | undefined {
  return programRules.find((rule) => rule.pattern.test(summary))?.program;
}
