import { describe, expect, it } from "vitest";
import { staticClosure } from "./shared-chunks.mjs";

describe("every-page code", () => {
  it("is everything the starting modules reach through static imports", () => {
    const graph = {
      root: ["layout", "react"],
      layout: ["react", "icons"],
      react: [],
      icons: ["layout"],
      lazy: ["x"],
    };
    expect([...staticClosure(["root"], (id) => graph[id])].sort()).toEqual([
      "icons",
      "layout",
      "react",
    ]);
  });
});
