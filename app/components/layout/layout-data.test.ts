import { describe, expect, it } from "vitest";
import { pacificDay } from "~/features/closures/days";
import { noticeToShow } from "./layout-data.server";

const closure = {
  message: { en: "All sites are closed Friday.", es: "Todos los sitios cierran el viernes." },
  start: "2026-03-05",
  end: "2026-03-06",
  linkText: { en: "See the calendar", es: "Vea el calendario" },
  linkTo: "/calendar",
};

describe("the site notice", () => {
  it("shows on its days, in the page's language, with its link", () => {
    expect(noticeToShow(closure, "es", "2026-03-06")).toEqual({
      message: "Todos los sitios cierran el viernes.",
      first: "2026-03-05",
      last: "2026-03-06",
      link: { text: "Vea el calendario", to: "/calendar" },
      startsLater: false,
    });
  });

  it("is built hidden before its first day, and not built at all after its last", () => {
    expect(noticeToShow(closure, "en", "2026-03-01")?.startsLater).toBe(true);
    expect(noticeToShow(closure, "en", "2026-03-07")).toBeNull();
  });

  it("is not there without a message", () => {
    expect(noticeToShow({ ...closure, message: null }, "en", "2026-03-05")).toBeNull();
  });

  it("counts days in Pacific time", () => {
    // 2026-03-07 at 06:00 UTC is still the evening of March 6 in California.
    expect(pacificDay(new Date("2026-03-07T06:00:00Z"))).toBe("2026-03-06");
  });
});
