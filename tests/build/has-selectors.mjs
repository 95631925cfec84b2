// The :has() selectors of a stylesheet and the elements each one makes a browser search. A
// browser keeps the answer of `A:has(B)` for every element matching A, and looks through B's
// scope again whenever something in that scope changes: anchored on the body, or on a block
// holding most of the page, that is every change to the page.

import { onScreen, splitTopLevel, styleRules } from "./css-rules.mjs";

/** The text inside the parentheses that open at `open`, and the index after them. */
function inside(text, open) {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return [text.slice(open + 1, index), index + 1];
  }
  throw new Error(`Unclosed parenthesis in ${text}`);
}

/**
 * A selector with each `:is()` or `:where()` that holds a `:has()` spread into one selector per
 * choice (the minifier gathers a rule's selector list into one `:is()`).
 */
function spread(selector) {
  const wrapper = /:(?:is|where)\(/g;
  for (let match = wrapper.exec(selector); match; match = wrapper.exec(selector)) {
    const [choices, after] = inside(selector, match.index + match[0].length - 1);
    if (!choices.includes(":has(")) continue;
    return splitTopLevel(choices, (char) => char === ",").flatMap((choice) =>
      spread(selector.slice(0, match.index) + choice.trim() + selector.slice(after)),
    );
  }
  return [selector];
}

/**
 * Every `:has()` in the stylesheet's rules that a screen matches (a rule for print is matched
 * only while printing): `anchor` selects the elements it is attached to, `argument` is what it
 * looks for from each of them.
 */
export function hasSelectors(css) {
  const found = [];
  for (const { prelude } of styleRules(css).filter(onScreen)) {
    for (const selector of splitTopLevel(prelude, (char) => char === ",").flatMap(spread)) {
      let at = selector.indexOf(":has(");
      while (at !== -1) {
        const [argument, after] = inside(selector, at + 4);
        // The anchor: the selector up to the :has(), with any other :has() in it removed.
        const anchor = selector
          .slice(0, at)
          .replace(/:has\((?:[^()]|\([^()]*\))*\)/g, "")
          .trim();
        found.push({ selector: selector.trim(), anchor: anchor || "*", argument: argument.trim() });
        at = selector.indexOf(":has(", after);
      }
    }
  }
  return found;
}

const descendants = (element) => element.getElementsByTagName("*").length;

/** The elements a browser looks through to answer `argument` from `anchor`. */
export function searchedFrom(anchor, argument) {
  const leading = argument.match(/^[>+~]/)?.[0];
  const deeper = /[\s>]/.test(argument.replace(/^[>+~]\s*/, "").trim());
  if (leading === "+" || leading === "~") {
    const siblings = [];
    for (let next = anchor.nextElementSibling; next; next = next.nextElementSibling) {
      siblings.push(next);
      if (leading === "+") break;
    }
    return siblings.reduce((sum, sibling) => sum + 1 + (deeper ? descendants(sibling) : 0), 0);
  }
  return leading === ">" && !deeper ? anchor.children.length : descendants(anchor);
}
