import { describe, expect, it } from "vitest";
import { closureNote } from "./closure-note";

// The line above a closure's preview, seen from November 28, 2026: where families will see the
// closure, and from when.

const today = "2026-11-28";
const pages = {
  en: {
    closuresPage: "Closures",
    locationsPage: "Locations",
    soon: "In the next two weeks",
    later: "Later this school year",
  },
  es: {
    closuresPage: "Cierres",
    locationsPage: "Sitios",
    soon: "En las próximas dos semanas",
    later: "Más adelante en este año escolar",
  },
};
const maidu = {
  first: "2026-12-18",
  last: "2026-12-18",
  allSites: false,
  places: ["Maidu/Excelsior STAR"],
};

describe("where and from when a closure shows", () => {
  it("a closure three weeks away: on the calendar and its site's page now, in the next two weeks from two weeks before", () => {
    expect(closureNote(maidu, today, "en", pages.en)).toBe(
      "Families see it on the Closures page and the events calendar now; on Maidu/Excelsior STAR's page under “Later this school year” now, and under “In the next two weeks” (on the Locations page too) from Friday, December 4; and at the top of the home page and that page on its day.",
    );
    expect(closureNote(maidu, today, "es", pages.es)).toBe(
      "Las familias lo verán en la página de Cierres y en el calendario de eventos desde ahora; en la página de Maidu/Excelsior STAR, en “Más adelante en este año escolar” desde ahora y en “En las próximas dos semanas” (también en la página de Sitios) desde el viernes 4 de diciembre; y, ese día, arriba de la página de inicio y de esa página.",
    );
  });

  it("a closure within two weeks, of every site, on several days", () => {
    const soon = { first: "2026-12-04", last: "2026-12-07", allSites: true, places: [] };
    expect(closureNote(soon, today, "en", pages.en)).toBe(
      "Families see it on the Closures page and the events calendar now; on every site's page under “In the next two weeks” (on the Locations page too) now; and at the top of the home page and those pages on its days.",
    );
    expect(closureNote(soon, today, "es", pages.es)).toBe(
      "Las familias lo verán en la página de Cierres y en el calendario de eventos desde ahora; en la página de cada sitio, en “En las próximas dos semanas” (también en la página de Sitios) desde ahora; y, esos días, arriba de la página de inicio y de esas páginas.",
    );
  });

  it("a closure of next school year: on its sites' pages from July 1", () => {
    const august = {
      ...maidu,
      first: "2027-08-20",
      last: "2027-08-20",
      places: ["Coppin STAR", "Maidu/Excelsior STAR"],
    };
    expect(closureNote(august, "2027-06-01", "en", pages.en)).toContain(
      "on the pages of Coppin STAR and Maidu/Excelsior STAR under “Later this school year” from Thursday, July 1, and under “In the next two weeks” (on the Locations page too) from Friday, August 6;",
    );
  });

  it("a closure whose sites are not chosen yet, or that is over", () => {
    expect(closureNote({ ...maidu, places: [] }, today, "en", pages.en)).toBe(
      "Families see it on the Closures page and the events calendar now, and on the page of each site you choose below.",
    );
    expect(
      closureNote({ ...maidu, first: "2026-11-26", last: "2026-11-27" }, today, "en", pages.en),
    ).toBe("This closure is over: no page shows it.");
  });
});
