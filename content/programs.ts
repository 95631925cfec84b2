import { z } from "zod";
import { linkAddress, linkName } from "./links";
import type { Localized } from "./localize";
import { programIds, type ProgramId } from "./program-ids";
import { filledText } from "./page-text";
import { readContent } from "./read";
import { optional, text } from "./schema";
import { summerCampFacts, summerCampFactsHint } from "./summer-camp";

/** Each program's page: code, not content, since a page is a screen of the site. */
const programPages: Record<ProgramId, string> = {
  galaxy: "/programs/galaxy",
  nova: "/programs/nova",
  nsd: "/programs/nsd-camps",
  summer: "/programs/summer-camp",
  subsidy: "/programs/subsidy",
};

const programSchema = z.strictObject({
  name: text().meta({ label: "Name" }),
  inSentence: text().meta({
    label: "Name inside a sentence",
    hint: "As it reads after a word like about: with its article where Spanish needs one (el Campamento de verano), or the name itself (Galaxy).",
  }),
  tooltip: text().meta({ label: "Label on the site cards' icons" }),
  summary: filledText(summerCampFacts).meta({
    label: "One-line summary",
    hint: `Write ${summerCampFactsHint}.`,
    widget: "text",
  }),
  registerLink: optional(linkName).meta({
    label: "Where its Register button leads",
    hint: 'One of the addresses under "Links to other websites"; empty for no button.',
  }),
  registerLabel: text().meta({ label: "Text of the Register button" }),
});

/** Each program's name in the editor, over its group of fields. */
const editorNames: Record<ProgramId, string> = {
  galaxy: "Galaxy",
  nova: "Nova",
  nsd: "Non-School Day Camps",
  summer: "Summer Camp",
  subsidy: "Subsidy programs",
};

const file = readContent(
  "content/programs.yaml",
  z.strictObject(
    Object.fromEntries(
      programIds.map((id) => [id, programSchema.meta({ label: editorNames[id], collapsed: true })]),
    ) as Record<ProgramId, typeof programSchema>,
  ),
);

/**
 * The five things a site can offer, in the order pages list them. Tooltips are the spec's
 * exact wording; colour and icon live in app/components/ui/program-icon.tsx so every page
 * shows a program the same way.
 */
export const programs = programIds.map((id) => {
  const { registerLink, ...program } = file[id];
  return {
    id,
    ...program,
    route: programPages[id],
    registerUrl: registerLink ? (linkAddress(registerLink) ?? null) : null,
  };
});

export type ProgramContent = (typeof programs)[number];
export type Program = Localized<ProgramContent>;

export function programById(id: ProgramId): ProgramContent {
  const program = programs.find((p) => p.id === id);
  if (!program) throw new Error(`Unknown program ${id}`);
  return program;
}
