import type { Inline, TextBlock } from "~content/text-blocks";
import { useLocalePath } from "~/lib/locale-context";
import { ExternalLink } from "./external-link";

/**
 * A link in help text. Pages of this site open in the page's language; other hosts are the
 * organisation's English-only services and forms, and open in a new tab.
 */
function InlineLink({ text, href }: { text: string; href: string }) {
  const localePath = useLocalePath();
  if (href.startsWith("https://")) {
    return (
      <ExternalLink href={href} english>
        {text}
      </ExternalLink>
    );
  }
  return <a href={localePath(href)}>{text}</a>;
}

/** One line of help text: plain text, bold text and links, without a wrapping element. */
export function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : "strong" in part ? (
      <strong key={index}>{part.strong}</strong>
    ) : (
      <InlineLink key={index} text={part.text} href={part.href} />
    ),
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
