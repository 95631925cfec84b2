import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SLICE, NEXT_SLICE, useRowsInSlices } from "./use-rows-in-slices";

const list = (length: number) => Array.from({ length }, (_, index) => index);

/** Lets the browser run one task after another until the list is whole, counting them. */
function runSlices(result: { current: readonly number[] }, length: number) {
  let tasks = 0;
  while (result.current.length < length && tasks < 1000) {
    act(() => vi.advanceTimersToNextTimer());
    tasks++;
  }
  return tasks;
}

describe("useRowsInSlices", () => {
  afterEach(() => vi.useRealTimers());

  it("gives a short list whole at once", () => {
    const rows = list(10);
    const { result } = renderHook(() => useRowsInSlices(rows));
    expect(result.current).toBe(rows);
  });

  it("gives the first slice of a long list, then one more slice per task until all are there", () => {
    vi.useFakeTimers();
    const rows = list(8000);
    const { result } = renderHook(() => useRowsInSlices(rows));
    expect(result.current).toHaveLength(FIRST_SLICE);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toHaveLength(FIRST_SLICE + NEXT_SLICE);
    const tasks = runSlices(result, rows.length);
    expect(result.current).toBe(rows);
    expect(tasks).toBe(Math.ceil((8000 - FIRST_SLICE) / NEXT_SLICE) - 1);
  });

  it("starts again from the first slice when the list changes", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows), {
      initialProps: { rows: list(1000) },
    });
    runSlices(result, 1000);
    expect(result.current).toHaveLength(1000);
    rerender({ rows: list(900) });
    expect(result.current).toHaveLength(FIRST_SLICE);
  });
});
