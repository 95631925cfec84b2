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

  it("leaves focus where the visitor moved it inside the target before the hash change arrives", () => {
    document.body.innerHTML = `<main id="main-content" tabindex="-1"><input id="query"></main>`;
    run(inlineScripts.hashFocus);
    // A skip link followed, then Tab pressed before the browser announces the new hash.
    history.replaceState(null, "", "/#main-content");
    document.getElementById("query")!.focus();
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(document.activeElement?.id).toBe("query");
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

describe("the closures' days script", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  // A page built on November 24 with nothing hidden: a banner, a site's list of two closures
  // with its note for none, and a status of places; the script runs once, after all of them.
  function page(now: string) {
    vi.useFakeTimers({ now: new Date(now) });
    document.body.innerHTML = `<div id="banner" data-list>
      <ul><li id="snow" data-from="2026-11-30" data-until="2026-11-30">Snow day</li></ul>
    </div>
    <main><div>
      <ul id="list" data-list>
        <li id="thanksgiving" data-until="2026-11-27">Closed<span id="today" data-from="2026-11-26" data-until="2026-11-27">Today</span></li>
        <li id="break" data-from="2026-12-07" data-until="2027-01-01">Winter break</li>
      </ul>
      <p id="none" data-empty hidden>No closures</p>
    </div>
    <p id="current" data-until="2026-12-04">Places available</p>
    <p id="old" data-from="2026-12-05" hidden>Call to ask</p></main>`;
    run(inlineScripts.closureDays);
    const hidden = (id: string) => (document.getElementById(id) as HTMLElement).hidden;
    return {
      shown: ["snow", "thanksgiving", "today", "break", "none", "current", "old"].filter(
        (id) => !hidden(id),
      ),
      listHidden: hidden("list"),
      bannerHidden: hidden("banner"),
    };
  }

  it.each([
    // Pacific time: 07:00 UTC on the 26th is still the 25th in California.
    ["2026-11-26T07:00:00Z", ["thanksgiving", "current"]],
    ["2026-11-26T20:00:00Z", ["thanksgiving", "today", "current"]],
    ["2026-11-30T20:00:00Z", ["snow", "none", "current"]],
    ["2026-12-08T20:00:00Z", ["break", "old"]],
  ])("on %s shows %j, from one script for the whole page", (now, shown) => {
    expect(page(now).shown).toEqual(shown);
  });

  it("hides a list whose closures are all over and shows its own note instead", () => {
    const { shown, listHidden, bannerHidden } = page("2027-01-02T20:00:00Z");
    expect(listHidden).toBe(true);
    expect(bannerHidden).toBe(true);
    expect(shown).toEqual(["none", "old"]);
  });

  it("keeps a list's note hidden while the list shows, whatever another list does", () => {
    const { shown, bannerHidden } = page("2026-12-08T20:00:00Z");
    expect(bannerHidden).toBe(true);
    expect(shown).not.toContain("none");
  });
});

describe("the Copy button of a calendar's address", () => {
  function block() {
    document.body.innerHTML = `<div>
      <input readonly value="https://star.example.org/feeds/closures.ics">
      <button type="button" data-copy hidden>Copy the address</button>
      <p role="status" data-copied="Address copied." data-failed="Select the address and copy it."></p>
    </div><script id="s"></script>`;
    const script = document.getElementById("s")!;
    vi.spyOn(document, "currentScript", "get").mockReturnValue(script as HTMLScriptElement);
    return {
      button: document.querySelector("button")!,
      status: document.querySelector("[role=status]")!,
      field: document.querySelector("input")!,
    };
  }

  const clipboard = (value: unknown) =>
    Object.defineProperty(navigator, "clipboard", { value, configurable: true });

  afterEach(() => {
    document.body.innerHTML = "";
    clipboard(undefined);
  });

  it("stays hidden where the browser cannot copy, leaving the address to select", () => {
    clipboard(undefined);
    const { button } = block();
    run(inlineScripts.copyAddress);
    expect(button.hidden).toBe(true);
  });

  it("copies the address and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard({ writeText });
    const { button, status } = block();
    run(inlineScripts.copyAddress);
    expect(button.hidden).toBe(false);
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe("Address copied."));
    expect(writeText).toHaveBeenCalledWith("https://star.example.org/feeds/closures.ics");
  });

  it("selects the address and says to copy it when the browser refuses", async () => {
    const writeText = vi.fn(() => Promise.reject(new Error("denied")));
    clipboard({ writeText });
    const { button, status, field } = block();
    run(inlineScripts.copyAddress);
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe("Select the address and copy it."));
    expect(document.activeElement).toBe(field);
  });
});

describe("the dialog fallbacks, in a browser without invoker commands or closedby", () => {
  // jsdom has neither, like Safari before 26.2, and no modal dialogs: these stand in for them.
  const modal = (dialog: HTMLDialogElement) => {
    dialog.showModal = () => dialog.setAttribute("open", "");
    dialog.close = () => dialog.removeAttribute("open");
    dialog.getBoundingClientRect = () => new DOMRect(100, 100, 400, 300);
    return dialog;
  };

  function contactPage() {
    document.body.innerHTML = `
      <button command="show-modal" commandfor="d">Open</button>
      <dialog id="d" closedby="any"><button command="close" commandfor="d">Close</button><p>Form</p></dialog>`;
    const dialog = modal(document.querySelector("dialog")!);
    run(inlineScripts.dialogFallbacks);
    const [open, close] = document.querySelectorAll("button");
    return { dialog, open: open!, close: close! };
  }

  const clickAt = (target: Element, x: number, y: number) =>
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: x, clientY: y }));

  it("opens the dialog from its button, with focus on the button to come back to", () => {
    const { dialog, open, close } = contactPage();
    open.click();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(open);
    close.click();
    expect(dialog.open).toBe(false);
  });

  it("closes on a click beside the dialog, not on one inside it", () => {
    const { dialog, open } = contactPage();
    open.click();
    clickAt(dialog, 300, 250);
    expect(dialog.open).toBe(true);
    clickAt(dialog.querySelector("p")!, 300, 250);
    expect(dialog.open).toBe(true);
    clickAt(dialog, 20, 20);
    expect(dialog.open).toBe(false);
  });
});
