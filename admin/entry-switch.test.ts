import { describe, expect, it } from "vitest";
import { entryOf, switchesEntry } from "./entry-switch";

describe("moving from one entry's form to another's", () => {
  it("names the entry of an address", () => {
    expect(entryOf("#/collections/sites/entries/maidu-star")).toEqual({
      collection: "sites",
      slug: "maidu-star",
    });
    expect(entryOf("#/collections/sites")).toBeNull();
    expect(entryOf("#/collections/closures/new")).toBeNull();
  });

  it("is a switch from one entry straight to another, not from a list or a new entry", () => {
    const galaxy = "#/collections/programs/entries/galaxy";
    expect(switchesEntry(galaxy, "#/collections/sites/entries/maidu-star")).toBe(true);
    expect(switchesEntry(galaxy, "#/collections/programs/entries/pricing")).toBe(true);
    expect(switchesEntry(galaxy, galaxy)).toBe(false);
    expect(switchesEntry("#/collections/programs", galaxy)).toBe(false);
    // Decap's own move from a new entry to the entry it saved keeps its form.
    expect(switchesEntry("#/collections/closures/new", "#/collections/closures/entries/x")).toBe(
      false,
    );
  });
});
