import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstDifference, parseContent } from "./schema";

describe("content parsing", () => {
  it.each([
    ["equal values", { a: [1, { b: "x" }] }, { a: [1, { b: "x" }] }, undefined],
    ["keys in another order", { a: 1, b: 2 }, { b: 2, a: 1 }, undefined],
    ["a changed leaf", { a: [1, { b: "x" }] }, { a: [1, { b: "y" }] }, "a.1.b"],
    ["a dropped key", { a: 1, extra: true }, { a: 1 }, "extra"],
    ["an array against an object", [], {}, "(root)"],
  ])("finds where values differ: %s", (_name, a, b, path) => {
    expect(firstDifference(a, b)).toBe(path);
  });

  it("returns valid content as written", () => {
    const value = { name: "STAR", phones: ["(916) 555-0100"] };
    expect(
      parseContent("org", z.object({ name: z.string(), phones: z.array(z.string()) }), value),
    ).toEqual(value);
  });

  it("names the entry and field of invalid content", () => {
    expect(() =>
      parseContent("sites", z.array(z.object({ zip: z.string().length(5) })), [{ zip: "1" }]),
    ).toThrow(/sites\.0\.zip/);
  });

  // A typo in a field name, or a default nobody wrote, must not pass silently.
  it.each([
    ["a default", z.object({ a: z.string().default("x") }), {}],
    ["a transform", z.object({ a: z.string().transform((s) => s.trim()) }), { a: " x " }],
    ["an unknown key", z.object({ a: z.string() }), { a: "x", typo: "y" }],
  ])("rejects a schema that changes the value: %s", (_name, schema, value) => {
    expect(() => parseContent("entry", schema, value)).toThrow(/parsing changed entry\./);
  });
});
