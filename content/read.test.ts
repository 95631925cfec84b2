import { phoneShape } from "./fields";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseContent as readContent, readFolder } from "./read";
import { optional, phone, template, text } from "./schema";
import { siteSchema } from "./sites";

const sitesFile = z.strictObject({
  sites: z.array(z.strictObject({ slug: z.string(), phone, fax: optional(phone) })),
});

// The files read here are made up (content/x.yaml, with its own schema): the tests fix how the
// reader checks and names a mistake, not any fact of the real content. "(916) 555-0100" is the
// phone format's own example (in the code of content/fields.ts, not a site's phone), which its
// message gives.
describe("reading a content file", () => {
  it("returns the checked content", () => {
    const yaml = "sites:\n  - slug: second-site\n    phone: (530) 555-0147\n";
    expect(readContent("content/x.yaml", yaml, sitesFile)).toEqual({
      sites: [{ slug: "second-site", phone: "(530) 555-0147", fax: null }],
    });
  });

  it("names the file, the entry by its slug and the field of a bad value", () => {
    const yaml =
      "sites:\n  - slug: first-site\n    phone: (530) 555-0148\n  - slug: second-site\n    phone: 555-0147\n";
    expect(() => readContent("content/x.yaml", yaml, sitesFile)).toThrow(
      `content/x.yaml: sites.second-site.phone: ${phoneShape}`,
    );
  });

  it("counts entries without a name from 1", () => {
    const schema = z.strictObject({ board: z.array(z.strictObject({ bio: z.string().min(1) })) });
    expect(() =>
      readContent("content/b.yaml", "board:\n  - bio: x\n  - bio: ''\n", schema),
    ).toThrow("content/b.yaml: board.#2.bio");
  });

  it("refuses a field the schema does not know, so a misspelt name is not silently dropped", () => {
    expect(() =>
      readContent(
        "content/x.yaml",
        "sites:\n  - slug: a\n    phone: (530) 555-0147\n    phnoe: x\n",
        sitesFile,
      ),
    ).toThrow(/content\/x\.yaml: sites\.a: Unrecognized key: "phnoe"/);
  });

  it("says where the YAML itself is broken", () => {
    expect(() => readContent("content/x.yaml", "sites: [\n", sitesFile)).toThrow(
      /^content\/x\.yaml: /,
    );
  });

  it("reads Markdown with front matter into fields and a body", () => {
    const schema = z.strictObject({
      title: z.string(),
      body: z.string().meta({ widget: "markdown" }),
    });
    expect(
      readContent("content/t.md", "---\ntitle: AutoPay\n---\nSet it up once.\n", schema),
    ).toEqual({
      title: "AutoPay",
      body: "Set it up once.\n",
    });
  });

  it("reads a folder in the order of its file names", () => {
    // With the folder's own schema: the reader keeps the last schema each folder was read with,
    // which the editor's tests hold the editor against (admin/collections.test.ts).
    const read = readFolder("content/sites", siteSchema);
    const names = read.map((entry) => entry.name);
    expect(read.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort());
    for (const entry of read) {
      expect(entry.file).toBe(`content/sites/${entry.name}.yaml`);
      expect(entry.value.slug).toBe(entry.name);
    }
  });
});

describe("texts in two languages", () => {
  const file = z.strictObject({ title: text() });

  it("needs both the English and the Spanish text", () => {
    expect(() => readContent("content/p.yaml", "title:\n  en: Nova\n", file)).toThrow(
      "content/p.yaml: title.es:",
    );
    expect(() => readContent("content/p.yaml", "title:\n  en: Nova\n  es: ' '\n", file)).toThrow(
      "content/p.yaml: title.es: the Spanish text is empty",
    );
  });

  it("leaves out an optional text when both languages are empty, and not when one is", () => {
    const schema = z.strictObject({ note: optional(text()) });
    expect(readContent("content/p.yaml", "note:\n  en: ''\n  es: ''\n", schema)).toEqual({
      note: null,
    });
    expect(() => readContent("content/p.yaml", "note:\n  en: Hi\n  es: ''\n", schema)).toThrow(
      "note.es: the Spanish text is empty",
    );
  });

  it("lets a template use only the facts it is given, the same in both languages", () => {
    const schema = z.strictObject({ line: template("siteCount") });
    expect(
      readContent(
        "c.yaml",
        "line:\n  en: All {siteCount} sites\n  es: Los {siteCount} sitios\n",
        schema,
      ),
    ).toEqual({ line: { en: "All {siteCount} sites", es: "Los {siteCount} sitios" } });
    expect(() =>
      readContent("c.yaml", "line:\n  en: All {sites} sites\n  es: Los {sites} sitios\n", schema),
    ).toThrow("{sites} is not a fact this text can show; it can use {siteCount}");
    expect(() =>
      readContent("c.yaml", "line:\n  en: All {siteCount} sites\n  es: Todos los sitios\n", schema),
    ).toThrow("the English and Spanish texts must use the same {placeholders}");
  });
});

describe("every text is plain text", () => {
  const schema = z.strictObject({
    title: text(),
    intro: text().meta({ widget: "text" }),
    help: optional(text().meta({ widget: "markdown" })),
    sites: z.array(z.strictObject({ slug: z.string(), name: z.string() })),
  });
  const file = (title: string, intro = "One.", name = "First site") =>
    [
      `title: { en: ${JSON.stringify(title)}, es: Título }`,
      `intro: { en: ${JSON.stringify(intro)}, es: Uno. }`,
      `sites: [{ slug: first-site, name: ${JSON.stringify(name)} }]`,
    ].join("\n");

  it.each([
    ["a line feed", "Staff training\nBEGIN:VALARM"],
    ["a carriage return", "Staff training\rX"],
    ["both", "Staff training\r\nEND:VEVENT"],
    ["a line separator", "Staff training\u2028X"],
  ])("refuses %s in a field of one line, naming the field", (_what, title) => {
    expect(() => readContent("content/x.yaml", file(title), schema)).toThrow(
      /^content\/x\.yaml: title\.en: (is one line; remove the line break|holds an invisible character)/,
    );
  });

  it.each([
    ["a bell", "\u0007", "U+0007"],
    ["an escape", "\u001b[31m", "U+001B"],
    ["a right-to-left override", "\u202Eevil", "U+202E"],
    ["a C1 control", "\u0085", "U+0085"],
  ])("refuses %s anywhere, even in several lines", (_what, hidden, code) => {
    expect(() => readContent("content/x.yaml", file("Title", `One.${hidden}`), schema)).toThrow(
      `content/x.yaml: intro.en: holds an invisible character (${code}) that is not text; retype the text without it`,
    );
    expect(() =>
      readContent("content/x.yaml", file("Title", "One.", `Site${hidden}`), schema),
    ).toThrow(`content/x.yaml: sites.first-site.name: holds an invisible character (${code})`);
  });

  it("lets a paragraph and help text run over several lines, and keeps tabs", () => {
    const value = readContent(
      "content/x.yaml",
      `${file("Title\twith a tab", "One.\nTwo.")}\nhelp: { en: "- a\\n- b", es: "- a\\n- b" }`,
      schema,
    );
    expect(value.intro.en).toBe("One.\nTwo.");
    expect(value.help?.en).toBe("- a\n- b");
  });

  it("reads help text saved with Windows line ends as lines", () => {
    const markdown = z.strictObject({
      title: z.string(),
      body: z.string().meta({ widget: "markdown" }),
    });
    expect(
      readContent("content/t.md", "---\r\ntitle: AutoPay\r\n---\r\nOne.\r\nTwo.\r\n", markdown)
        .body,
    ).toBe("One.\nTwo.\n");
  });
});

describe("the content folder", () => {
  it("holds no hidden file, which tools such as Prettier would read as their settings", () => {
    const folder = process.env.STAR_CONTENT_FOLDER ?? "content";
    const hidden = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.split(path.sep).some((part) => part.startsWith(".")),
    );
    expect(hidden).toEqual([]);
  });
});
