import { marked, type Token, type Tokens } from "marked";
import { linkHref, linkHrefRule, type Inline, type TextBlock } from "./text-blocks";

/**
 * Help text is written in a small part of Markdown: paragraphs, numbered and bulleted lists,
 * links and bold. It becomes the blocks TextBlocks draws, so every page shows help text the
 * same way. Anything else (headings, images, raw HTML, tables) is refused with a message for
 * whoever wrote it, since the page has no place for it.
 *
 * A link to one of the organization's hosts is written by name, `[Sign in](link:signIn)`, and
 * takes its address from links.yaml, so a host changes in one place.
 */
export function markdownToBlocks(
  source: string,
  linkAddress: (name: string) => string | undefined,
): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const token of marked.lexer(source)) {
    if (token.type === "space") continue;
    if (token.type === "paragraph") {
      blocks.push({ kind: "paragraph", content: inline(token.tokens ?? [], linkAddress) });
    } else if (token.type === "list") {
      const list = token as Tokens.List;
      blocks.push({
        kind: list.ordered ? "steps" : "list",
        items: list.items.map((item) => itemLine(item, linkAddress)),
      });
    } else {
      throw new Error(
        `${describe(token)} cannot be used here; use paragraphs, lists, links and bold`,
      );
    }
  }
  if (blocks.length === 0) throw new Error("the text is empty");
  return blocks;
}

function describe(token: Token): string {
  const names: Record<string, string> = {
    heading: "A heading (#)",
    code: "A code block",
    blockquote: "A quotation (>)",
    hr: "A line (---)",
    html: "HTML",
    table: "A table",
    image: "An image",
  };
  return names[token.type] ?? `"${token.raw.trim().slice(0, 40)}"`;
}

function itemLine(item: Tokens.ListItem, linkAddress: (name: string) => string | undefined) {
  const parts = item.tokens.flatMap((token) => {
    if (token.type === "text") return inline((token as Tokens.Text).tokens ?? [token], linkAddress);
    if (token.type === "paragraph") return inline(token.tokens ?? [], linkAddress);
    if (token.type === "space") return [];
    throw new Error(`${describe(token)} cannot be used inside a list item`);
  });
  return merge(parts);
}

function inline(tokens: Token[], linkAddress: (name: string) => string | undefined): Inline[] {
  const parts: Inline[] = [];
  for (const token of tokens) {
    if (token.type === "text" || token.type === "escape" || token.type === "codespan") {
      const nested = (token as Tokens.Text).tokens;
      if (nested && nested.length > 0 && token.type === "text") {
        parts.push(...inline(nested, linkAddress));
      } else {
        parts.push(decode(token.type === "codespan" ? token.text : token.text));
      }
    } else if (token.type === "br") {
      parts.push(" ");
    } else if (token.type === "strong" || token.type === "em") {
      const text = inline(token.tokens ?? [], linkAddress)
        .map((part) => (typeof part === "string" ? part : "text" in part ? part.text : part.strong))
        .join("");
      parts.push(token.type === "strong" ? { strong: text } : text);
    } else if (token.type === "link") {
      const link = token as Tokens.Link;
      const href = link.href.startsWith("link:")
        ? linkAddress(link.href.slice("link:".length))
        : link.href;
      if (!href) throw new Error(`there is no link named "${link.href.slice(5)}" in links.yaml`);
      if (!linkHref.test(href)) throw new Error(`the link "${link.href}" ${linkHrefRule}`);
      parts.push({ text: decode(link.text), href });
    } else {
      throw new Error(`${describe(token)} cannot be used in a line of text`);
    }
  }
  return merge(parts);
}

/** Neighbouring plain texts as one, so the blocks read as the writer wrote them. */
function merge(parts: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === "string" && typeof last === "string")
      merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  return merged;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}
