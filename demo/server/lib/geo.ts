/**
 * Geometry of the geofencing rule nodes, as ThingsBoard 3.3.1 computes it: great-circle (haversine) distance on a
 * sphere of 6371.0087714 km converted to a range unit, and point-in-polygon for a polygon given as
 * `[[lat, lon], …]` (closed automatically; several polygons as `[[[lat, lon], …], …]`, inside any of them counts).
 */

/** Kilometres → unit factors (ThingsBoard's RangeUnit). */
export const RANGE_UNITS: Readonly<Record<string, number>> = {
  METER: 1000,
  KILOMETER: 1,
  FOOT: 3280.84,
  MILE: 0.62137,
  NAUTICAL_MILE: 0.539957,
};

const EARTH_RADIUS_KM = 6371.0087714;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Distance between two points in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether (lat, lon) lies inside a ring of [lat, lon] points (ray casting; the boundary is outside). */
function inRing(ring: readonly (readonly number[])[], lat: number, lon: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi = 0, xi = 0] = ring[i] ?? [];
    const [yj = 0, xj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const isPoint = (p: unknown): p is number[] =>
  Array.isArray(p) && p.length >= 2 && p.every((x) => typeof x === 'number');

/** Parses a polygon definition; throws on anything but `[[lat, lon], …]` or a list of such polygons. */
export function parsePolygons(definition: string): number[][][] {
  const raw: unknown = JSON.parse(definition);
  if (!Array.isArray(raw) || raw.length === 0) throw new Error('Polygon definition is not an array of points');
  const polygons = isPoint(raw[0]) ? [raw] : raw;
  return polygons.map((poly: unknown) => {
    if (!Array.isArray(poly) || poly.length < 3 || !poly.every(isPoint))
      throw new Error('A polygon needs at least three [lat, lon] points');
    return poly as number[][];
  });
}

/** Whether the point lies in one of the polygons of a definition. */
export function insidePolygons(definition: string, lat: number, lon: number): boolean {
  return parsePolygons(definition).some((ring) => inRing(ring, lat, lon));
}
