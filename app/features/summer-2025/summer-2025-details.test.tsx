import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { summer2025Details } from "./summer-2025-data.server";
import { Summer2025Details } from "./summer-2025-details";

describe("Summer2025Details", () => {
  it.each([
    "Non-refundable registration fee $100.",
    "Kinder (TK/K) camps: $62 per day.",
    "Grades 1-7 camps: $57 per day.",
    "Two-day minimum.",
    "Spanish camp: $200 per week, or $160 for the week of June 16-20. Five-day minimum.",
    "Extended-day camp, Eureka/Excelsior: $30 per day, 2:00-6:00 pm, minimum two days per week.",
    "Extended-day camp, Rocklin/Gateway: $35 per day, 12:00-6:00 pm, minimum two days per week.",
    "Camp hours 6:30 or 7:00 AM to 6:00 PM, depending on the site.",
    "Eureka and Western Placer: 6/9-8/8 (9 weeks).",
    "Rocklin: 6/9-8/1 (8 weeks).",
    "No Rocklin camps the week of August 4-8.",
    "Closures June 19 and July 4.",
    "Early close at 2:30 PM on July 25.",
  ])("shows %j", (text) => {
    render(<Summer2025Details {...summer2025Details()} />, { wrapper: MemoryRouter });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("lists the seven summer sites and links the three previews", () => {
    render(<Summer2025Details {...summer2025Details()} />, { wrapper: MemoryRouter });
    const locations = screen.getByRole("region", { name: "Camp locations" });
    expect(locations.querySelectorAll("li")).toHaveLength(7);
    for (const href of ["/summer-preview-eu", "/summer-preview-wp", "/summer-preview-rafos"]) {
      expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toContain(href);
    }
  });
});
