import { readFileSync } from "node:fs";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { parseContent } from "./read";
import { schoolSites, siteSchema } from "./sites";

// What an office manager sees when an edit is refused, by the editor and by the check of every
// staff edit (`npm run test:content`): the file, the field and what is wrong, in plain words.
// Each mistake is made in a real site's file, as the editor would save it.

const site = schoolSites[0]!;
const file = `content/sites/${site.slug}.yaml`;

function refusal(edit: (document: ReturnType<typeof parseDocument>) => void): string {
  const document = parseDocument(readFileSync(file, "utf8"));
  edit(document);
  try {
    parseContent(file, String(document), siteSchema);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the edit was accepted");
}

describe("a refused edit names the file, the field and what is wrong", () => {
  it("a phone typed as words", () => {
    expect(refusal((document) => document.set("phone", "call us"))).toBe(
      `${file}: phone: phone must look like (916) 555-0100`,
    );
  });

  it("a closing time before the opening time", () => {
    const message = refusal((document) => {
      document.setIn(["hours", "opens"], "15:00");
      document.setIn(["hours", "closes"], "07:00");
    });
    expect(message).toMatch(new RegExp(`^${file}: hours\\.closes: `));
    expect(message).toMatch(/after/);
  });

  it("a text with its Spanish missing", () => {
    expect(refusal((document) => document.setIn(["title", "es"], ""))).toBe(
      `${file}: title.es: the Spanish text is empty`,
    );
  });
});
