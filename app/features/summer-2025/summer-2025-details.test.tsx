import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "~/lib/i18n/locale-context";
import type { Locale } from "~/lib/i18n/locale";
import { summer2025Details } from "./summer-2025-data.server";
import { Summer2025Details } from "./summer-2025-details";

function renderDetails(locale: Locale) {
  render(
    <LocaleProvider value={locale}>
      <Summer2025Details {...summer2025Details(locale)} />
    </LocaleProvider>,
    { wrapper: MemoryRouter },
  );
}

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
    renderDetails("en");
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("lists the seven summer sites and links the three previews", () => {
    renderDetails("en");
    const locations = screen.getByRole("region", { name: "Camp locations" });
    expect(locations.querySelectorAll("li")).toHaveLength(7);
    for (const href of ["/summer-preview-eu", "/summer-preview-wp", "/summer-preview-rafos"]) {
      expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toContain(href);
    }
  });
});

describe("Summer2025Details in Spanish", () => {
  it.each([
    "Cuota de inscripción no reembolsable: $100.",
    "Campamentos de kínder (TK/K): $62 por día.",
    "Mínimo de dos días.",
    "Campamento de español: $200 por semana, o $160 la semana del 16 al 20 de junio. Mínimo de cinco días.",
    "Campamento de día extendido, Eureka/Excelsior: $30 por día, 2:00-6:00 pm, mínimo dos días por semana.",
    "Horario de los campamentos: de 6:30 o 7:00 AM a 6:00 PM, según el sitio.",
    "Eureka y Western Placer: del 9 de junio al 8 de agosto (9 semanas).",
    "Rocklin: del 9 de junio al 1 de agosto (8 semanas).",
    "No hay campamentos en Rocklin la semana del 4 al 8 de agosto.",
    "Días cerrados: 19 de junio y 4 de julio.",
    "Cierre temprano a las 2:30 PM el 25 de julio.",
    "No hay días de reposición.",
  ])("shows %j", (text) => {
    renderDetails("es");
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("links the sites and previews in Spanish", () => {
    renderDetails("es");
    const locations = screen.getByRole("region", { name: "Sitios de los campamentos" });
    expect(locations.querySelectorAll("a")[0]).toHaveAttribute("href", "/es/locations/maidu-star");
    expect(
      screen.getByRole("link", { name: "Campamentos de verano de Western Placer USD" }),
    ).toHaveAttribute("href", "/es/summer-preview-wp");
    expect(screen.getByRole("link", { name: "Programas de subsidio" })).toHaveAttribute(
      "href",
      "/es/programs/subsidy",
    );
  });
});
