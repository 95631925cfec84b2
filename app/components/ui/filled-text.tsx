import { Fragment, type ReactNode } from "react";

/**
 * A sentence from content with its {placeholders} filled by what the page has: a phone link,
 * an e-mail link, opening hours. The sentence is staff's (content's `sentence()` says which
 * placeholders it may use); only what fills it is the page's.
 */
export function FilledText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  // Split at "{name}": names sit at the odd places.
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment>,
    );
}
