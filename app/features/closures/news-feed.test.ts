import { describe, expect, it } from "vitest";
import type { NoticeContent } from "~content/notice";
import { atomEntries, atomProblems, parseAtom } from "../../../tests/build/atom-checks.mjs";
import { madeUpClosure } from "../../../tests/fixtures/made-up-closure";
import { newsFeed } from "./news-feed.server";

const siteUrl = "https://star.example.org";

const closures = [
  madeUpClosure({
    id: "2026-11-02-past",
    first: "2026-11-02",
    last: "2026-11-02",
    announced: "2026-10-01",
  }),
  madeUpClosure({
    id: "2026-12-04-coming",
    first: "2026-12-04",
    last: "2026-12-04",
    announced: "2026-11-16",
  }),
  madeUpClosure({
    id: "2026-12-21-break",
    first: "2026-12-21",
    last: "2027-01-01",
    announced: "2026-11-20",
  }),
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
