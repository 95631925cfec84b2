import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent, programIds, type ProgramId } from "./schema";

const programSchema = z.object({
  id: z.enum(programIds),
  name: z.string(),
  tooltip: z.string(),
  summary: z.string(),
  route: z.string().startsWith("/"),
  registerUrl: z.url().nullable(),
  registerLabel: z.string(),
});

/**
 * The five things a site can offer. Tooltips are the spec's exact wording; colour and icon
 * live in app/components/ui/program-badge.tsx so every page shows a program the same way.
 */
export const programs = parseContent("programs", z.array(programSchema).length(5), [
  {
    id: "galaxy",
    name: "Galaxy",
    tooltip: "Before/After School",
    summary: "Before- and after-school care on campus, August through June, until 6:00 PM.",
    route: "/programs/galaxy",
    registerUrl: externalLinks.registration,
    registerLabel: "Register",
  },
  {
    id: "nova",
    name: "Nova",
    tooltip: "After School Enrichment",
    summary: "Enrichment classes on campus after school, in sessions of 4 to 10 weeks.",
    route: "/programs/nova",
    registerUrl: externalLinks.registration,
    registerLabel: "Register",
  },
  {
    id: "nsd",
    name: "Non-School Day Camps",
    tooltip: "Non-School Day Camps",
    summary: "Full-day camps on school holidays, breaks and teacher work days.",
    route: "/programs/nsd-camps",
    registerUrl: externalLinks.accountDashboard,
    registerLabel: "Register",
  },
  {
    id: "summer",
    name: "Summer Camp",
    tooltip: "Summer Camp Location",
    summary: "Over 30 camps for children from TK through 7th grade.",
    route: "/programs/summer-camp",
    registerUrl: externalLinks.registration,
    registerLabel: "Register",
  },
  {
    id: "subsidy",
    name: "Subsidy Programs",
    tooltip: "Subsidy Programs Available",
    summary: "Help with the cost of care through ELO-P and county agencies.",
    route: "/programs/subsidy",
    registerUrl: null,
    registerLabel: "Learn about subsidies",
  },
]);

export type Program = (typeof programs)[number];

export function programById(id: ProgramId): Program {
  const program = programs.find((p) => p.id === id);
  if (!program) throw new Error(`Unknown program ${id}`);
  return program;
}
