import { describe, expect, it } from "vitest";
import { nearMeMessage } from "./near-me-message";

describe("nearMeMessage", () => {
  it("says nothing before the visitor asks", () => {
    expect(nearMeMessage({ status: "idle" }, "en")).toBe("");
    expect(nearMeMessage({ status: "idle" }, "es")).toBe("");
  });

  it("names the nearest site and its distance once sorted", () => {
    const located = { status: "located", origin: { lat: 38.7, lng: -121.2 } } as const;
    const nearest = { name: "Oakhills STAR", miles: 2.345 };
    expect(nearMeMessage(located, "en", nearest)).toBe(
      "Sorted by distance from you. The nearest is Oakhills STAR, 2.3 miles away.",
    );
    expect(nearMeMessage(located, "es", nearest)).toBe(
      "Ordenados por distancia desde donde usted está. El más cercano es Oakhills STAR, a 2.3 millas.",
    );
  });

  it.each([
    ["denied", /permission was refused.*usual order/, /No se dio permiso.*orden habitual/],
    ["timeout", /took too long.*usual order/, /tardó demasiado.*orden habitual/],
    ["unavailable", /could not find your location.*usual order/, /no pudo encontrar.*orden/],
    ["unsupported", /cannot share your location.*usual order/, /no puede compartir.*orden/],
  ] as const)("explains a %s failure and that the order is kept", (reason, english, spanish) => {
    expect(nearMeMessage({ status: "failed", reason }, "en")).toMatch(english);
    expect(nearMeMessage({ status: "failed", reason }, "es")).toMatch(spanish);
  });

  it("says it is looking while the browser finds the position", () => {
    expect(nearMeMessage({ status: "locating" }, "es")).toBe("Buscando su ubicación…");
  });
});
