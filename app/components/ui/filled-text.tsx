import { Fragment, isValidElement, type ReactNode } from "react";
import { fillParts } from "~i18n/placeholders";

/**
 * What a value reads as, as far as its elements' children tell: "4:00 p. m." for a string or
 * for <strong>4:00 p. m.</strong>. A component that writes its own text (a phone link) reads
 * as nothing here, which is right for values that never end a sentence with a period.
 */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/**
 * A sentence from content with its {placeholders} filled by what the page has: a phone link,
 * an e-mail link, opening hours. The sentence is staff's (content's `sentence()` says which
 * placeholders it may use); only what fills it is the page's. A value ending with its own
 * period ends the sentence with it (fillParts).
 */
export function FilledText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return fillParts(text, values, textOf).map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{part}</Fragment>,
  );
}
