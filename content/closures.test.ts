import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { closureFileName, closureSchema, closures, closuresOf } from "./closures";
import { placeStatus } from "./place-status";
import { places } from "./places";
import { folderFiles, parseContent } from "./read";
import { schoolSites, sites } from "./sites";

const file = "content/closures/2026-12-04-staff-training.yaml";
const site = schoolSites[0]!.slug;
const closure = (lines: string) =>
  parseContent(
    file,
    `first: 2026-12-04
${lines.startsWith("last:") ? "" : "last: 2026-12-04\n"}reason:
  en: Staff training
  es: Capacitación del personal
announced: 2026-11-16
${lines}`,
    closureSchema,
  );

describe("closures, one file each", () => {
  it("each affects sites that exist, from its first day to its last, with a time when it is not all day", () => {
    for (const each of closures) {
      expect(each.last >= each.first).toBe(true);
      expect(each.sites.length).toBeGreaterThan(0);
      for (const slug of each.sites) expect(sites.map((entry) => entry.slug)).toContain(slug);
      expect(each.kind === "closed").toBe(each.time === null);
    }
  });

  it("a closure of every site affects every site and the main office", () => {
    const everywhere = closures.find((each) => each.allSites);
    if (everywhere) expect(everywhere.sites).toEqual(sites.map((entry) => entry.slug));
  });

  it.each([
    ["last: 2026-12-03\nkind: closed\nallSites: true", "last: the last day comes before the first"],
    ["kind: closesEarly\nallSites: true", "time: say when the site opens or closes that day"],
    ['kind: closed\ntime: "15:00"\nallSites: true', "time: a site closed all day has no time"],
    [
      `kind: closed\nallSites: true\nsites: [${site}]`,
      "sites: choose every site or some sites, not both",
    ],
    ["kind: closed\nallSites: false", "sites: choose the sites it affects, or turn on every site"],
    [
      "kind: closed\nallSites: false\nsites: [nowhere-star]",
      "sites: no site is called nowhere-star",
    ],
  ])("refuses %j, saying what to fix", (lines, message) => {
    expect(() => closure(lines)).toThrow(message);
  });
});

describe("a closure file's name", () => {
  it.each(["2026-12-21-winter-break", "2027-01-18-martin-luther-king-jr-day", "2026-12-04-x1"])(
    "may be its first day and a few words, as the editor names it (%s)",
    (name) => expect(name).toMatch(closureFileName),
  );

  it.each([
    "winter-break",
    "2026-12-21",
    "2026-12-21-Winter-Break",
    "2026-12-21-día-festivo",
    "2026-12-21-x\r\nBEGIN:VALARM",
    "2026-12-21-x@evil",
    "2026-12-21-a b",
  ])(
    "may not be anything else, which would reach the calendars' identity of the closure (%j)",
    (name) => {
      expect(name).not.toMatch(closureFileName);
    },
  );
});

describe("places, one file per site", () => {
  it("are given only for programs the site offers, each once, with a day checked", () => {
    for (const entry of places) {
      const site = sites.find((each) => each.slug === entry.site)!;
      const programs = entry.programs.map((each) => each.program);
      expect(new Set(programs).size).toBe(programs.length);
      for (const program of programs) expect(site.programs).toContain(program);
    }
  });

  it("stay current for a whole number of days the staff set", () => {
    expect(Number.isInteger(placeStatus.staleAfterDays)).toBe(true);
    expect(placeStatus.staleAfterDays).toBeGreaterThan(0);
  });
});

describe("a closure posted twice", () => {
  const posted = folderFiles("content/closures");
  const [path, text] = Object.entries(posted)[0]!;
  /** The first closure again, in a file of its own, announced after it, with `change` made. */
  const again = (change: (document: ReturnType<typeof parseDocument>) => void) => {
    const document = parseDocument(text);
    document.set("announced", "2099-01-01");
    change(document);
    return { ...posted, [path.replace(/\.yaml$/, "-1.yaml")]: String(document) };
  };
  const first = closures.find((each) => path.endsWith(`/${each.id}.yaml`))!;

  it("is refused, naming the closure posted first", () => {
    expect(() => closuresOf(again(() => {}))).toThrow(
      new RegExp(
        `-1\\.yaml: first: these days, sites and programs are already posted as "${first.reason.en}".*${first.id}`,
      ),
    );
  });

  it("is refused when it closes early where the same day is already closed", () => {
    expect(() =>
      closuresOf(
        again((document) => {
          document.set("kind", "closesEarly");
          document.set("time", "15:00");
        }),
      ),
    ).toThrow(/already posted/);
  });

  it("is refused when it speaks of a program the first leaves running", () => {
    const running = closures.find((each) => each.goesOn.length > 0);
    if (!running) return;
    const [runningPath, runningText] = Object.entries(posted).find(([file]) =>
      file.endsWith(`/${running.id}.yaml`),
    )!;
    const cancelled = parseDocument(runningText);
    cancelled.set("announced", "2099-01-01");
    cancelled.set("programs", cancelled.createNode(running.goesOn));
    cancelled.set("goesOn", cancelled.createNode([]));
    expect(() =>
      closuresOf({ ...posted, [runningPath.replace(/\.yaml$/, "-1.yaml")]: String(cancelled) }),
    ).toThrow(/already posted/);
  });

  it("is not the same closure on other days, nor one of another program only", () => {
    const dayAfter = (day: string) => {
      const next = new Date(`${day}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      return next.toISOString().slice(0, 10);
    };
    expect(() =>
      closuresOf(
        again((document) => {
          document.set("first", dayAfter(first.last));
          document.set("last", dayAfter(first.last));
        }),
      ),
    ).not.toThrow();
    const nova = schoolSites.find((each) => each.programs.includes("nova"))!;
    const only = (program: string, name: string) => [
      `content/closures/2099-03-01-${name}.yaml`,
      `first: 2099-03-01\nlast: 2099-03-01\nkind: closed\ntime: ""\nallSites: false\nsites:\n  - ${nova.slug}\nprograms:\n  - ${program}\ngoesOn: []\nreason:\n  en: Staff training\n  es: Capacitación del personal\nannounced: 2099-01-01\n`,
    ];
    expect(() =>
      closuresOf({
        ...posted,
        ...Object.fromEntries([only("galaxy", "galaxy-training"), only("nova", "nova-training")]),
      }),
    ).not.toThrow();
  });
});
