import { formatMiles } from "./distance";
import type { NearMeState } from "./use-near-me";

const unchanged = "so the sites stay in their usual order";

/** The sentence under the Near me button; empty before the visitor has asked. */
export function nearMeMessage(state: NearMeState, nearest?: { name: string; miles: number }) {
  switch (state.status) {
    case "idle":
      return "";
    case "locating":
      return "Finding your location…";
    case "located":
      return nearest
        ? `Sorted by distance from you. The nearest is ${nearest.name}, ${formatMiles(nearest.miles)} away.`
        : "Sorted by distance from you.";
    case "failed":
      switch (state.reason) {
        case "denied":
          return `Location permission was refused, ${unchanged}. To sort by distance, allow location for this website in your browser and try again.`;
        case "timeout":
          return `Finding your location took too long, ${unchanged}. Please try again.`;
        case "unavailable":
          return `Your browser could not find your location, ${unchanged}.`;
        case "unsupported":
          return `This browser cannot share your location, ${unchanged}.`;
      }
  }
}
