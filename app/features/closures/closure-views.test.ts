import { describe, expect, it } from "vitest";
import { closuresPage } from "~content/closures-page";
import { placeStatus } from "~content/place-status";
import { places } from "~content/places";
import { schoolSites } from "~content/sites";
import {
  closuresByDay,
  inEffectAt,
  placesOf,
  siteClosuresData,
  soonAt,
} from "./closure-views.server";
import { isShown } from "./closure-windows";
import { openWindow } from "~/features/registration/registration.server";
import { madeUpClosure } from "../../../tests/fixtures/made-up-closure";

const [first, second] = schoolSites;

const list = [
  madeUpClosure({ id: "a-past", first: "2026-11-02", last: "2026-11-02" }),
  madeUpClosure({ id: "b-soon" }),
  madeUpClosure({ id: "c-same-day", kind: "closesEarly", time: "15:00", sites: [second!.slug] }),
  madeUpClosure({ id: "d-later", first: "2027-02-15", last: "2027-02-15" }),
];

describe("closures as pages show them", () => {
  it("the Closures page groups what is still to come by first day, in date order", () => {
    const days = closuresByDay("en", "2026-11-24", list);
    expect(days.map((day) => [day.day, day.closures.map((each) => each.id)])).toEqual([
      ["2026-12-04", ["b-soon", "c-same-day"]],
      ["2027-02-15", ["d-later"]],
    ]);
    expect(days[0]!.heading).toBe("Friday, December 4, 2026");
    expect(closuresByDay("es", "2026-11-24", list)[0]!.heading).toBe(
      "Viernes, 4 de diciembre de 2026",
    );
  });

  it("says what happens in words, with the time in the page's language", () => {
    const [, early] = closuresByDay("es", "2026-11-24", list)[0]!.closures;
    expect(early!.what).toBe(
      closuresPage.kinds.closesEarly.es.replace("{time}", "3:00\u00a0p.\u00a0m."),
    );
  });

  it("a site's page carries its own closures of the next two weeks, and those a late build would need", () => {
    const views = soonAt(first!.slug, "en", "2026-11-24", list);
    expect(views.map((view) => view.id)).toEqual(["b-soon"]);
    expect(isShown(views[0]!.window, "2026-11-19")).toBe(false);
    expect(isShown(views[0]!.window, "2026-11-20")).toBe(true);
  });

  it("a site's page lists the next two weeks first, then the rest of the school year, and a closure moves from one to the other on its day", () => {
    const nextYear = madeUpClosure({ id: "e-next-year", first: "2027-08-20", last: "2027-08-20" });
    const data = siteClosuresData(first!.slug, "en", "2026-11-10", [...list, nextYear]);
    expect(data.soon.map((view) => view.id)).toEqual(["b-soon"]);
    expect(data.later.map((view) => view.id)).toEqual(["b-soon", "d-later"]);
    const [soonView] = data.soon;
    const [laterView] = data.later;
    // b-soon starts on December 4: later until November 19, among the next two weeks from the 20th.
    for (const [day, inSoon] of [
      ["2026-11-19", false],
      ["2026-11-20", true],
    ] as const) {
      expect(isShown(soonView!.window, day)).toBe(inSoon);
      expect(isShown(laterView!.window, day)).toBe(!inSoon);
    }
    // A closure of the next school year is on the page from July 1, not before.
    const inAugust = siteClosuresData(first!.slug, "en", "2027-06-30", [nextYear]).later[0]!;
    expect(isShown(inAugust.window, "2027-06-30")).toBe(false);
    expect(isShown(inAugust.window, "2027-07-01")).toBe(true);
  });

  it("the banner names the closures in effect, at one site or any", () => {
    expect(inEffectAt(first!.slug, "en", "2026-12-04", list).map((view) => view.id)).toEqual([
      "b-soon",
    ]);
    expect(inEffectAt("all", "en", "2026-12-04", list).map((view) => view.id)).toEqual([
      "b-soon",
      "c-same-day",
    ]);
    expect(inEffectAt("all", "en", "2026-12-05", list)).toEqual([]);
  });

  it("each site's places are in words, current until the staff's number of days after they were checked, and only while registration is open", () => {
    for (const entry of places) {
      for (const own of entry.programs) {
        const view = placesOf(entry.site, "es", own.checked).find(
          (each) => each.program === own.program,
        );
        const open = openWindow(own.program, own.checked);
        expect(Boolean(view), `${entry.site} ${own.program}`).toBe(Boolean(open));
        if (!view) continue;
        expect(view.label).toBe(placeStatus.statuses[own.status].name.es);
        expect(view.current!.until! > own.checked).toBe(true);
        expect(view.current!.until! <= (open!.until ?? view.current!.until!)).toBe(true);
      }
    }
  });
});
