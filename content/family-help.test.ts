import { describe, expect, it } from "vitest";
import { familyResourceHref, familyResourceTopics, readFamilyHelp } from "./family-help";
import { helpDesk } from "./help-desk";
import { externalLinks } from "./links";
import { localize } from "./localize";
import { organisation } from "./organisation";
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
/** The numbers a text shows, in order of size, so two languages can be compared. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
const allTargets = [...english, ...spanish].flatMap((topic) => linkTargets(topic.help));

/** A topic file as the CMS writes it. */
function topicFile(anchor: string, order: number, title: string, body: string) {
  return `---\nanchor: ${anchor}\norder: ${order}\ntitle: ${title}\n---\n${body}\n`;
}

describe("Family Resources help topics", () => {
  it("keeps the nine anchor ids of the spec, in the order of the files, in both languages", () => {
    expect(familyResourceTopics.map((topic) => topic.id)).toEqual(
      expect.arrayContaining([
        "billing",
        "accountCreation",
        "passwordReset",
        "accountSetup",
        "autopay",
        "register",
        "scheduleChanges",
        "taxinfo",
        "printledger",
      ]),
    );
    const order = familyResourceTopics.map((topic) => topic.order);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const topic of familyResourceTopics) {
      expect(topic.title.es).not.toBe(topic.title.en);
      expect(topic.help.es.length).toBeGreaterThan(0);
    }
  });

  it("links to a topic by its anchor, and fails loudly for one that does not exist", () => {
    expect(familyResourceHref("autopay")).toBe("/about/parent-resources#autopay");
    expect(() => familyResourceHref("nope")).toThrow(/nope/);
  });

  // The rules each topic states are the office's words; what must hold is that both languages
  // say the same thing: the same steps and lists, the same links and the same numbers.
  it.each(familyResourceTopics.map((topic) => [topic.id, topic] as const))(
    "#%s says the same in English and Spanish: blocks, links and numbers",
    (_id, topic) => {
      const shape = (blocks: TextBlock[]) =>
        blocks.map((block) =>
          block.kind === "paragraph" ? block.kind : `${block.kind} of ${block.items.length}`,
        );
      expect(shape(topic.help.es)).toEqual(shape(topic.help.en));
      expect(linkTargets(topic.help.es)).toEqual(linkTargets(topic.help.en));
      expect(numbers(plainText(topic.help.es))).toEqual(numbers(plainText(topic.help.en)));
    },
  );

  it("fills every fact a help text shows", () => {
    for (const topics of [english, spanish]) {
      for (const topic of topics) expect(plainText(topic.help)).not.toMatch(/[{}]/);
    }
  });

  it("names the provider with the main office's address in both languages", () => {
    const address = `${mainOffice.address}, ${mainOffice.city}, ${mainOffice.state} ${mainOffice.zip}`;
    const [topic] = readFamilyHelp({
      "content/family-help/taxinfo.en.md": topicFile(
        "taxinfo",
        1,
        "Tax information",
        "Provider: {fullName}, {officeAddress}. Chat {liveChatHours}, {liveChatDays}.",
      ),
      "content/family-help/taxinfo.es.md": topicFile(
        "taxinfo",
        1,
        "Información de impuestos",
        "Proveedor: {fullName}, {officeAddress}. Chat {liveChatHours}, {liveChatDays}.",
      ),
    });
    const help = localize(topic!.help, "en");
    expect(plainText(help)).toBe(
      `Provider: ${organisation.fullName}, ${address}. Chat ${helpDesk.liveChat.hours.en}, ${helpDesk.liveChat.days.en}.`,
    );
    expect(plainText(localize(topic!.help, "es"))).toBe(
      `Proveedor: ${organisation.fullName}, ${address}. Chat ${helpDesk.liveChat.hours.es}, ${helpDesk.liveChat.days.es}.`,
    );
  });

  it("links to the same pages and hosts in both languages", () => {
    const targets = (topics: typeof english) =>
      topics.flatMap((topic) => linkTargets(topic.help)).sort();
    expect(targets(spanish)).toEqual(targets(english));
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
