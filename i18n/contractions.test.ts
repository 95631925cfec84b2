import { describe, expect, it } from "vitest";
import { withContractions } from "./contractions";

describe("Spanish contractions", () => {
  it.each([
    ["Volver a el Campamento de verano", "Volver al Campamento de verano"],
    ["Detalles de el Campamento de verano", "Detalles del Campamento de verano"],
    ["A el sitio", "Al sitio"],
    ["Cómo llegar a la Oficina principal", "Cómo llegar a la Oficina principal"],
    ["Cómo llegar a El Dorado Hills", "Cómo llegar a El Dorado Hills"],
    ["para el verano", "para el verano"],
  ])("writes %j as %j", (text, written) => {
    expect(withContractions(text, "es")).toBe(written);
  });

  it("leaves English as it is", () => {
    expect(withContractions("a el", "en")).toBe("a el");
  });
});
