import { expect, it } from "vitest";
import { builtSite } from "./built-site";
import { validateHtml } from "./nu-html-checker.mjs";

it("the Nu HTML Checker finds no error in any built HTML file", () => {
  expect(validateHtml(builtSite)).toEqual([]);
});
