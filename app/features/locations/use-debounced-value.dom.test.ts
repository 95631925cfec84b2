import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps the old value until the pause is over", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: "" },
    });
    rerender({ value: "ma" });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("ma");
  });

  it("restarts the pause on every change, so only the last value lands", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: "" },
    });
    for (const value of ["m", "ma", "mai"]) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(200));
      expect(result.current).toBe("");
    }
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("mai");
  });
});
