import { describe, expect, it } from "vitest";
import { districts } from "./districts";
import { galaxy, galaxyDiscount, galaxyHoursGroups } from "./galaxy";
import { externalLinks } from "./links";
import { localize } from "./localize";
import { nsdCampsPage } from "./nsd-camps";
import { pricingBlocks, pricingSheets, pricingYear } from "./pricing";
import { programOverview } from "./program-overview";
import { sitesOffering, siteNameList } from "./program-sites";
import { programById } from "./programs";
import { eloPContacts, subsidyAgencies } from "./subsidy";
import { summer2025 } from "./summer-2025";
import { summerCamp } from "./summer-camp";

const siteTitles = (program: Parameters<typeof sitesOffering>[0], locale: "en" | "es") =>
  siteNameList(
    localize(sitesOffering(program), locale).map((site) => site.title),
    locale,
  );

// The business constants of the specification (section 9), checked where the pages read them.
describe("Galaxy", () => {
  it("runs August through June until 6:00 PM", () => {
    expect(galaxy.season).toEqual({ en: "August through June", es: "de agosto a junio" });
    expect(galaxy.closes).toBe("6:00 PM");
    expect(programById("galaxy").summary.en).toContain("August through June, until 6:00 PM");
    expect(galaxy.lead.en).toBe(
      "Care before and after school, right on your child's campus, August through June until 6:00 PM.",
    );
    expect(galaxy.lead.es).toContain("de agosto a junio, hasta las 6:00 PM");
  });

  it("states the multi-child discount in the spec's words, with its numbers as facts", () => {
    expect(galaxyDiscount).toMatchObject({ percent: 10, lesserFrom: 2, combinedFrom: 3 });
    expect(localize(galaxyDiscount.rules, "en").join(" ")).toBe(
      "2 children, 10% off the lesser monthly total. 3 or more children, 10% off the monthly total.",
    );
    expect(localize(galaxyDiscount.rules, "es")).toEqual([
      "2 hijos: 10% de descuento sobre el total mensual menor.",
      "3 o más hijos: 10% de descuento sobre el total mensual combinado.",
    ]);
  });

  it("opens at 6:30 AM at the four Eureka campuses and 7:00 AM elsewhere", () => {
    const groups = galaxyHoursGroups();
    expect(groups.map((g) => g.hours)).toEqual(["6:30 AM-6:00 PM", "7:00 AM-6:00 PM"]);
    expect(groups[0]?.sites.map((s) => s.slug)).toEqual([
      "maidu-star",
      "greenhills-star",
      "oakhills-star",
      "ridgeview-star",
    ]);
    expect(groups[1]?.sites).toHaveLength(9);
  });

  it("asks for two weeks' written notice to cancel", () => {
    expect(galaxy.cancellationNotice.en).toBe("two weeks' written notice");
  });

  it("fills the closing time into the benefits that mention it", () => {
    const late = galaxy.benefits.find((benefit) => benefit.title.en === "Open early, open late");
    expect(late?.text.en).toContain("stay open until 6:00 PM");
    expect(late?.text.es).toContain("a las 6:00 PM");
  });
});

describe("Galaxy pricing", () => {
  it("is for 2026, with every file name starting with 26 on the content host", () => {
    expect(pricingYear).toBe(2026);
    for (const sheet of pricingSheets) {
      expect(sheet.file).toMatch(/^26[A-Z]/);
      expect(sheet.href.startsWith(`${externalLinks.contentHost}/`)).toBe(true);
      expect(sheet.href).toMatch(/\.pdf$/);
    }
  });

  it("groups the sheets by district exactly as the spec lists them, named from districts.yaml", () => {
    expect(pricingBlocks.map((b) => [b.title, b.sheets.map((s) => s.label)])).toEqual([
      ["Eureka Union School District", ["Greenhills", "Maidu/Excelsior", "Oakhills/Ridgeview"]],
      ["Western Placer Unified School District", ["Twelve Bridges", "Western Placer USD"]],
      ["Rocklin Academy Family Of Schools", ["Gateway", "Rocklin Academy", "ARCA ELO-P"]],
    ]);
    expect(pricingBlocks.map((b) => b.title)).toEqual(districts.map((d) => d.name));
  });
});

describe("Summer Camp", () => {
  it("announces 2026 for TK through 7th grade with over 30 camps", () => {
    expect(summerCamp.year).toBe(2026);
    expect(localize(summerCamp, "en")).toMatchObject({
      grades: "TK through 7th grade",
      update: "Stay tuned for more information",
      campCount: "over 30 camps",
    });
    expect(summerCamp.grades.es).toBe("de TK a 7.º grado");
    expect(summerCamp.about.en).toContain("Summer Camp offers over 30 camps:");
    expect(summerCamp.about.en).toContain("registration for 2026 will appear");
    expect(summerCamp.about.es).toContain("más de 30 campamentos");
    expect(programById("summer").summary.en).toBe(
      "Over 30 camps for children from TK through 7th grade.",
    );
  });

  it("keeps the 2025 fees", () => {
    expect(summer2025.year).toBe(2025);
    expect(summer2025.registrationFee).toBe(100);
    expect(localize(summer2025.dayCamps, "en")).toEqual([
      { label: "Kinder (TK/K) camps", perDay: 62 },
      { label: "Grades 1-7 camps", perDay: 57 },
    ]);
    expect(summer2025.dayCampMinimumDays).toBe(2);
    expect(summer2025.spanishCamp).toEqual({
      perWeek: 200,
      shortWeek: { from: "2025-06-16", to: "2025-06-20", price: 160 },
      minimumDays: 5,
    });
    expect(summer2025.extendedDay).toEqual([
      {
        location: "Eureka/Excelsior",
        perDay: 30,
        opens: "2:00 PM",
        closes: "6:00 PM",
        minimumDaysPerWeek: 2,
      },
      {
        location: "Rocklin/Gateway",
        perDay: 35,
        opens: "12:00 PM",
        closes: "6:00 PM",
        minimumDaysPerWeek: 2,
      },
    ]);
  });

  it("keeps the 2025 schedule and closures", () => {
    expect(summer2025.campHours).toEqual({ opens: ["6:30 AM", "7:00 AM"], closes: "6:00 PM" });
    expect(summer2025.closures).toEqual(["2025-06-19", "2025-07-04"]);
    expect(summer2025.earlyClose).toEqual({ date: "2025-07-25", time: "2:30 PM" });
    expect(localize(summer2025.sessions, "en")).toEqual([
      { districts: "Eureka and Western Placer", from: "2025-06-09", to: "2025-08-08" },
      { districts: "Rocklin", from: "2025-06-09", to: "2025-08-01" },
    ]);
    expect(localize(summer2025.weekWithoutCamps, "en")).toEqual({
      note: "No Rocklin camps the week of {week}.",
      from: "2025-08-04",
      to: "2025-08-08",
    });
  });

  it.each([
    "Cancel by 11:59 pm on the Sunday two weeks before the start. Later cancellations cost $35.",
    "If there is no cancellation by the Wednesday before the start, the full tuition is owed.",
    "There are no make-up days.",
    "Added days must be booked by the Wednesday of the prior week.",
    "Camp fees are non-refundable.",
    "Registration fees are due at registration. Camp fees are billed on the Monday of the start.",
    "The ELO-P extended-day camp requires ELO-P qualification.",
    "Guardians must show ID at pick-up and sign children in and out.",
  ])("lists the policy %j", (policy) => {
    expect(localize(summer2025.policies, "en")).toContain(policy);
  });

  it("links the three camp previews", () => {
    expect(summer2025.previews.map((p) => p.page)).toEqual([
      "/summer-preview-eu",
      "/summer-preview-wp",
      "/summer-preview-rafos",
    ]);
  });

  it("ran at the seven summer sites", () => {
    expect(siteTitles("summer", "en")).toBe(
      "Maidu/Excelsior, Greenhills, Oakhills, Lincoln Crossing, Twelve Bridges, Leaman, and Gateway",
    );
    expect(siteTitles("summer", "es")).toMatch(/, Leaman y Gateway$/);
  });
});

describe("Programs overview", () => {
  it("covers the four programs in the home page's order", () => {
    expect(programOverview.map((p) => p.program)).toEqual(["galaxy", "nova", "nsd", "summer"]);
  });

  it("gives Nova's session length and derives where each program runs", () => {
    expect(programOverview.find((p) => p.program === "nova")?.when.en).toContain(
      "4 to 10 weeks, ideally 6",
    );
    expect(sitesOffering("nova")).toHaveLength(4);
    expect(sitesOffering("nsd")).toHaveLength(13);
    expect(sitesOffering("nsd").map((s) => s.slug)).not.toContain("main-office");
  });

  it("takes Galaxy's season and closing time from the Galaxy page", () => {
    expect(programOverview.find((p) => p.program === "galaxy")?.when).toEqual({
      en: "School days, August through June, from the morning opening until 6:00 PM.",
      es: "Días de clases, de agosto a junio, desde la apertura por la mañana hasta las 6:00 PM.",
    });
  });
});

describe("Non-School Day Camps", () => {
  it("leaves the number of sites for the page to count", () => {
    expect(nsdCampsPage.where.en).toBe("Camps run at all {siteCount} of our school sites.");
    expect(nsdCampsPage.enrolSteps).toHaveLength(3);
  });
});

describe("Subsidy contacts", () => {
  it("lists ELO-P for the three districts with their website and phone on record", () => {
    expect(eloPContacts.map((c) => [c.name, c.href, c.phone])).toEqual(
      districts.map((d) => [d.name, d.href, d.phone]),
    );
    expect(eloPContacts.find((c) => c.name.startsWith("Rocklin"))?.phone).toBeNull();
    expect(eloPContacts[0]?.description).toEqual({
      en: "Ask EUSD whether your child qualifies for ELO-P and how to apply.",
      es: "Consulte con EUSD si su hijo califica para ELO-P y cómo presentar la solicitud.",
    });
  });

  it("then PCOE, Child Action and Child Care Aware, each with a link and a phone", () => {
    expect(subsidyAgencies.map((a) => a.name)).toEqual([
      "Placer County Office of Education (PCOE)",
      "Child Action",
      "Child Care Aware",
    ]);
    expect(subsidyAgencies.map((a) => new URL(a.href).hostname)).toEqual([
      "www.placercoe.org",
      "www.childaction.org",
      "www.childcareaware.org",
    ]);
    for (const agency of subsidyAgencies) expect(agency.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });
});
