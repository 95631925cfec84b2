// The :has() selectors of a stylesheet and the elements each one makes a browser search. A
// browser keeps the answer of `A:has(B)` for every element matching A, and looks through B's
// scope again whenever something in that scope changes: anchored on the body, or on a block
// holding most of the page, that is every change to the page.

/** Each top-level `{` block of `css` with the at-rules around it: [prelude, at-rules][]. */
function qualifiedRules(css) {
  const rules = [];
  const open = [];
  let prelude = "";
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === "/" && css[index + 1] === "*") {
      index = css.indexOf("*/", index + 2) + 1;
    } else if (char === '"' || char === "'") {
      const end = css.indexOf(char, index + 1);
      prelude += css.slice(index, end + 1);
      index = end;
    } else if (char === "{") {
      const text = prelude.trim();
      if (!text.startsWith("@")) rules.push([text, open.filter((at) => at)]);
      open.push(text.startsWith("@") ? text : "");
      prelude = "";
    } else if (char === "}") {
      open.pop();
      prelude = "";
    } else if (char === ";") {
      prelude = "";
    } else {
      prelude += char;
    }
  }
  return rules;
}

/** `text` split at `separators` outside brackets and parentheses. */
function splitTopLevel(text, isSeparator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\\") index++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0 && isSeparator(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

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
  for (const [prelude, atRules] of qualifiedRules(css)) {
    if (atRules.some((at) => /^@media\s+print\b/.test(at))) continue;
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
