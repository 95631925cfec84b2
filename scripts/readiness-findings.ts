import { existsSync, readFileSync } from "node:fs";
import { PUBLISH_WITH_STAND_INS, type StandInRule } from "../app/lib/config-schema.ts";
import { addDays, pacificDay, type Day } from "../i18n/days.ts";
import "../content/all.ts";
import type { DatedFact } from "../content/dated.ts";
import { datedFacts } from "../content/dated-facts.ts";
import {
  contentFiles,
  findStandIns,
  type StandIn,
  type StandInKind,
} from "../content/stand-ins.ts";

// What the office must look at before families notice: stand-in facts, and dated facts whose
// last day has passed or soon will. `npm run readiness` reports it (scripts/readiness-report.ts),
// the weekly workflow keeps an issue with it, and every build logs what it left out and refuses
// or warns of stand-ins (react-router.config.ts).

const codeOwnersFile = ".github/CODEOWNERS";

/** The team `.github/CODEOWNERS` names until the organisation puts its own there. */
export const PLACEHOLDER_TEAM = "@star-education/website-developers";

/** The stand-ins only a developer changes: the code's reviewers on GitHub. */
const codeReviewers: StandInKind = {
  id: "code-reviewers",
  name: {
    en: "For a developer: the code's reviewers",
    es: "Para un desarrollador: quién revisa el código",
  },
  why: {
    en: "GitHub asks a made-up team to review each change to the site's code.",
    es: "GitHub pide a un equipo inventado que revise cada cambio del código del sitio.",
  },
  ask: {
    en: "a developer, who names the organization's own GitHub team in the list of reviewers",
    es: "a un desarrollador, que pone el equipo de GitHub de la organización en la lista de revisores",
  },
};

/** A stand-in outside content/: the placeholder team of the code owners, line by line. */
export function repositoryStandIns(codeOwners: string): StandIn[] {
  return codeOwners.split("\n").flatMap((line, index) =>
    !line.trim().startsWith("#") && line.includes(PLACEHOLDER_TEAM)
      ? [
          {
            file: codeOwnersFile,
            path: [index + 1],
            field: `line ${index + 1}`,
            what: `${PLACEHOLDER_TEAM}: a placeholder team, not the organization's own`,
            kind: codeReviewers,
          },
        ]
      : [],
  );
}

export interface Readiness {
  today: Day;
  standIns: StandIn[];
  /** Dated facts whose last day is before today. */
  passed: DatedFact[];
  /** Dated facts whose last day is today or within their days of warning. */
  soon: DatedFact[];
}

/** What needs the office's attention on `today`, from the given facts and files. */
export function readinessOf(
  today: Day,
  facts: DatedFact[],
  files: Record<string, string>,
  codeOwners: string,
): Readiness {
  const byDay = (a: DatedFact, b: DatedFact) => a.lastDay.localeCompare(b.lastDay);
  return {
    today,
    standIns: [...findStandIns(files), ...repositoryStandIns(codeOwners)],
    passed: facts.filter((fact) => fact.lastDay < today).sort(byDay),
    soon: facts
      .filter((fact) => fact.lastDay >= today && fact.lastDay <= addDays(today, fact.warnDays))
      .sort(byDay),
  };
}

/** What needs the office's attention on `today`, in this repository's content. */
export function readiness(today: Day = pacificDay()): Readiness {
  return readinessOf(
    today,
    datedFacts(today),
    contentFiles(),
    existsSync(codeOwnersFile) ? readFileSync(codeOwnersFile, "utf8") : "",
  );
}

/** Whether anything at all needs attention. */
export const needsAttention = ({ standIns, passed, soon }: Readiness) =>
  standIns.length + passed.length + soon.length > 0;

/** "June 30, 2026": a day as the office reads it. */
export const dayInWords = (day: Day) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

type Log = Pick<Console, "info" | "warn">;

/**
 * What a build says of the content's readiness, before it prerenders a page: the dated facts it
 * leaves out, and the stand-ins, which a production build on Netlify refuses (`rule`) and every
 * other build only warns of. A day that has passed never fails a build.
 */
export function readinessAtBuild(rule: StandInRule, found = readiness(), log: Log = console) {
  if (found.passed.length > 0) {
    log.info(
      [
        `Dated facts whose last day has passed, left out of the pages (npm run readiness lists them):`,
        ...found.passed.map(
          (fact) =>
            `  - ${fact.name.en}, last day ${dayInWords(fact.lastDay)}: ${fact.afterwards.en}`,
        ),
      ].join("\n"),
    );
  }
  const count = found.standIns.length;
  if (count === 0) return;
  if (rule === "refuse") {
    const problem = new Error(
      [
        `This production build publishes nothing: ${count} facts are still stand-ins, which families must never read as real:`,
        ...found.standIns.map((standIn) => `  ${standIn.file}: ${standIn.field}: ${standIn.what}`),
        `Replace them in the editor (npm run readiness says where each is changed). To publish with them on purpose, for a soft launch, set ${PUBLISH_WITH_STAND_INS} to true in Netlify's environment variables (docs/deploying.md).`,
      ].join("\n"),
    );
    problem.stack = problem.message;
    throw problem;
  }
  const files = new Set(found.standIns.map((standIn) => standIn.file)).size;
  const what = `${count} stand-in facts in ${files} ${files === 1 ? "file" : "files"} (555-01xx phones, "pending" licenses, example.org addresses, the placeholder code owners)`;
  log.warn(
    rule === "on purpose"
      ? `${what} are published on purpose, since ${PUBLISH_WITH_STAND_INS} is true: remove that setting once the real values are in. npm run readiness lists each.`
      : `${what}: a production build on Netlify refuses them unless ${PUBLISH_WITH_STAND_INS} is true. npm run readiness lists each.`,
  );
}
