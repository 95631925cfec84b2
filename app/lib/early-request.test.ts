import { describe, expect, it, vi } from "vitest";
import { earlyRequest } from "./early-request";

describe("earlyRequest", () => {
  it("hands the early answer to the first reader of the same key, once", async () => {
    const early = earlyRequest<string, number>();
    const ask = vi.fn(() => Promise.resolve(42));
    early.start("2026-03", ask);
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(early.take("2026-03")!).resolves.toBe(42);
    // A later read (Try again, another visit to the month) asks anew.
    expect(early.take("2026-03")).toBeUndefined();
  });

  it("keeps its answer from a reader of another key", () => {
    const early = earlyRequest<string, number>();
    early.start("2026-03", () => Promise.resolve(1));
    expect(early.take("2026-04")).toBeUndefined();
    expect(early.take("2026-03")).toBeDefined();
  });

  it("leaves a failure to whoever takes it, without an unhandled rejection before then", async () => {
    const early = earlyRequest<string, number>();
    early.start("eu", () => Promise.reject(new Error("Google is silent")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.take("eu")!).rejects.toThrow("Google is silent");
  });
});
