/*
 * Which alerts apply to a point (ADR 034): an R-tree (rbush) over the bounding boxes of every area
 * of the active alerts finds the few that may hold the point, then each is tested exactly: a
 * polygon by point-in-polygon (holes excluded; a point on an edge counts as inside, so a place on
 * a warning's border is warned), a circle by great-circle distance.
 *
 * Not matched here: an area given only by geocodes (its shape comes from the feed's zone data),
 * and a polygon that crosses the 180th meridian (none of the feeds in view draws one).
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import RBush from 'rbush';
import type { CapArea, LonLat } from './cap-message.js';

/** An alert as matching sees it: an id of the caller's, and its areas. */
export interface MatchableAlert<Id> {
  id: Id;
  areas: readonly CapArea[];
}

type Shape = { kind: 'polygon'; rings: LonLat[][] } | { kind: 'circle'; center: LonLat; radiusKm: number };

interface Entry<Id> {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  id: Id;
  shape: Shape;
}

/** The mean radius of the Earth (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function ringBox(ring: readonly LonLat[]) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

/** A box that holds the circle: its latitude span, and a longitude span widened by the latitude. */
function circleBox([lon, lat]: LonLat, radiusKm: number) {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const widest = Math.cos(radians(Math.min(89.9, Math.abs(lat) + dLat)));
  const dLon = Math.min(180, dLat / Math.max(widest, 1e-6));
  return { minX: lon - dLon, minY: lat - dLat, maxX: lon + dLon, maxY: lat + dLat };
}

function entriesOf<Id>(alert: MatchableAlert<Id>): Entry<Id>[] {
  const entries: Entry<Id>[] = [];
  for (const area of alert.areas) {
    for (const rings of area.polygons) {
      const outer = rings[0];
      if (outer && outer.length >= 4)
        entries.push({ ...ringBox(outer), id: alert.id, shape: { kind: 'polygon', rings } });
    }
    for (const { center, radiusKm } of area.circles) {
      entries.push({
        ...circleBox(center, radiusKm),
        id: alert.id,
        shape: { kind: 'circle', center, radiusKm },
      });
    }
  }
  return entries;
}

function holds(shape: Shape, point: LonLat): boolean {
  if (shape.kind === 'circle') return distanceKm(shape.center, point) <= shape.radiusKm;
  return booleanPointInPolygon(point, { type: 'Polygon', coordinates: shape.rings });
}

/** The active alerts' areas, indexed; built once per change of the active alerts. */
export class AlertIndex<Id> {
  private readonly tree = new RBush<Entry<Id>>();

  constructor(alerts: readonly MatchableAlert<Id>[]) {
    this.tree.load(alerts.flatMap(entriesOf));
  }

  /** The ids of the alerts with an area holding `point`, each once, in no particular order. */
  alertsAt(point: LonLat): Id[] {
    const [x, y] = point;
    const found = new Set<Id>();
    for (const entry of this.tree.search({ minX: x, minY: y, maxX: x, maxY: y })) {
      if (!found.has(entry.id) && holds(entry.shape, point)) found.add(entry.id);
    }
    return [...found];
  }
}
