import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { styleRules } from "./css-rules.mjs";
import { drawnElements, skippedUntilNear } from "./first-screen.mjs";

describe("elements drawn for the first screen", () => {
  const css = `@layer components{.cards>li:nth-child(n+2){content-visibility:auto;contain-intrinsic-block-size:auto 30rem}}
    .move{transition-property:opacity,content-visibility}
    @media print{.sheet{content-visibility:auto}}`;

  it("reads each rule with its at-rules and declarations", () => {
    expect(styleRules(css).map(({ prelude, atRules }) => [prelude, atRules])).toEqual([
      [".cards>li:nth-child(n+2)", ["@layer components"]],
      [".move", []],
      [".sheet", ["@media print"]],
    ]);
    expect(styleRules(css)[1].body).toBe("transition-property:opacity,content-visibility");
  });

  it("finds what a screen skips until it scrolls near, not what merely mentions it", () => {
    expect(skippedUntilNear(css)).toEqual([".cards>li:nth-child(n+2)"]);
  });

  it("counts a skipped part as its box alone, and nothing of what the HTML holds back", () => {
    const { document } = new JSDOM(`<body><h1>Sites</h1>
      <ul class="cards"><li><a>1</a></li><li><a>2</a><p>x</p></li><li><a>3</a></li></ul>
      <p hidden><b>later</b></p><div popover><a>menu</a></div><template><p></p></template>
      </body>`).window;
    // h1, ul, the first li and its link, then two skipped boxes.
    expect(drawnElements(document, css)).toBe(6);
    expect(drawnElements(document, "")).toBe(9);
  });
});
