import { describe, expect, it } from "vitest";
import { districts } from "./districts";
import { GALAXY_DISCOUNT_PERCENT, galaxy, galaxyDiscountText, galaxyHoursGroups } from "./galaxy";
import { externalLinks } from "./links";
import { PRICING_YEAR, pricingBlocks, pricingSheets } from "./pricing";
import { programOverview } from "./program-overview";
import { sitesOffering, siteNameList } from "./program-sites";
import { programById } from "./programs";
import { eloPContacts, subsidyAgencies } from "./subsidy";
import { summer2025 } from "./summer-2025";
import { summerCamp } from "./summer-camp";

// The business constants of the specification (section 9), checked where the pages read them.
describe("Galaxy", () => {
  it("runs August through June until 6:00 PM", () => {
    expect(galaxy.season).toBe("August through June");
    expect(galaxy.closes).toBe("6:00 PM");
    expect(programById("galaxy").summary).toContain("August through June, until 6:00 PM");
  });

  it("states the multi-child discount in the spec's words", () => {
    expect(GALAXY_DISCOUNT_PERCENT).toBe(10);
    expect(galaxyDiscountText.join(" ")).toBe(
      "2 children, 10% off the lesser monthly total. 3 or more children, 10% off the monthly total.",
    );
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
    expect(galaxy.cancellationNotice).toBe("two weeks' written notice");
  });
});

describe("Galaxy pricing", () => {
  it("is for 2026, with every file name starting with 26 on the content host", () => {
    expect(PRICING_YEAR).toBe(2026);
    for (const sheet of pricingSheets) {
      expect(sheet.file).toMatch(/^26[A-Z]/);
      expect(sheet.href.startsWith(`${externalLinks.contentHost}/`)).toBe(true);
      expect(sheet.href).toMatch(/\.pdf$/);
    }
  });

  it("groups the sheets by district exactly as the spec lists them", () => {
    expect(pricingBlocks.map((b) => [b.title, b.sheets.map((s) => s.label)])).toEqual([
      ["Eureka Union School District", ["Greenhills", "Maidu/Excelsior", "Oakhills/Ridgeview"]],
      ["Western Placer Unified School District", ["Twelve Bridges", "Western Placer USD"]],
      ["Rocklin Academy Family Of Schools", ["Gateway", "Rocklin Academy", "ARCA ELO-P"]],
    ]);
  });
});

describe("Summer Camp", () => {
  it("announces 2026 for TK through 7th grade with over 30 camps", () => {
    expect(summerCamp).toEqual({
      title: "Summer Camp 2026",
      grades: "TK through 7th grade",
      update: "Stay tuned for more information",
      campCount: "over 30 camps",
    });
    expect(programById("summer").summary).toBe(
      "Over 30 camps for children from TK through 7th grade.",
    );
  });

  it("keeps the 2025 fees", () => {
    expect(summer2025.registrationFee).toBe(100);
    expect(summer2025.dayCamps).toEqual([
      { label: "Kinder (TK/K) camps", perDay: 62 },
      { label: "Grades 1-7 camps", perDay: 57 },
    ]);
    expect(summer2025.dayCampMinimumDays).toBe(2);
    expect(summer2025.spanishCamp).toEqual({
      perWeek: 200,
      shortWeek: { dates: "June 16-20", price: 160 },
      minimumDays: 5,
    });
    expect(summer2025.extendedDay).toEqual([
      { location: "Eureka/Excelsior", perDay: 30, hours: "2:00-6:00 pm", minimumDaysPerWeek: 2 },
      { location: "Rocklin/Gateway", perDay: 35, hours: "12:00-6:00 pm", minimumDaysPerWeek: 2 },
    ]);
  });

  it("keeps the 2025 schedule and closures", () => {
    expect(summer2025.campHours).toBe("6:30 or 7:00 AM to 6:00 PM");
    expect(summer2025.closures).toEqual(["June 19", "July 4"]);
    expect(summer2025.earlyClose).toEqual({ date: "July 25", time: "2:30 PM" });
    expect(summer2025.sessions).toEqual([
      { districts: "Eureka and Western Placer", dates: "6/9-8/8", weeks: 9 },
      { districts: "Rocklin", dates: "6/9-8/1", weeks: 8 },
    ]);
    expect(summer2025.sessionNote).toBe("No Rocklin camps the week of August 4-8.");
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
    expect(summer2025.policies).toContain(policy);
  });

  it("links the three camp previews", () => {
    expect(summer2025.previews.map((p) => p.href)).toEqual([
      "/summer-preview-eu",
      "/summer-preview-wp",
      "/summer-preview-rafos",
    ]);
  });

  it("ran at the seven summer sites", () => {
    expect(siteNameList(sitesOffering("summer"))).toBe(
      "Maidu/Excelsior, Greenhills, Oakhills, Lincoln Crossing, Twelve Bridges, Leaman, and Gateway",
    );
  });
});

describe("Programs overview", () => {
  it("covers the four programs in the home page's order", () => {
    expect(programOverview.map((p) => p.program)).toEqual(["galaxy", "nova", "nsd", "summer"]);
  });

  it("gives Nova's session length and derives where each program runs", () => {
    expect(programOverview.find((p) => p.program === "nova")?.when).toContain(
      "4 to 10 weeks, ideally 6",
    );
    expect(sitesOffering("nova")).toHaveLength(4);
    expect(sitesOffering("nsd")).toHaveLength(13);
    expect(sitesOffering("nsd").map((s) => s.slug)).not.toContain("main-office");
  });
});

describe("Subsidy contacts", () => {
  it("lists ELO-P for the three districts with their website and phone on record", () => {
    expect(eloPContacts.map((c) => [c.name, c.href, c.phone])).toEqual(
      districts.map((d) => [d.name, d.href, d.phone]),
    );
    expect(eloPContacts.find((c) => c.name.startsWith("Rocklin"))?.phone).toBeNull();
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
