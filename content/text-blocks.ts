import { z } from "zod";

/**
 * Where a link may lead: a page of this site (one slash, then no second slash or backslash, which
 * browsers read as the start of another site's address), a place on the page, a secure web
 * address, an email or a phone; with no space or backslash anywhere.
 */
export const linkHref = /^(\/(?![/\\])|#|https:\/\/|mailto:|tel:)[^\s\\]*$/;
export const linkHrefRule =
  "must be a page of this site (like /calendar), a place on the page (#), or start with https://, mailto: or tel:";

/**
 * Help text as data: paragraphs, numbered steps and bullet lists whose parts are plain text,
 * bold text or links. Content files write it as Markdown (markdown.ts turns that into blocks).
 */
export const inlineLinkSchema = z.strictObject({
  text: z.string().min(1),
  href: z.string().regex(linkHref, `a link ${linkHrefRule}`),
});

export const inlineSchema = z.union([
  z.string().min(1),
  inlineLinkSchema,
  z.strictObject({ strong: z.string().min(1) }),
]);
const lineSchema = z.array(inlineSchema).min(1);

export const textBlockSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("paragraph"), content: lineSchema }),
  z.strictObject({ kind: z.literal("steps"), items: z.array(lineSchema).min(1) }),
  z.strictObject({ kind: z.literal("list"), items: z.array(lineSchema).min(1) }),
]);

export type Inline = z.output<typeof inlineSchema>;
export type TextBlock = z.output<typeof textBlockSchema>;

/** Every link target in some blocks, for checks that internal links lead somewhere real. */
export function linkTargets(blocks: TextBlock[]): string[] {
  const lines = blocks.flatMap((block) =>
    block.kind === "paragraph" ? [block.content] : block.items,
  );
  return lines
    .flat()
    .flatMap((part) => (typeof part === "object" && "href" in part ? [part.href] : []));
}
