import { describe, expect, it } from "vitest";
import { addDays } from "../i18n/days";
import { type ContentEdit, refusal as refusalOf } from "./refused-edit";
import {
  registrationStateOn,
  registrationTimeline,
  seasonFacts,
  seasonPrograms,
  seasons,
  type Season,
} from "./seasons";

// Where a program's registration stands follows its seasons day by day. The made-up seasons here
// fix the rule; the content's own seasons are read for what must hold whatever staff write.

const season = (name: string, days: Partial<Season>): Season => ({
  program: "galaxy",
  name,
  first: null,
  last: null,
  end: `${name.slice(-4)}-06-30`,
  opens: null,
  closes: null,
  ...days,
});

const thisYear = season("2030-2031", {
  first: "2030-08-14",
  last: "2031-06-05",
  end: "2031-06-05",
  opens: "2030-03-03",
  closes: "2031-05-30",
});
const nextYear = season("2031-2032", { opens: "2031-03-02", closes: "2032-06-30" });
const unset = season("2031-2032", {});

const kindOn = (list: Season[], day: string) => {
  const state = registrationStateOn(list, day);
  return [state.kind, ...state.seasons.map((each) => each.name)].join(" ");
};

describe("where a program's registration stands", () => {
  it("is coming before it opens, open from its first day to its last, and closed after it", () => {
    expect(kindOn([thisYear], "2030-03-02")).toBe("opens 2030-2031");
    expect(kindOn([thisYear], "2030-03-03")).toBe("open 2030-2031");
    expect(kindOn([thisYear], "2031-05-30")).toBe("open 2030-2031");
    expect(kindOn([thisYear], "2031-05-31")).toBe("closed 2030-2031");
    expect(kindOn([thisYear], "2031-06-06")).toBe("none");
  });

  it("speaks of the next season once it is named, and of both while both are open", () => {
    expect(kindOn([thisYear, nextYear], "2031-03-01")).toBe("open 2030-2031");
    expect(kindOn([thisYear, nextYear], "2031-03-02")).toBe("open 2030-2031 2031-2032");
    expect(kindOn([thisYear, nextYear], "2031-06-01")).toBe("open 2031-2032");
    expect(kindOn([thisYear, unset], "2031-05-31")).toBe("notSet 2031-2032");
    expect(kindOn([thisYear, unset], "2032-07-01")).toBe("none");
  });

  it("changes only on the seasons' own days, each state with the days it holds", () => {
    const timeline = registrationTimeline([thisYear, nextYear], "2031-01-10");
    expect(timeline.map(({ kind, window }) => [kind, window])).toEqual([
      ["open", { until: "2031-03-01" }],
      ["open", { from: "2031-03-02", until: "2031-05-30" }],
      ["open", { from: "2031-05-31", until: "2032-06-30" }],
      ["none", { from: "2032-07-01" }],
    ]);
  });
});

describe("the content's seasons", () => {
  it("open on the day registration opens and close the day after it closes", () => {
    for (const program of seasonPrograms) {
      const list = seasons[program];
      for (const each of list.filter((entry) => entry.opens)) {
        const openOn = (day: string) =>
          registrationStateOn(list, day).kind === "open" &&
          registrationStateOn(list, day).seasons.includes(each);
        expect(openOn(addDays(each.opens!, -1)), `${program} ${each.name}`).toBe(false);
        expect(openOn(each.opens!), `${program} ${each.name}`).toBe(true);
        expect(openOn(each.closes!), `${program} ${each.name}`).toBe(true);
        expect(openOn(addDays(each.closes!, 1)), `${program} ${each.name}`).toBe(false);
      }
    }
  });

  it("never speak of a season that has ended", () => {
    for (const program of seasonPrograms) {
      const list = seasons[program];
      for (const each of list) {
        const after = registrationStateOn(list, addDays(each.end, 1));
        expect(after.seasons, `${program} ${each.name}`).not.toContain(each);
      }
    }
  });

  it("are listed for the office a month before a program's last season ends", () => {
    const facts = seasonFacts();
    expect(facts.map((fact) => fact.fields[0])).toEqual([...seasonPrograms]);
    for (const fact of facts) {
      expect(fact.warnDays).toBe(30);
      expect(fact.afterwards).not.toContain("{");
    }
  });
});

describe("a season as staff write it", () => {
  const file = "content/seasons.yaml";
  const refusal = (edit: ContentEdit) => refusalOf(file, edit);

  it("is refused with a day outside its school year or summer", () => {
    expect(
      refusal((document) => {
        document.setIn(["summer", 0, "name"], "2031");
        document.setIn(["summer", 0, "first"], "2030-06-16");
        document.setIn(["summer", 0, "last"], "2031-08-08");
      }),
    ).toMatch(/summer\.2031\.first: this day is not in the season named above/);
  });

  it("is refused when it closes before it opens, or is out of order", () => {
    expect(
      refusal((document) => {
        document.setIn(["nova", 0, "registrationOpens"], "2030-09-01");
        document.setIn(["nova", 0, "registrationCloses"], "2030-08-01");
      }),
    ).toMatch(/registrationCloses: registration closes before it opens/);
    expect(
      refusal((document) => {
        const list = document.getIn(["galaxy"]) as { items: unknown[] };
        list.items.reverse();
      }),
    ).toMatch(/galaxy\.2026-2027\.name: list the seasons in order/);
  });

  it("is refused with a school year that is not two years in a row", () => {
    expect(refusal((document) => document.setIn(["nsd", 0, "name"], "2026-2028"))).toMatch(
      /nsd\.2026-2028\.name: a school year runs over two years in a row/,
    );
  });
});
