import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { standInRule } from "../app/lib/config-schema";
import type { DatedFact } from "../content/dated";
import { datedFacts } from "../content/dated-facts";
import { schoolSites } from "../content/sites";
import { contentFiles, findStandIns } from "../content/stand-ins";
import { addDays } from "../i18n/days";
import { readinessReport } from "./readiness-report";
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
        .replace(/\bExample Parkway\b/g, "Sunset Boulevard"),
    ]),
  );
}

const fact = (lastDay: string, warnDays: number): DatedFact => ({
  name: `A fact until ${lastDay}`,
  file: "content/home.yaml",
  fields: ["registrationLastDay"],
  lastDay,
  afterwards: "the page says something else",
  warnDays,
});

describe("stand-ins", () => {
  it("are found by what they look like, each named by file and field", () => {
    const found = findStandIns({
      "content/sites/made-up.yaml": [
        "address: 12 Example Road",
        "phone: (916) 555-0142",
        "fax: (916) 791-4939",
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
  it("lists the stand-ins, by where the editor changes them, and the dates that have passed", () => {
    const found = readiness();
    const report = readinessReport(found);
    for (const standIn of found.standIns) expect(report).toContain(standIn.file);
    for (const site of schoolSites.filter((each) => /555-01\d\d/.test(each.phone))) {
      expect(report).toContain(site.phone);
      expect(report).toContain(site.title.en);
    }
    for (const passed of found.passed) {
      expect(report).toContain(passed.name);
      expect(report).toContain(passed.file);
    }
    expect(report).toContain(".github/CODEOWNERS");
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
    expect(readinessReport(found)).toMatch(/Nothing needs attention/);
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
