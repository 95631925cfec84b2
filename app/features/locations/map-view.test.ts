import { APILoadingStatus } from "@vis.gl/react-google-maps";
import { describe, expect, it } from "vitest";
import { mapView } from "./map-view";

describe("mapView", () => {
  it.each([
    [APILoadingStatus.NOT_LOADED, "loading"],
    [APILoadingStatus.LOADING, "loading"],
    [APILoadingStatus.LOADED, "ready"],
    [APILoadingStatus.FAILED, "failed"],
    [APILoadingStatus.AUTH_FAILURE, "auth-failure"],
  ] as const)("with a key, %s shows %s", (status, view) => {
    expect(mapView(true, status)).toBe(view);
  });

  it.each(Object.values(APILoadingStatus))("without a key, %s shows not-configured", (status) => {
    expect(mapView(false, status)).toBe("not-configured");
  });
});
