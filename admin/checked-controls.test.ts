import { describe, expect, it } from "vitest";
import { closures as posted } from "../content/closures";
import { schoolSites } from "../content/sites";
import { withChecks, type Control } from "./checked-controls";
import { collections } from "./collections";
import type { DecapField } from "./fields";

// Decap draws a widget again only when its own value changes, so the `entry` a widget holds is
// the form as it was then. A field's checks must read the form as it is now: a closure's time
// is checked against the kind chosen after the time was last touched.

/** Just enough of Immutable's Map for the controls. */
const immutable = (value: Record<string, unknown>) => ({
  toJS: () => value,
  get: (key: string) => {
    const inner = value[key];
    return inner && typeof inner === "object" && !Array.isArray(inner)
      ? immutable(inner as Record<string, unknown>)
      : inner;
  },
});

/** Decap's own control, as far as the checks see it: props, and no checks of its own. */
class Plain {
  constructor(public props: Record<string, unknown>) {}
}

/** A control that says "valid" its own way, as Decap's select does. */
class Select extends Plain {
  isValid = () => ({ error: false });
}

const closures = collections.find((collection) => collection.name === "closures")!;
const fieldOf = (name: string) =>
  ("fields" in closures ? closures.fields : []).find((each: DecapField) => each.name === name)!;

/** A field's control as Decap makes it: drawn with `then`, asked when the form is `now`. */
function validity(
  name: string,
  then: Record<string, unknown>,
  now: Record<string, unknown>,
  Base: typeof Plain = Plain,
  slug = "",
) {
  const Checked = withChecks(Base as unknown as Control);
  const control = new Checked({
    field: immutable(fieldOf(name)),
    value: now[name],
    entry: immutable({ data: then, slug }),
    getEntry: () => immutable({ data: now, slug }),
  });
  return control.isValid!();
}

const site = schoolSites[0]!.slug;
const closure = {
  first: "2026-12-18",
  last: "2026-12-18",
  kind: "closesEarly",
  time: "",
  allSites: false,
  sites: [site],
  programs: [],
  reason: { en: "Staff meeting", es: "Reunión del personal" },
};

describe("a field's checks read the form as it is now", () => {
  it("accept a closure closed all day with no time, though the time was drawn when it closed early", () => {
    expect(validity("time", closure, { ...closure, kind: "closed" })).toBe(true);
  });

  it("refuse a time for a closure closed all day, though the time was drawn before", () => {
    const now = { ...closure, kind: "closed", time: "07:00" };
    expect(validity("time", { ...now, kind: "opensLate" }, now)).toMatchObject({
      error: { message: expect.stringMatching(/closed all day has no time/) },
    });
  });

  it("refuse some sites picked once every site is turned on after them, in a drop-down that says valid its own way", () => {
    expect(validity("sites", closure, { ...closure, allSites: true }, Select)).toMatchObject({
      error: { message: "choose every site or some sites, not both" },
    });
    expect(validity("sites", { ...closure, allSites: true }, closure, Select)).toBe(true);
  });
});

describe("a closure posted twice", () => {
  it("is refused at its first day, naming the one posted, unless it is that one being edited", () => {
    for (const each of posted) {
      const again = {
        ...closure,
        kind: "closed",
        first: each.first,
        last: each.last,
        allSites: each.allSites,
        sites: each.allSites ? [] : each.sites,
        programs: each.programs,
      };
      expect(validity("first", again, again), each.id).toMatchObject({
        error: { message: expect.stringContaining(`already posted as "${each.reason.en}"`) },
      });
      expect(validity("first", again, again, Plain, each.id), each.id).toBe(true);
    }
  });

  it("is not a closure on a day no closure covers", () => {
    const free = ["2099-03-01", "2099-03-02"].find(
      (day) => !posted.some((each) => each.first <= day && day <= each.last),
    )!;
    const elsewhere = { ...closure, first: free, last: free };
    expect(validity("first", elsewhere, elsewhere)).toBe(true);
  });
});
