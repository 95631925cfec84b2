import { describe, expect, it } from "vitest";
import { familyResourceHelp, helpForTopic } from "./family-resource-help";
import { familyResourceTopics } from "./family-resources";
import { externalLinks } from "./links";
import { linkTargets, type TextBlock } from "./text-blocks";

function plainText(blocks: TextBlock[]): string {
  return blocks
    .flatMap((block) => (block.kind === "paragraph" ? [block.content] : block.items))
    .flat()
    .map((part) => (typeof part === "string" ? part : part.text))
    .join(" ");
}

describe("Family Resources help text", () => {
  it("keeps the nine anchor ids of the spec, in order", () => {
    expect(familyResourceTopics.map((topic) => topic.id)).toEqual([
      "billing",
      "accountCreation",
      "passwordReset",
      "accountSetup",
      "autopay",
      "register",
      "scheduleChanges",
      "taxinfo",
      "printledger",
    ]);
    expect(Object.keys(familyResourceHelp)).toEqual(familyResourceTopics.map((t) => t.id));
  });

  it("fails loudly for a topic without help text", () => {
    expect(() => helpForTopic("nope")).toThrow(/nope/);
  });

  // Each rule of the account flow and of the validation section, and the topic that states it.
  it.each([
    ["accountCreation", "valid email address"],
    ["accountCreation", "strong password"],
    ["accountCreation", "robot check"],
    ["accountCreation", "validate your account"],
    ["accountSetup", "at least one additional guardian"],
    ["accountSetup", "at least one emergency contact"],
    ["accountSetup", "medical information and parent-sharing information"],
    ["accountSetup", "enrollment is blocked until it is"],
    ["accountSetup", "Guardians must show ID at pick-up and sign children in and out"],
    ["autopay", "Only one card can be authorized for AutoPay at a time"],
    ["autopay", "An end date is required"],
    ["register", "register, pay and sign"],
    ["register", "Summer Camp has a two-day minimum. The Spanish camp has a five-day minimum."],
    ["register", "requires ELO-P qualification"],
    ["scheduleChanges", "Galaxy schedule changes must be in writing to your site director"],
    ["scheduleChanges", "Cancelling Galaxy or Nova takes two weeks' written notice."],
    ["billing", "10% comes off the lesser monthly total"],
    ["billing", "camp fees are billed on the Monday of the start"],
    ["passwordReset", "9 AM-5 PM PST, Monday to Friday"],
  ])("#%s says: %s", (id, text) => {
    expect(plainText(helpForTopic(id))).toContain(text);
  });

  it("links to the Contact and Locations pages", () => {
    const targets = Object.values(familyResourceHelp).flatMap(linkTargets);
    expect(targets).toContain("/contact");
    expect(targets).toContain("/locations");
  });

  it("sends families only to the account hosts of content/links.ts or to pages of this site", () => {
    const hosts = new Set(Object.values(externalLinks));
    for (const target of Object.values(familyResourceHelp).flatMap(linkTargets)) {
      if (target.startsWith("https://")) expect(hosts).toContain(target);
      else expect(target).toMatch(/^(\/[a-z/-]*|#[a-zA-Z]+)$/);
    }
  });

  it("links within the page only to anchors that exist", () => {
    const ids = familyResourceTopics.map((topic) => topic.id);
    const anchors = Object.values(familyResourceHelp)
      .flatMap(linkTargets)
      .filter((target) => target.startsWith("#"));
    for (const anchor of anchors) expect(ids).toContain(anchor.slice(1));
  });
});
