import { describe, expect, it } from "vitest";
import { nearMeMessage } from "./near-me-message";

describe("nearMeMessage", () => {
  it("says nothing before the visitor asks", () => {
    expect(nearMeMessage({ status: "idle" })).toBe("");
  });

  it("names the nearest site and its distance once sorted", () => {
    expect(
      nearMeMessage(
        { status: "located", origin: { lat: 38.7, lng: -121.2 } },
        { name: "Oakhills STAR", miles: 2.345 },
      ),
    ).toBe("Sorted by distance from you. The nearest is Oakhills STAR, 2.3 miles away.");
  });

  it.each([
    ["denied", /permission was refused.*usual order/],
    ["timeout", /took too long.*usual order/],
    ["unavailable", /could not find your location.*usual order/],
    ["unsupported", /cannot share your location.*usual order/],
  ] as const)("explains a %s failure and that the order is kept", (reason, text) => {
    expect(nearMeMessage({ status: "failed", reason })).toMatch(text);
  });
});
