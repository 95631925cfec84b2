// The readiness report as the body of the weekly GitHub issue, which the workflow's bot posts
// (.github/workflows/readiness.yml). The report quotes what staff wrote in content, and GitHub
// reads an issue as Markdown: a value could mention a person or team from the bot's account, show
// a link whose words hide where it leads, load an image from elsewhere, or carry HTML. So every
// character that starts such a thing is shown as itself, while the report's own headings, lists,
// bold and code keep their look.

/** Starts a link or an image ([…](…)), HTML or a <…> link, or a character reference (&#64;). */
const MARKUP = /[\\[\]<>&]/g;
/**
 * Where GitHub would mention someone (an @ not after a letter, digit or _), or link a bare web
 * address: a word joiner, which shows nothing, keeps the @, the :// or the www. from being read.
 */
const MENTION = /(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g;
const BARE_ADDRESS = /:(?=\/\/)|\b(www)(?=\.)/gi;
const JOINER = "\u2060";

/** The report's Markdown, with every value it quotes shown as text. */
export function issueBody(report) {
  return report
    .replace(MARKUP, (character) => `\\${character}`)
    .replace(MENTION, `@${JOINER}`)
    .replace(BARE_ADDRESS, (found) => `${found}${JOINER}`);
}
