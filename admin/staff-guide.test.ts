import { describe, expect, it } from "vitest";
import { collections } from "./collections";
import { anchorOf, staffGuide } from "./staff-guide";

describe("the staff guide in the editor", () => {
  it("names each heading's anchor as GitHub does", () => {
    expect(anchorOf('Closures: "is my site open?"')).toBe("closures-is-my-site-open");
    expect(anchorOf("A site's hours or phone")).toBe("a-sites-hours-or-phone");
  });

  it("has the section each collection's link leads to", () => {
    const missing = collections
      .map((collection) => collection.guide)
      .filter((anchor) => !staffGuide.anchors.includes(anchor));
    expect(missing).toEqual([]);
  });

  it("shows every picture it names, from docs/images", () => {
    const pictures = [...staffGuide.html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((src) => !/^images\/[\w-]+\.png$/.test(src!))).toEqual([]);
  });
});
