import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SLICE, useRowsInSlices, type Slice } from "./use-rows-in-slices";

const list = (length: number, from = 0) => Array.from({ length }, (_, index) => from + index);
const shown = (slices: Slice<number>[]) => slices.filter((slice) => !slice.hidden);
const drawn = (slices: Slice<number>[]) => shown(slices).flatMap((slice) => slice.rows);

/** Lets the browser run one task after another until nothing is left to do, counting them. */
function runSlices() {
  let tasks = 0;
  while (vi.getTimerCount() > 0 && tasks < 1000) {
    act(() => vi.advanceTimersToNextTimer());
    tasks++;
  }
  return tasks;
}

describe("useRowsInSlices", () => {
  afterEach(() => vi.useRealTimers());

  it("gives a short list whole at once", () => {
    const { result } = renderHook(() => useRowsInSlices(list(10)));
    expect(result.current).toEqual([{ rows: list(10), hidden: false }]);
  });

  it("gives the first slice of a long list, then one more slice per task until all are there", () => {
    vi.useFakeTimers();
    const rows = list(8000);
    const { result } = renderHook(() => useRowsInSlices(rows));
    expect(drawn(result.current)).toHaveLength(SLICE);
    const first = result.current[0]!.rows;
    act(() => vi.advanceTimersToNextTimer());
    expect(drawn(result.current)).toHaveLength(2 * SLICE);
    expect(result.current[0]!.rows).toBe(first);
    expect(runSlices()).toBe(8000 / SLICE - 2);
    expect(drawn(result.current)).toEqual(rows);
  });

  it("hides a list it replaces at once, and takes it away a slice per task", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows), {
      initialProps: { rows: list(1000) },
    });
    runSlices();
    rerender({ rows: list(150, 5000) });
    expect(drawn(result.current)).toEqual(list(100, 5000));
    expect(result.current).toHaveLength(10);
    expect(result.current.slice(1).every((slice) => slice.hidden)).toBe(true);
    // The hidden slices keep their own arrays, so they are not drawn again while they wait.
    expect(result.current[9]!.rows).toEqual(list(100, 900));
    act(() => vi.advanceTimersToNextTimer());
    expect(drawn(result.current)).toEqual(list(150, 5000));
    expect(result.current).toHaveLength(9);
    runSlices();
    expect(result.current).toEqual([
      { rows: list(100, 5000), hidden: false },
      { rows: list(50, 5100), hidden: false },
    ]);
  });

  it("draws nothing for an empty list, and takes away what was there", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows), {
      initialProps: { rows: list(300) },
    });
    runSlices();
    rerender({ rows: [] });
    expect(drawn(result.current)).toEqual([]);
    runSlices();
    expect(result.current).toEqual([]);
  });
});
