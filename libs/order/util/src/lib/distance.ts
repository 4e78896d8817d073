// How far a depot is from the user, for "Nearest depot first": along the earth's surface, as the
// crow flies (no routing service is asked; the Route link does that in the user's own map app).

/** A place on the earth in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres (haversine formula). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The places with their distance from `origin`, nearest first; equally far ones keep their order. */
export function nearestFirst<T extends LatLng>(places: readonly T[], origin: LatLng): { place: T; km: number }[] {
  return places.map((place) => ({ place, km: distanceKm(origin, place) })).sort((a, b) => a.km - b.km);
}

/** "12 km" in the locale's number format; one decimal below 10 km, where it still tells places apart. */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
