// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ANY, applyFieldMask, parseFieldMask, readFieldMask, unknownField } from "./field-mask.mjs";

const SCHEMA = {
  kind: true,
  nextPageToken: true,
  items: { id: true, summary: true, start: { date: true, dateTime: true }, extra: ANY },
};

describe("parseFieldMask", () => {
  it.each([
    [
      "items(id,start/dateTime),kind",
      { items: { id: true, start: { dateTime: true } }, kind: true },
    ],
    ["items/id,items/summary", { items: { id: true, summary: true } }],
    ["sheets.properties.title", { sheets: { properties: { title: true } } }],
    ["items(*)", { items: { "*": true } }],
    ["*", { "*": true }],
    ["items,items/id", { items: true }],
    ["items(id, summary)", { items: { id: true, summary: true } }],
  ])("reads %s", (text, tree) => {
    expect(parseFieldMask(text)).toEqual(tree);
  });

  it("leaves dots to names when the syntax has none", () => {
    expect(parseFieldMask("items.id", { dots: false })).toEqual({ "items.id": true });
  });

  it("keeps spaces in names when told to", () => {
    expect(parseFieldMask("kind, items", { keepSpaces: true })).toEqual({
      kind: true,
      " items": true,
    });
  });

  it.each(["items(id", "items()", "items,", ",", "", "items)id", "a//b"])(
    "refuses the malformed mask %j",
    (text) => {
      expect(parseFieldMask(text)).toBeNull();
    },
  );
});

describe("unknownField", () => {
  it.each([
    ["items(id,start/date),nextPageToken", null],
    ["items/extra/anything/below", null],
    ["*,items(*)", null],
    ["bogus", ["bogus"]],
    ["items(id,bogus)", ["items", "bogus"]],
    ["items/summary/text", ["items", "summary", "text"]],
    ["items/*/date", ["items", "*"]],
  ])("checks %s", (text, path) => {
    expect(unknownField(parseFieldMask(text), SCHEMA)).toEqual(path);
  });

  it("reads a mask into { mask }, { unknown } or { malformed }", () => {
    expect(readFieldMask("kind", SCHEMA)).toEqual({ mask: { kind: true } });
    expect(readFieldMask("kind,nope", SCHEMA)).toEqual({ unknown: ["nope"] });
    expect(readFieldMask("items(", SCHEMA)).toEqual({ malformed: true });
  });
});

describe("applyFieldMask", () => {
  const page = {
    kind: "calendar#events",
    nextPageToken: "t",
    items: [
      { id: "a", summary: "A", start: { date: "2026-11-16" } },
      {
        id: "b",
        start: { dateTime: "2026-11-17T09:00:00-08:00", timeZone: "America/Los_Angeles" },
      },
    ],
  };

  it("keeps the masked fields in the resource's order, in every list element", () => {
    const masked = applyFieldMask(page, parseFieldMask("items(start/dateTime,id),kind"));
    expect(masked).toEqual({
      kind: "calendar#events",
      items: [
        { id: "a", start: {} },
        { id: "b", start: { dateTime: "2026-11-17T09:00:00-08:00" } },
      ],
    });
    expect(Object.keys(masked)).toEqual(["kind", "items"]);
  });

  it("keeps everything under *", () => {
    expect(applyFieldMask(page, parseFieldMask("*"))).toEqual(page);
    expect(applyFieldMask(page, parseFieldMask("items(*)"))).toEqual({ items: page.items });
  });
});
