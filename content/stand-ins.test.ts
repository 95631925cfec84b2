import { describe, expect, it } from "vitest";
import { familyResourceTopics } from "./family-help";
import { pricesFile } from "./prices";
import { contentFiles, findStandIns } from "./stand-ins";

// Values no pattern can tell from real ones (prices, the handbook's rules) are stand-ins while
// the switch beside them is on. Which tables and topics are still made up is the office's to
// change; that each one left on is listed is the rule.

const topic = (anchor: string, language: string, standIn: boolean) =>
  `---\nanchor: ${anchor}\norder: 1\ntitle: Help\nstandIn: ${standIn}\n---\nSome help.\n`;

describe("stand-ins marked by their switch", () => {
  it("are listed where the switch is on, by file and field, a help topic once for both languages", () => {
    const found = findStandIns({
      "content/prices.yaml": [
        "galaxy:",
        "  - { district: eusd, registrationFee: 85, standIn: true }",
        "  - { district: wpusd, registrationFee: 75, standIn: false }",
        "nova: { perWeek: 24, standIn: true }",
      ].join("\n"),
      "content/family-help/illness.en.md": topic("illness", "en", true),
      "content/family-help/illness.es.md": topic("illness", "es", true),
      "content/family-help/absences.en.md": topic("absences", "en", false),
      "content/family-help/absences.es.md": topic("absences", "es", false),
    });
    expect(found.map(({ file, field }) => `${file}: ${field}`)).toEqual([
      "content/family-help/illness.en.md: standIn",
      "content/prices.yaml: galaxy.eusd.standIn",
      "content/prices.yaml: nova.standIn",
    ]);
    expect(found[0]!.what).toMatch(/turn it off/);
  });

  it("include every price table and handbook topic of content whose switch is on", () => {
    const listed = new Set(
      findStandIns(contentFiles()).map((standIn) => `${standIn.file}: ${standIn.path.join(".")}`),
    );
    const tables = [
      ...pricesFile.galaxy.flatMap((table, index) =>
        table.standIn ? [`galaxy.${index}.standIn`] : [],
      ),
      ...(["nova", "nsd", "summer"] as const).flatMap((key) =>
        pricesFile[key].standIn ? [`${key}.standIn`] : [],
      ),
    ];
    for (const path of tables) expect(listed).toContain(`content/prices.yaml: ${path}`);
    for (const help of familyResourceTopics.filter((each) => each.standIn)) {
      expect(listed).toContain(`content/family-help/${help.id}.en.md: standIn`);
      expect(listed).not.toContain(`content/family-help/${help.id}.es.md: standIn`);
    }
  });
});
