import type { Inline, TextBlock } from "~content/text-blocks";
import { ExternalLink } from "./external-link";

function InlineLink({ text, href }: { text: string; href: string }) {
  if (href.startsWith("https://")) return <ExternalLink href={href}>{text}</ExternalLink>;
  return <a href={href}>{text}</a>;
}

/** One line of help text: plain text and links, without a wrapping element. */
export function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    typeof part === "string" ? part : <InlineLink key={index} text={part.text} href={part.href} />,
  );
}

/** Renders help text from content/: paragraphs, numbered steps and bullet lists with links. */
export function TextBlocks({
  blocks,
  className = "",
}: {
  blocks: TextBlock[];
  className?: string;
}) {
  return (
    <div className={`prose-block ${className}`}>
      {blocks.map((block, index) => {
        if (block.kind === "paragraph")
          return (
            <p key={index}>
              <InlineText parts={block.content} />
            </p>
          );
        const List = block.kind === "steps" ? "ol" : "ul";
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
