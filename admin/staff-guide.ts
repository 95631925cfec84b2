import { readFileSync } from "node:fs";
import { Marked } from "marked";

// The staff guide (docs/staff-guide.md) as the editor shows it at /admin/?guide, the address of
// its Help link: in the deployed editor, the guide of the editor that is deployed, with nothing
// more to sign in to and no page of the public site; on a developer's machine, the same.
// Rendered here, in Node, when the editor is built (admin/vite.config.ts), from the file in the
// repository, which a developer writes.

/** A heading's anchor, as GitHub makes it: "Closures: "is my site open?"" is closures-is-my-site-open. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

const file = new URL("../docs/staff-guide.md", import.meta.url);

function render(markdown: string) {
  const anchors: string[] = [];
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth, text }) {
        const id = anchorOf(text);
        anchors.push(id);
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, anchors };
}

/**
 * The guide as HTML, its pictures still named as in docs/ ("images/editor.png"), and the
 * anchors of its headings, which the collections' links lead to (admin/collections.ts).
 */
export const staffGuide = render(readFileSync(file, "utf8"));
