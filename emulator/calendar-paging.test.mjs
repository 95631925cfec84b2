// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageBounds, pageToken, readPageToken } from "./calendar-paging.mjs";

describe("pageBounds", () => {
  const first = { offset: 0, index: 0 };

  it("cuts pages of maxResults without sizes", () => {
    expect(pageBounds(5, first, 2)).toEqual({ end: 2, next: { offset: 2, index: 1 } });
    expect(pageBounds(5, { offset: 4, index: 2 }, 2)).toEqual({ end: 5, next: null });
  });

  it("follows the sizes, empty pages included, then falls back to maxResults", () => {
    const sizes = [1, 0, 2];
    const pages = [];
    for (let page = first; page;) {
      const { end, next } = pageBounds(10, page, 4, sizes);
      pages.push(end - page.offset);
      page = next;
    }
    expect(pages).toEqual([1, 0, 2, 4, 3]);
  });

  it("caps a size at maxResults", () => {
    expect(pageBounds(10, first, 3, [5]).end).toBe(3);
  });

  it("makes every listed page, even empty ones past the last item", () => {
    expect(pageBounds(2, first, 250, [2, 0])).toEqual({ end: 2, next: { offset: 2, index: 1 } });
    expect(pageBounds(2, { offset: 2, index: 1 }, 250, [2, 0])).toEqual({ end: 2, next: null });
  });
});

describe("page tokens", () => {
  it("round-trip for the query they belong to only", () => {
    const token = pageToken({ offset: 7, index: 3 }, "abc");
    expect(readPageToken(token, "abc")).toEqual({ offset: 7, index: 3 });
    expect(readPageToken(token, "xyz")).toBeNull();
    expect(readPageToken("not-a-token", "abc")).toBeNull();
  });
});
