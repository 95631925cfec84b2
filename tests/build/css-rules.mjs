// A minified stylesheet read as a browser groups it: each style rule with the at-rules around
// it. Enough for the built checks (has-selectors.mjs, first-screen.mjs), not a CSS parser.

/** Each style rule of `css`: its selector list, the at-rules it sits in and its declarations. */
export function styleRules(css) {
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
      const rule = text.startsWith("@")
        ? undefined
        : { prelude: text, atRules: open.flatMap(({ at }) => (at ? [at] : [])), start: index + 1 };
      if (rule) rules.push(rule);
      open.push({ at: text.startsWith("@") ? text : "", rule });
      prelude = "";
    } else if (char === "}") {
      const closed = open.pop();
      if (closed?.rule) closed.rule.body = css.slice(closed.rule.start, index);
      prelude = "";
    } else if (char === ";") {
      prelude = "";
    } else {
      prelude += char;
    }
  }
  return rules.map(({ prelude, atRules, body = "" }) => ({ prelude, atRules, body }));
}

/** `text` split where `isSeparator` says, outside brackets and parentheses. */
export function splitTopLevel(text, isSeparator) {
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

/** A rule a screen matches: rules for print apply only while printing. */
export const onScreen = ({ atRules }) => !atRules.some((at) => /^@media\s+print\b/.test(at));
