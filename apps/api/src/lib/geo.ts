import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Area } from '@prepwell/content';

/** A reader's point, rounded to 2 decimals (about 1 km): all the server ever works with. */
export interface Point {
  lat: number;
  lng: number;
}

/** Round again on the server (the browser already rounds): 2 decimals, never finer. */
export const roundPoint = (lat: number, lng: number): Point => ({
  lat: Math.round(lat * 100) / 100,
  lng: Math.round(lng * 100) / 100,
});

/** A query's `lat` and `lng` (validated together by the contract) as a rounded point, or null. */
export const pointOf = (query: { lat?: number; lng?: number }): Point | null =>
  query.lat !== undefined && query.lng !== undefined ? roundPoint(query.lat, query.lng) : null;

/** An area as stored: its GeoJSON outline and bounding box. */
export interface AreaShape {
  area: Area;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Whether the point lies inside the area (its bounding box first, then the outline). */
export function areaContains(shape: AreaShape, point: Point): boolean {
  if (point.lat < shape.minLat || point.lat > shape.maxLat) return false;
  if (point.lng < shape.minLng || point.lng > shape.maxLng) return false;
  // GeoJSON positions are [longitude, latitude].
  return booleanPointInPolygon([point.lng, point.lat], shape.area);
}
