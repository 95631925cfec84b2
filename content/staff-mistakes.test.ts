import { phoneShape } from "./fields";
import { readFileSync } from "node:fs";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { linksSchema } from "./links";
import { noticeSchema } from "./notice";
import { parseContent } from "./read";
import { schoolSites, siteSchema } from "./sites";

// What an office manager sees when an edit is refused, by the editor and by the check of every
// staff edit (`npm run test:content`): the file, the field and what is wrong, in plain words.
// Each mistake is made in a real site's file, as the editor would save it.

const site = schoolSites[0]!;
const file = `content/sites/${site.slug}.yaml`;

type Edit = (document: ReturnType<typeof parseDocument>) => void;

/** The message a content file gets after an edit, or undefined when it is accepted. */
function outcome(path: string, schema: Parameters<typeof parseContent>[2], edit: Edit) {
  const document = parseDocument(readFileSync(path, "utf8"));
  edit(document);
  try {
    parseContent(path, String(document), schema);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function refusal(edit: Edit): string {
  const message = outcome(file, siteSchema, edit);
  if (message === undefined) throw new Error("the edit was accepted");
  return message;
}

describe("a refused edit names the file, the field and what is wrong", () => {
  it("a phone typed as words", () => {
    expect(refusal((document) => document.set("phone", "call us"))).toBe(
      `${file}: phone: ${phoneShape}`,
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

describe("an address that would lead elsewhere than it says is refused", () => {
  const noticeFile = "content/notice.yaml";
  const withLink = (linkTo: string) =>
    outcome(noticeFile, noticeSchema, (document) => {
      document.set("message", { en: "Closed Friday.", es: "Cerrado el viernes." });
      document.set("start", "2026-12-01");
      document.set("end", "2026-12-02");
      document.set("linkText", { en: "See the calendar", es: "Vea el calendario" });
      document.set("linkTo", linkTo);
    });

  it.each(["//evil.example/pay", "/\\evil.example/pay", "/\\/evil.example", "http://evil.example"])(
    "a notice's link to another site, written as if it were a page of this one (%s)",
    (linkTo) => {
      expect(withLink(linkTo)).toBe(
        `${noticeFile}: linkTo: must be a page of this site (/calendar) or a web address starting with https://`,
      );
    },
  );

  it.each(["/calendar", "/programs/galaxy#pricing", "https://www.eurekausd.org/calendar"])(
    "a notice's link to a page of this site or to a web address (%s)",
    (linkTo) => expect(withLink(linkTo)).toBeUndefined(),
  );

  const linksFile = "content/links.yaml";
  const withHelpDesk = (address: string) =>
    outcome(linksFile, linksSchema, (document) => document.set("helpDeskHost", address));

  it.each([
    "https://*",
    "https://*.example.org",
    "https://user@evil.example",
    "http://help.example.org",
    "https://localhost",
  ])(
    "a help desk that is not one website, which the Contact page's policy would allow (%s)",
    (address) => {
      expect(withHelpDesk(address)).toBe(
        `${linksFile}: helpDeskHost: must be a web address starting with https:// and naming one website, like https://help.example.org`,
      );
    },
  );

  it("a help desk named by its address", () => {
    expect(withHelpDesk("https://star-education.freshdesk.com")).toBeUndefined();
  });
});
