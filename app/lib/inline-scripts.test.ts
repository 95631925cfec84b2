import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineScripts } from "./inline-scripts";

function run(source: string) {
  // The scripts are plain browser JavaScript, run as the page would run them.
  new Function(source)();
}

describe("the layout's inline scripts", () => {
  // jsdom lays nothing out, so it has no scrolling to do.
  Element.prototype.scrollIntoView = () => {};

  afterEach(() => {
    document.body.innerHTML = "";
    history.replaceState(null, "", "/");
    vi.useRealTimers();
  });

  it("puts the visitor's year in place of the build's", () => {
    vi.useFakeTimers({ now: new Date("2031-03-01T12:00:00") });
    document.body.innerHTML = `<p>© <span id="year">2026</span><script id="s"></script></p>`;
    const script = document.getElementById("s")!;
    vi.spyOn(document, "currentScript", "get").mockReturnValue(script as HTMLScriptElement);
    run(inlineScripts.footerYear);
    expect(document.getElementById("year")!.textContent).toBe("2031");
  });

  it("focuses the element the hash names, and one that appears within ten seconds", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<h2 id="billing">Billing</h2>`;
    history.replaceState(null, "", "/#billing");
    run(inlineScripts.hashFocus);
    expect(document.activeElement?.id).toBe("billing");
    expect(document.getElementById("billing")).toHaveAttribute("tabindex", "-1");

    history.replaceState(null, "", "/#late");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    vi.advanceTimersByTime(9_000);
    const late = document.createElement("section");
    late.id = "late";
    document.body.append(late);
    await vi.waitFor(() => expect(document.activeElement).toBe(late));
  });

  it("stops watching for a hash target after ten seconds", async () => {
    vi.useFakeTimers();
    history.replaceState(null, "", "/#never");
    run(inlineScripts.hashFocus);
    vi.advanceTimersByTime(10_001);
    const tooLate = document.createElement("section");
    tooLate.id = "never";
    document.body.append(tooLate);
    await Promise.resolve();
    expect(document.activeElement).not.toBe(tooLate);
  });

  it.each([
    ["2026-03-04T20:00:00Z", true],
    ["2026-03-05T20:00:00Z", false],
    // Late on the last day in California, already the next day in UTC.
    ["2026-03-07T06:00:00Z", false],
    ["2026-03-07T20:00:00Z", true],
  ])("at %s, hides the notice: %s", (now, hidden) => {
    vi.useFakeTimers({ now: new Date(now) });
    document.body.innerHTML = `<div id="notice" data-first="2026-03-05" data-last="2026-03-06">Closed</div><script id="s"></script>`;
    const script = document.getElementById("s")!;
    vi.spyOn(document, "currentScript", "get").mockReturnValue(script as HTMLScriptElement);
    run(inlineScripts.noticeDays);
    expect((document.getElementById("notice") as HTMLElement).hidden).toBe(hidden);
  });
});
