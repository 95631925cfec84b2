import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { standInRule } from "../app/lib/config-schema";
import type { DatedFact } from "../content/dated";
import { datedFacts } from "../content/dated-facts";
import { schoolSites } from "../content/sites";
import { contentFiles, findStandIns } from "../content/stand-ins";
import { addDays } from "../i18n/days";
import { placeStatuses } from "../content/places";
import { readinessMarkdown, readinessReport } from "./readiness-report";
import {
  PLACEHOLDER_TEAM,
  needsAttention,
  readiness,
  readinessAtBuild,
  readinessOf,
  repositoryStandIns,
} from "./readiness-findings";

// The office's readiness report and what a build does with the same findings. Facts come from
// content (which sites still have a stand-in phone is staff's to change); the rules are the tests'.

const codeOwners = readFileSync(".github/CODEOWNERS", "utf8");

/** Content and code owners as they will be once the organisation has given every real value. */
function supplied(files: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(files).map(([file, text]) => [
      file,
      text
        .replace(/555-01(\d\d)/g, "791-49$1")
        .replace(/example\.org/g, "stareducation.org")
        .replace(/^licNum: pending$/m, "licNum: 313600001")
        .replace(/\bExample Parkway\b/g, "Sunset Boulevard")
        .replace(/^(\s*)standIn: true$/gm, "$1standIn: false"),
    ]),
  );
}

const fact = (lastDay: string, warnDays: number): DatedFact => ({
  name: { en: `A fact until ${lastDay}`, es: `Un dato hasta el ${lastDay}` },
  file: "content/home.yaml",
  fields: ["registrationLastDay"],
  lastDay,
  afterwards: { en: "the page says something else", es: "la página dice otra cosa" },
  warnDays,
});

describe("stand-ins", () => {
  it("are found by what they look like, each named by file and field", () => {
    const found = findStandIns({
      "content/sites/made-up.yaml": [
        "address: 12 Example Road",
        "phone: (916) 555-0142",
        "fax: (530) 640-0188",
        "email: someone@star.example.org",
        "licNum: pending",
        "hours:",
        "  opens: '07:00'",
      ].join("\n"),
      "content/districts.yaml": [
        "districts:",
        "  - id: west",
        "    phone: (916) 555-0199",
        "    website: https://www.wpusd.org",
      ].join("\n"),
    });
    expect(found.map(({ file, field }) => `${file}: ${field}`)).toEqual([
      "content/districts.yaml: districts.west.phone",
      "content/sites/made-up.yaml: address",
      "content/sites/made-up.yaml: phone",
      "content/sites/made-up.yaml: email",
      "content/sites/made-up.yaml: licNum",
    ]);
    expect(found.map((standIn) => standIn.what).join("\n")).toMatch(/phone.*\n.*street.*\n/);
  });

  it("include the placeholder team of the code owners, but not where a comment names it", () => {
    const found = repositoryStandIns(
      `# ${PLACEHOLDER_TEAM} is a placeholder\n* ${PLACEHOLDER_TEAM}\n`,
    );
    expect(found.map((standIn) => standIn.field)).toEqual(["line 2"]);
  });

  it("are every school site's 555-01xx phone and pending license, as content holds them now", () => {
    const found = readiness().standIns.map(({ file, field }) => `${file}: ${field}`);
    for (const site of schoolSites) {
      const file = `content/sites/${site.slug}.yaml`;
      if (/555-01\d\d/.test(site.phone)) expect(found).toContain(`${file}: phone`);
      if (site.licNum === "pending") expect(found).toContain(`${file}: licNum`);
    }
  });
});

describe("dated facts in the report", () => {
  const today = "2027-03-10";

  it("have passed the day after their last day, and are listed ahead by their days of warning", () => {
    const facts = [
      fact("2027-03-09", 30),
      fact("2027-03-10", 30),
      fact("2027-04-09", 30),
      fact("2027-04-10", 30),
      fact("2027-03-12", 0),
    ];
    const found = readinessOf(today, facts, {}, "");
    expect(found.passed.map((each) => each.lastDay)).toEqual(["2027-03-09"]);
    expect(found.soon.map((each) => each.lastDay)).toEqual(["2027-03-10", "2027-04-09"]);
  });
});

describe("the report", () => {
  const found = readiness();
  const english = readinessReport(found, "en");
  const spanish = readinessReport(found, "es");
  const markdown = readinessMarkdown(english);

  it("names no file and no raw value: the editor's names of collections, entries and fields", () => {
    expect(markdown).not.toMatch(/content\/|\.ya?ml\b|\.md\b|CODEOWNERS|\b\d{4}-\d{2}-\d{2}\b/);
    for (const status of placeStatuses) expect(markdown).not.toContain(`: ${status} (`);
    for (const site of schoolSites.filter((each) => /555-01\d\d/.test(each.phone))) {
      expect(markdown).not.toContain(site.phone);
      expect(markdown).toMatch(new RegExp(`Sites and main office → ${site.title.en}: Site phone`));
    }
    for (const passed of found.passed.filter((each) => !each.place)) {
      expect(markdown).toContain(passed.name.en);
    }
  });

  it("says whom to ask for every made-up value, kind by kind, in each language", () => {
    const kinds = new Set(found.standIns.map((standIn) => standIn.kind.id));
    for (const report of [english, spanish]) {
      const sections = report.sections.filter((section) => section.id.startsWith("stand-ins-"));
      expect(sections.map((section) => section.id.slice("stand-ins-".length)).sort()).toEqual(
        [...kinds].sort(),
      );
      for (const section of sections) expect(section.ask).toMatch(/^(Ask|Pregunte) \S/);
    }
    const license = spanish.sections.find((section) => section.id === "stand-ins-license")!;
    expect(license.ask).toMatch(/Community Care Licensing/);
    expect(license.items[0]!.title).toMatch(/^Sitios y oficina principal → .*: Número de licencia/);
  });

  it("counts the statuses of places that go out of date soon, site by site, by the editor's names", () => {
    const soonest = datedFacts()
      .filter((fact) => fact.place)
      .map((fact) => fact.lastDay)
      .sort()
      .at(-1)!;
    const soon = readinessOf(addDays(soonest, -3), datedFacts(), {}, "");
    const report = readinessReport(soon, "en");
    const places = report.sections.find((section) => section.id === "places")!;
    const statuses = [...soon.passed, ...soon.soon].filter((fact) => fact.place);
    expect(places.heading).toMatch(new RegExp(`^${statuses.length} status`));
    expect(places.ask).toMatch(/^Ask the site director/);
    const line = places.items.map((item) => item.detail).join(" ");
    expect(line).toMatch(/Places available|Few places left|Waitlist|Full/);
    // Never the file's own words: "galaxy: available (2026-09-30)".
    expect(line).not.toMatch(/\b(galaxy|nova|nsd|summer): |: (available|few|waitlist|full)\b/);
    expect(places.items[0]!.where!.address).toMatch(/^#\/collections\/places\/entries\//);
  });

  it("says nothing needs attention once every value is real and no date is near", () => {
    const files = supplied({ ...contentFiles() });
    expect(findStandIns(files)).toEqual([]);
    const facts = datedFacts();
    const quiet = addDays(facts.map((each) => each.lastDay).sort()[0]!, -31);
    const found = readinessOf(
      quiet,
      facts,
      files,
      codeOwners.replaceAll(PLACEHOLDER_TEAM, "@stareducation/web"),
    );
    expect(needsAttention(found)).toBe(false);
    expect(readinessMarkdown(readinessReport(found))).toMatch(/Nothing needs attention/);
  });
});

describe("a build", () => {
  const found = readinessOf(
    "2027-03-10",
    [fact("2027-03-01", 30)],
    { "content/sites/made-up.yaml": "phone: (916) 555-0142\nlicNum: pending\n" },
    "",
  );
  const log = () => ({ info: vi.fn(), warn: vi.fn() });

  it("in production on Netlify refuses stand-ins, naming each by file and field", () => {
    expect(() => readinessAtBuild("refuse", found, log())).toThrow(
      /content\/sites\/made-up\.yaml: phone: .*\n.*content\/sites\/made-up\.yaml: licNum: .*\n.*PUBLISH_WITH_STAND_INS/,
    );
  });

  it("anywhere else warns and goes on", () => {
    const said = log();
    readinessAtBuild("warn", found, said);
    expect(said.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^2 stand-in facts in 1 file .*refuses/),
    );
  });

  it("in production with the setting for a soft launch publishes them, saying it does on purpose", () => {
    const said = log();
    readinessAtBuild("on purpose", found, said);
    expect(said.warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^2 stand-in facts .* published on purpose, since PUBLISH_WITH_STAND_INS is true/,
      ),
    );
  });

  it("says which dated facts it left out, and never fails for a day that has passed", () => {
    const said = log();
    const onlyDates = { ...found, standIns: [] };
    readinessAtBuild("refuse", onlyDates, said);
    expect(said.info).toHaveBeenCalledWith(expect.stringContaining("A fact until 2027-03-01"));
    expect(said.warn).not.toHaveBeenCalled();
  });
});

describe("the rule for stand-ins, from Netlify's environment", () => {
  it.each([
    [{ CONTEXT: "production" }, "refuse"],
    [{ CONTEXT: "production", PUBLISH_WITH_STAND_INS: "true" }, "on purpose"],
    [{ CONTEXT: "production", PUBLISH_WITH_STAND_INS: "false" }, "refuse"],
    [{ CONTEXT: "production", PUBLISH_WITH_STAND_INS: "" }, "refuse"],
    [{ CONTEXT: "deploy-preview" }, "warn"],
    [{ CONTEXT: "branch-deploy" }, "warn"],
    [{}, "warn"],
  ])("%o: %s", (env, rule) => {
    expect(standInRule(env)).toBe(rule);
  });

  it.each(["yes", " true ", "true\n", "TRUE", "1", " "])(
    "names the setting when its value is not exactly true or false (%j)",
    (value) => {
      expect(() => standInRule({ CONTEXT: "production", PUBLISH_WITH_STAND_INS: value })).toThrow(
        /PUBLISH_WITH_STAND_INS: write true \(only that\)/,
      );
    },
  );
});
