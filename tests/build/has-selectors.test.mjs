import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { hasSelectors, searchedFrom } from "./has-selectors.mjs";

describe(":has() selectors", () => {
  it("finds each :has() with what it is attached to and looks for, in layers, lists and :is()", () => {
    const css = `/*! a{b} */@layer components{.a:has(+:popover-open) .b{rotate:1turn}}
      @media (min-width:40rem){body:has(.menu[data-x="{"]),.c{color:red}}
      :is(.form:has(input[value=x]:checked)~ul>li,.form:has(input[value=y]:checked) p){display:none}
      .plain{color:blue}`;
    expect(hasSelectors(css).map(({ anchor, argument }) => [anchor, argument])).toEqual([
      [".a", "+:popover-open"],
      ["body", '.menu[data-x="{"]'],
      [".form", "input[value=x]:checked"],
      [".form", "input[value=y]:checked"],
    ]);
  });

  it("leaves out rules for print, which a browser matches only while printing", () => {
    expect(hasSelectors("@media print{body:has(.sheet) header{display:none}}")).toEqual([]);
  });

  it("counts what a browser looks through: the anchor's descendants, or its next siblings", () => {
    const { document } = new JSDOM(`<body><form id="f"><label><input></label><p></p></form>
      <ul id="list"><li></li><li></li></ul><p id="last"></p></body>`).window;
    const form = document.getElementById("f");
    expect(searchedFrom(form, "input:checked")).toBe(3);
    expect(searchedFrom(form, ">p")).toBe(2);
    expect(searchedFrom(form, "+ul")).toBe(1);
    expect(searchedFrom(form, "~ul>li")).toBe(4);
    expect(searchedFrom(document.body, ".x")).toBe(8);
  });
});
