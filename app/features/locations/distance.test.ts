import { describe, expect, it } from "vitest";
import { sites } from "~content/sites";
import { distanceInMiles, formatMiles, sortByDistance } from "./distance";

describe("distanceInMiles", () => {
  it("is zero from a place to itself", () => {
    expect(distanceInMiles({ lat: 38.7, lng: -121.2 }, { lat: 38.7, lng: -121.2 })).toBe(0);
  });

  it("matches known distances", () => {
    // One degree of latitude is about 69.1 miles.
    expect(distanceInMiles({ lat: 38, lng: -121 }, { lat: 39, lng: -121 })).toBeCloseTo(69.1, 1);
    // Sacramento to San Francisco, about 75 miles as the crow flies.
    const sacramento = { lat: 38.5816, lng: -121.4944 };
    const sanFrancisco = { lat: 37.7749, lng: -122.4194 };
    expect(distanceInMiles(sacramento, sanFrancisco)).toBeGreaterThan(74);
    expect(distanceInMiles(sacramento, sanFrancisco)).toBeLessThan(76);
  });

  it("is the same both ways", () => {
    const a = { lat: 38.73905, lng: -121.24555 };
    const b = { lat: 38.90688, lng: -121.31733 };
    expect(distanceInMiles(a, b)).toBeCloseTo(distanceInMiles(b, a), 10);
  });
});

describe("sortByDistance", () => {
  it.each(sites.map((site) => [site.slug, site] as const))(
    "puts the nearest site first when standing at %s",
    (_slug, site) => {
      const [nearest] = sortByDistance(sites, site);
      expect(nearest!.miles).toBe(0);
      // Two places at one point would keep the list's order.
      const first = sites.find((s) => s.lat === site.lat && s.lng === site.lng);
      expect(nearest!.place).toBe(first);
    },
  );

  it("orders every site by growing distance and keeps them all", () => {
    const sorted = sortByDistance(sites, { lat: 38.75, lng: -121.25 });
    expect(sorted).toHaveLength(sites.length);
    expect(new Set(sorted.map((entry) => entry.place.slug))).toEqual(
      new Set(sites.map((site) => site.slug)),
    );
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.miles).toBeGreaterThanOrEqual(sorted[i - 1]!.miles);
  });

  it("keeps the original order for places at the same distance", () => {
    const places = [
      { id: "a", lat: 38.8, lng: -121.2 },
      { id: "b", lat: 38.8, lng: -121.2 },
      { id: "c", lat: 38.7, lng: -121.2 },
    ];
    expect(sortByDistance(places, { lat: 38.8, lng: -121.2 }).map((e) => e.place.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});

describe("formatMiles", () => {
  it.each([
    [0.04, "0.0 miles"],
    [1, "1.0 miles"],
    [2.349, "2.3 miles"],
    [12.36, "12.4 miles"],
  ])("shows %d as %s", (miles, text) => {
    expect(formatMiles(miles, "en")).toBe(text);
  });

  it.each([
    [0.04, "0.0 millas"],
    [2.349, "2.3 millas"],
    [12.36, "12.4 millas"],
  ])("shows %d as %s on Spanish pages", (miles, text) => {
    expect(formatMiles(miles, "es")).toBe(text);
  });
});
