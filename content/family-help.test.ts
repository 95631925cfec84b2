import { describe, expect, it } from "vitest";
import { familyResourceHref, familyResourceTopics, readFamilyHelp } from "./family-help";
import { externalLinks } from "./links";
import { localize } from "./localize";
import { mainOffice } from "./sites";
import { linkTargets, type TextBlock } from "./text-blocks";

function plainText(blocks: TextBlock[]): string {
  return blocks
    .flatMap((block) => (block.kind === "paragraph" ? [block.content] : block.items))
    .flat()
    .map((part) => (typeof part === "string" ? part : "text" in part ? part.text : part.strong))
    .join(" ");
}

const english = localize(familyResourceTopics, "en");
const spanish = localize(familyResourceTopics, "es");
const helpIn = (topics: typeof english, id: string) =>
  plainText(topics.find((topic) => topic.id === id)!.help);
const allTargets = [...english, ...spanish].flatMap((topic) => linkTargets(topic.help));

/** A topic file as the CMS writes it. */
function topicFile(anchor: string, order: number, title: string, body: string) {
  return `---\nanchor: ${anchor}\norder: ${order}\ntitle: ${title}\n---\n${body}\n`;
}

describe("Family Resources help topics", () => {
  it("keeps the nine anchor ids of the spec, in order, in both languages", () => {
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
    for (const topic of familyResourceTopics) {
      expect(topic.title.es).not.toBe(topic.title.en);
      expect(topic.help.es.length).toBeGreaterThan(0);
    }
  });

  it("links to a topic by its anchor, and fails loudly for one that does not exist", () => {
    expect(familyResourceHref("autopay")).toBe("/about/parent-resources#autopay");
    expect(() => familyResourceHref("nope")).toThrow(/nope/);
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
    expect(helpIn(english, id)).toContain(text);
  });

  it.each([
    ["accountSetup", "al menos un tutor adicional"],
    ["accountSetup", "al menos un contacto de emergencia"],
    ["autopay", "Solo se puede autorizar una tarjeta a la vez para AutoPay"],
    ["register", "El Campamento de verano requiere un mínimo de dos días"],
    ["scheduleChanges", "aviso por escrito con dos semanas de anticipación"],
    ["passwordReset", "9 AM-5 PM PST, de lunes a viernes"],
  ])("#%s says in Spanish: %s", (id, text) => {
    expect(helpIn(spanish, id)).toContain(text);
  });

  it("names the provider with the main office's address in both languages", () => {
    const address = `${mainOffice.address}, ${mainOffice.city}, ${mainOffice.state} ${mainOffice.zip}`;
    expect(helpIn(english, "taxinfo")).toContain(`Provider: STAR Education, ${address}.`);
    expect(helpIn(spanish, "taxinfo")).toContain(`Proveedor: STAR Education, ${address}.`);
  });

  it("links to the Contact and Locations pages in both languages", () => {
    for (const topics of [english, spanish]) {
      const targets = topics.flatMap((topic) => linkTargets(topic.help));
      expect(targets).toContain("/contact");
      expect(targets).toContain("/locations");
    }
  });

  it("sends families only to the account hosts of content/links.yaml or to pages of this site", () => {
    const hosts = new Set(Object.values(externalLinks));
    for (const target of allTargets) {
      if (target.startsWith("https://")) expect(hosts).toContain(target);
      else expect(target).toMatch(/^(\/[a-z/-]*|#[a-zA-Z]+)$/);
    }
  });

  it("links within the page only to anchors that exist", () => {
    const ids = familyResourceTopics.map((topic) => topic.id);
    for (const anchor of allTargets.filter((target) => target.startsWith("#"))) {
      expect(ids).toContain(anchor.slice(1));
    }
  });
});

describe("reading the help topic files", () => {
  const both = (anchor: string, order = 1) => ({
    [`content/family-help/${anchor}.en.md`]: topicFile(anchor, order, "Help", "Some help."),
    [`content/family-help/${anchor}.es.md`]: topicFile(anchor, order, "Ayuda", "Algo de ayuda."),
  });

  it("puts the topics in the order their files give", () => {
    const topics = readFamilyHelp({ ...both("zebra", 1), ...both("apple", 2) });
    expect(topics.map((topic) => topic.id)).toEqual(["zebra", "apple"]);
    expect(topics[0]!.title).toEqual({ en: "Help", es: "Ayuda" });
  });

  it("names the missing language's file", () => {
    const englishOnly = Object.entries(both("autopay")).filter(([path]) => path.endsWith(".en.md"));
    expect(() => readFamilyHelp(Object.fromEntries(englishOnly))).toThrow(
      "content/family-help/autopay.es.md: is missing",
    );
  });

  it("names the translation whose shared field disagrees", () => {
    const files = both("autopay", 3);
    files["content/family-help/autopay.es.md"] = topicFile("autopay", 4, "Ayuda", "Algo.");
    expect(() => readFamilyHelp(files)).toThrow(
      "content/family-help/autopay.es.md: order: must be the same in both languages",
    );
  });

  it("names a file whose anchor is not its name", () => {
    const files = both("autopay");
    files["content/family-help/autopay.en.md"] = topicFile("billing", 1, "Help", "Some help.");
    expect(() => readFamilyHelp(files)).toThrow("content/family-help/autopay.en.md: anchor:");
  });

  it("names the file and the fact a help text cannot show", () => {
    const files = both("autopay");
    files["content/family-help/autopay.es.md"] = topicFile(
      "autopay",
      1,
      "Ayuda",
      "Llame al {phone}.",
    );
    expect(() => readFamilyHelp(files)).toThrow(
      /content\/family-help\/autopay\.es\.md:[\s\S]*\{phone\} is not a fact this text can show/,
    );
  });

  it("names the file with Markdown the page cannot show", () => {
    const files = both("autopay");
    files["content/family-help/autopay.en.md"] = topicFile("autopay", 1, "Help", "# A heading");
    expect(() => readFamilyHelp(files)).toThrow(
      "content/family-help/autopay.en.md: body: A heading (#) cannot be used here",
    );
  });

  it("refuses two topics in the same place", () => {
    expect(() => readFamilyHelp({ ...both("apple", 1), ...both("pear", 1) })).toThrow(
      "content/family-help: apple and pear have the same order (1)",
    );
  });
});
