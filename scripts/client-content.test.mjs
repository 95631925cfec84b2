import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { inlineContentValues, isContentModule } from "./client-content.mjs";

describe("content in the browser bundle", () => {
  it("replaces each parseContent call by its value", () => {
    const code = `import { z } from "zod";
export const a = parseContent("a", z.object({ n: z.number() }), { n: 1 });
export const b = parseContent("b", z.array(z.string()), ["x", "y"]);
export const c = other("c", z.string(), "kept");`;
    const result = inlineContentValues(code, parseAst(code));
    expect(result).toContain("export const a = ({ n: 1 });");
    expect(result).toContain('export const b = (["x", "y"]);');
    expect(result).toContain('other("c", z.string(), "kept")');
    expect(result).not.toContain("parseContent(");
  });

  it("applies to modules under content/ only", () => {
    const root = "/repo";
    expect(isContentModule("/repo/content/sites.ts", root)).toBe(true);
    expect(isContentModule("/repo/content/sites.ts?v=1", root)).toBe(true);
    expect(isContentModule("/repo/app/lib/seo.ts", root)).toBe(false);
    expect(isContentModule("/repo/node_modules/content/x.js", root)).toBe(false);
    expect(isContentModule("/repo/content", root)).toBe(false);
  });
});
