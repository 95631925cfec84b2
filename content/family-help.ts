import { z } from "zod";
import { locales, type Locale } from "../i18n/locale";
import { helpDesk } from "./help-desk";
import type { Text } from "./localize";
import { organisationFacts, perLocale } from "./organisation-facts";
import { filledMarkdown } from "./page-text";
import { ContentError, folderFiles, parseFolder } from "./read";
import { markdownEditor, matching } from "./schema";
import { standInSwitch } from "./stand-ins";
import type { TextBlock } from "./text-blocks";

const folder = "content/family-help";

const anchor = matching(/^[A-Za-z]+$/, "anchor must be letters only, like autopay or accountSetup");

/** One language of a help topic: its front matter, and its help text as `body`. */
const topicFileSchema = z.strictObject({
  order: z.number().int().min(1, "order must be a whole number from 1").meta({
    label: "Place on the page",
    hint: "1 for the first topic, 2 for the next...",
    i18n: "duplicate",
  }),
  title: z.string().trim().min(1, "the title is empty").meta({ label: "Heading", i18n: true }),
  body: z.string().meta({
    label: "Help text",
    hint: "Paragraphs, numbered steps, bulleted lists, bold and links. Link to an account page by name, like [Sign in](link:signIn), to another topic with #autopay, and to a page of this site with /contact. {fullName}, {officeAddress}, {liveChatHours} and {liveChatDays} show those facts.",
    ...markdownEditor,
    i18n: true,
  }),
  standIn: standInSwitch.optional().meta({
    hint: "On while the rules this topic states are examples written for the demo. Once the organization has checked them (and you have put in its own), turn this off and publish: the readiness report stops listing the topic, and the live site may show it.",
    i18n: "duplicate",
  }),
  // What families never read, last: the end of the topic's address.
  anchor: anchor.meta({
    label: "Anchor",
    hint: "Letters only, like autopay or accountSetup: the end of the topic's link and the name of its files. Write it once for a new topic; never change it afterwards, as other pages link to it.",
    i18n: "duplicate",
  }),
});

type TopicFile = { file: string; value: z.output<typeof topicFileSchema> };

/** What both languages of a topic share, and so must agree on. */
const sharedFields = ["anchor", "order", "standIn"] as const;

/** The facts help text can show: "Provider: {fullName}, {officeAddress}." */
const facts = perLocale((locale) => ({
  fullName: organisationFacts[locale].fullName,
  officeAddress: organisationFacts[locale].officeAddress,
  liveChatHours: helpDesk.liveChat.hours[locale],
  liveChatDays: helpDesk.liveChat.days[locale],
}));

function languageOf(file: string): Locale {
  const locale = locales.find((candidate) => file.endsWith(`.${candidate}.md`));
  if (!locale) {
    throw new ContentError(file, [
      `the name must end in ${locales.map((l) => `.${l}.md`).join(" or ")}, for the language of its text`,
    ]);
  }
  return locale;
}

function helpText(en: TopicFile, es: TopicFile): Text<TextBlock[]> {
  const help = filledMarkdown(facts).safeParse({ en: en.value.body, es: es.value.body });
  if (help.success) return help.data;
  const versions: Record<Locale, TopicFile> = { en, es };
  // An issue about one language starts its path with that language; one about both (their
  // placeholders differ) is told in the translation.
  const fileOf = (path: readonly PropertyKey[]) =>
    versions[locales.find((locale) => path[0] === locale) ?? "es"].file;
  const file = fileOf(help.error.issues[0]!.path);
  throw new ContentError(
    file,
    help.error.issues
      .filter((issue) => fileOf(issue.path) === file)
      .map((issue) => `body: ${issue.message}`),
  );
}

/**
 * Reads the help topics from their files (by path, as `folderFiles` reads them), both languages of
 * each, and checks that no language is missing and that both agree on what they share.
 */
export function readFamilyHelp(files: Record<string, string>) {
  const byName = new Map<string, Partial<Record<Locale, TopicFile>>>();
  for (const { name, file, value } of parseFolder(folder, files, topicFileSchema)) {
    if (value.anchor !== name) {
      throw new ContentError(file, [
        `anchor: the anchor (${value.anchor}) must be the start of the file's name (${name})`,
      ]);
    }
    byName.set(name, { ...byName.get(name), [languageOf(file)]: { file, value } });
  }
  const topics = [...byName].map(([name, versions]) => {
    for (const locale of locales) {
      if (!versions[locale]) {
        throw new ContentError(`${folder}/${name}.${locale}.md`, [
          "is missing: every help topic has an English file (.en.md) and a Spanish one (.es.md)",
        ]);
      }
    }
    const { en, es } = versions as Record<Locale, TopicFile>;
    for (const field of sharedFields) {
      if (en.value[field] !== es.value[field]) {
        throw new ContentError(es.file, [
          `${field}: must be the same in both languages; ${en.file} has ${en.value[field]}`,
        ]);
      }
    }
    return {
      id: name,
      order: en.value.order,
      title: { en: en.value.title, es: es.value.title },
      help: helpText(en, es),
      /** Whether its rules are still the demo's examples (content/stand-ins.ts). */
      standIn: en.value.standIn ?? false,
    };
  });
  topics.sort((a, b) => a.order - b.order);
  const twice = topics.find((topic, index) => topics[index - 1]?.order === topic.order);
  if (twice) {
    const names = topics.filter((topic) => topic.order === twice.order).map((topic) => topic.id);
    throw new Error(`${folder}: ${names.join(" and ")} have the same order (${twice.order})`);
  }
  return topics;
}

/**
 * The help topics of the Family Resources page, in page order: one Markdown file per topic and
 * language (autopay.en.md, autopay.es.md). The file's name is the topic's anchor
 * (/about/parent-resources#autopay), the same in both languages, linked from other pages and
 * from the site search.
 */
export const familyResourceTopics = readFamilyHelp(folderFiles(folder));

export type FamilyResourceTopic = (typeof familyResourceTopics)[number];

export function familyResourceHref(id: string): string {
  if (!familyResourceTopics.some((topic) => topic.id === id)) {
    throw new Error(`There is no Family Resources topic "${id}" in ${folder}`);
  }
  return `/about/parent-resources#${id}`;
}
