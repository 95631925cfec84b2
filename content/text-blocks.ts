import { z } from "zod";

/**
 * Help text as data: paragraphs, numbered steps and bullet lists whose parts are plain text or
 * links. Internal links start with "/" (or "#" on the same page); external ones come from
 * content/links.ts so a host changes in one place.
 */
export const inlineLinkSchema = z.object({
  text: z.string().min(1),
  href: z
    .string()
    .regex(/^(\/|#|https:\/\/|mailto:|tel:)/, "links start with /, #, https://, mailto: or tel:"),
});

export const inlineSchema = z.union([z.string().min(1), inlineLinkSchema]);
const lineSchema = z.array(inlineSchema).min(1);

export const textBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), content: lineSchema }),
  z.object({ kind: z.literal("steps"), items: z.array(lineSchema).min(1) }),
  z.object({ kind: z.literal("list"), items: z.array(lineSchema).min(1) }),
]);

export const textBlocksSchema = z.array(textBlockSchema).min(1);

export type Inline = z.output<typeof inlineSchema>;
export type TextBlock = z.output<typeof textBlockSchema>;

type Line = Inline | Inline[];
const asLine = (line: Line): Inline[] => (Array.isArray(line) ? line : [line]);

export function link(text: string, href: string): Inline {
  return { text, href };
}

export function paragraph(...content: Inline[]): TextBlock {
  return { kind: "paragraph", content };
}

/** Numbered steps, done in order. */
export function steps(...items: Line[]): TextBlock {
  return { kind: "steps", items: items.map(asLine) };
}

/** A bullet list, in no particular order. */
export function list(...items: Line[]): TextBlock {
  return { kind: "list", items: items.map(asLine) };
}

/** Every link target in some blocks, for checks that internal links lead somewhere real. */
export function linkTargets(blocks: TextBlock[]): string[] {
  const lines = blocks.flatMap((block) =>
    block.kind === "paragraph" ? [block.content] : block.items,
  );
  return lines.flat().flatMap((part) => (typeof part === "string" ? [] : [part.href]));
}
