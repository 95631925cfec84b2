import { describe, expect, it } from "vitest";
import type { ClosureContent } from "~content/closures";
import type { NoticeContent } from "~content/notice";
import { schoolSites } from "~content/sites";
import { atomEntries, atomProblems, parseAtom } from "../../../tests/build/atom-checks.mjs";
import { newsFeed } from "./news-feed.server";

const siteUrl = "https://star.example.org";
const site = schoolSites[0]!.slug;

const closure = (id: string, first: string, last: string, announced: string): ClosureContent => ({
  id,
  first,
  last,
  kind: "closed",
  time: null,
  sites: [site],
  allSites: false,
  programs: [],
  reason: { en: "Staff training", es: "Capacitación del personal" },
  announced,
});

const closures = [
  closure("2026-11-02-past", "2026-11-02", "2026-11-02", "2026-10-01"),
  closure("2026-12-04-coming", "2026-12-04", "2026-12-04", "2026-11-16"),
  closure("2026-12-21-break", "2026-12-21", "2027-01-01", "2026-11-20"),
];

const notice: NoticeContent = {
  message: {
    en: "All sites close at noon on Friday.",
    es: "Todos los sitios cierran al mediodía el viernes.",
  },
  start: "2026-11-23",
  end: "2026-11-27",
  linkText: null,
  linkTo: null,
};

describe("the news of notices and closures (Atom 1.0)", () => {
  const feed = (locale: "en" | "es", today = "2026-11-24") =>
    newsFeed({ locale, siteUrl, today, closures, notice });

  it("is well-formed and valid Atom, in each language", () => {
    for (const locale of ["en", "es"] as const) {
      expect(atomProblems(parseAtom(feed(locale)))).toEqual([]);
    }
  });

  it("has the current notice and the closures still to come, dated the day each was announced", () => {
    const entries = atomEntries(parseAtom(feed("en")));
    expect(entries.map((entry) => entry.id)).toEqual([
      "https://star.example.org/#notice-2026-11-23",
      "https://star.example.org/closures#2026-12-04-coming",
      "https://star.example.org/closures#2026-12-21-break",
    ]);
    expect(entries[1]!.updated).toMatch(/^2026-11-16T00:00:00/);
    expect(parseAtom(feed("es")).querySelector("entry title")?.textContent).toBe(
      notice.message!.es,
    );
  });

  it("is the same document whatever day it is built on, until an entry comes or goes", () => {
    expect(feed("en", "2026-11-24")).toBe(feed("en", "2026-11-25"));
    const afterNotice = atomEntries(parseAtom(feed("en", "2026-11-28")));
    expect(afterNotice.map((entry) => entry.id)).not.toContain(
      "https://star.example.org/#notice-2026-11-23",
    );
  });
});
