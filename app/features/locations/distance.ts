import { intlLocales, type Locale } from "~i18n/locale";

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line (great-circle) distance in miles, by the haversine formula. */
export function distanceInMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The places nearest first, each with its distance; equal distances keep their order. */
export function sortByDistance<T extends LatLng>(
  places: readonly T[],
  origin: LatLng,
): { place: T; miles: number }[] {
  return places
    .map((place) => ({ place, miles: distanceInMiles(origin, place) }))
    .sort((a, b) => a.miles - b.miles);
}

/** "2.3 miles", "2.3 millas": one decimal, in the words of the page's language. */
export function formatMiles(miles: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], {
    style: "unit",
    unit: "mile",
    unitDisplay: "long",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(miles);
}
