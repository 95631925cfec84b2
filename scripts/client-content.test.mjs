import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { inlineContentValues, isContentModule } from "./client-content.mjs";

describe("content in the browser bundle", () => {
  const code = `import { z } from "zod";
const phone = z.string().regex(/x/);
export const a = parseContent("a", z.object({ fax: phone.nullable() }), { n: [1, 2].length });
export const b = parseContent("b", z.array(z.string()), ["x", "y"]);
export const pick = (id) => b.find((item) => item === id);
export function first() { return b.at(0); }`;
  const result = inlineContentValues(code, parseAst(code));

  it("replaces each parseContent call by its value", () => {
    expect(result).toContain("export const a = ({ n: [1, 2].length });");
    expect(result).toContain('export const b = (["x", "y"]);');
    expect(result).not.toContain("parseContent(");
  });

  it("marks the calls that build module-level constants pure, once per chain", () => {
    expect(result).toContain("const phone = /* @__PURE__ */ z.string().regex(/x/);");
    expect(result).toContain("export const a = ({ n: [1, 2].length });");
  });

  it("leaves calls inside functions alone", () => {
    expect(result).toContain("export const pick = (id) => b.find((item) => item === id);");
    expect(result).toContain("export function first() { return b.at(0); }");
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
