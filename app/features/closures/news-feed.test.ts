import { JSDOM } from "jsdom";
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

const feed = (locale: "en" | "es", today = "2026-11-24") =>
  newsFeed({ locale, siteUrl, today, closures, notice });

describe("the news of notices and closures (Atom 1.0)", () => {
  it("is well-formed and valid Atom, in each language", () => {
    for (const locale of ["en", "es"] as const) {
      expect(atomProblems(parseAtom(feed(locale)))).toEqual([]);
    }
  });

  it("says its language, so a reader knows the Spanish feed is Spanish", () => {
    for (const locale of ["en", "es"] as const) {
      expect(
        parseAtom(feed(locale)).documentElement.getAttributeNS(
          "http://www.w3.org/XML/1998/namespace",
          "lang",
        ),
      ).toBe(locale);
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

describe("an entry's words in feed readers", () => {
  it("are the text staff typed, never markup, even where it looks like HTML", () => {
    const reason =
      'Pay <img src="x" onerror="alert(1)"> <a href="https://evil.example">here</a> ]]>';
    const closure = madeUpClosure({
      id: "2026-12-04-coming",
      reason: { en: reason, es: reason },
      announced: "2026-11-16",
    });
    const xml = newsFeed({
      locale: "en",
      siteUrl,
      today: "2026-11-24",
      closures: [closure],
      notice,
    });
    const entry = parseAtom(xml).querySelectorAll("entry")[1]!;
    for (const name of ["title", "summary"]) {
      const element = entry.querySelector(name)!;
      // What a reader does with type="html": parse it as HTML and show the result.
      const shown = new JSDOM(`<body>${element.textContent}</body>`).window.document.body;
      expect(shown.querySelectorAll("*")).toHaveLength(0);
      if (name === "title") expect(shown.textContent).toContain(reason);
    }
  });

  it("run on in lower case after a colon in Spanish, with no comma after a weekday", () => {
    const titles = [...parseAtom(feed("es")).querySelectorAll("entry title")].map(
      (title) => title.textContent ?? "",
    );
    const afterColon = titles.slice(1).map((title) => title.split(": ").at(-1)!);
    expect(afterColon).toEqual([
      "viernes 4 de diciembre",
      "del lunes 21 de diciembre al viernes 1 de enero",
    ]);
  });
});
