/*
 * Zone shapes (ADR 034): an alert that names its area only by zones (an NWS alert's
 * `affectedZones`, with no polygon) is matched by the shapes of those zones, fetched once from the
 * feed's zone data (a GeoJSON Feature per zone) and kept in `alert_zones`.
 */
import { and, gt, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { alertZones } from '../../db/schema.js';
import type { CapArea, CapMessage, LonLat } from './cap-message.js';
import { FeedError, fetchFeed } from './fetch-feed.js';

/** A zone that could not be fetched is tried again after this. */
const RETRY_MS = 3_600_000;
/** Zones fetched per poll at most (the rest at the next), and at once. */
const ZONES_PER_POLL = 50;
const CONCURRENT_ZONES = 4;

type Polygon = LonLat[][];

/** Whether an area has no shape of its own but names zones. */
const zonesOnly = (area: CapArea) =>
  area.polygons.length === 0 && area.circles.length === 0 && (area.zones?.length ?? 0) > 0;

/** The zones whose shapes the messages' areas need. */
export function zonesNeeded(messages: readonly CapMessage[]): string[] {
  const urls = new Set<string>();
  for (const message of messages)
    for (const info of message.infos)
      for (const area of info.areas) if (zonesOnly(area)) for (const url of area.zones ?? []) urls.add(url);
  return [...urls];
}

const isPosition = (value: unknown): value is LonLat =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;
const isRing = (value: unknown): value is LonLat[] =>
  Array.isArray(value) && value.length >= 4 && value.every(isPosition);
const isPolygon = (value: unknown): value is Polygon =>
  Array.isArray(value) && value.length >= 1 && value.every(isRing);

/** A zone's polygons from its GeoJSON (a Feature, or a bare Polygon or MultiPolygon). */
export function zonePolygons(body: string): Polygon[] {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    throw new FeedError('answered something that is not JSON');
  }
  const geometry =
    (document as { type?: string; geometry?: unknown }).type === 'Feature'
      ? (document as { geometry?: unknown }).geometry
      : document;
  const { type, coordinates } = (geometry ?? {}) as { type?: unknown; coordinates?: unknown };
  const polygons =
    type === 'Polygon'
      ? [coordinates]
      : type === 'MultiPolygon' && Array.isArray(coordinates)
        ? coordinates
        : [];
  if (polygons.length === 0 || !polygons.every(isPolygon))
    throw new FeedError('has no Polygon or MultiPolygon geometry');
  return (polygons as Polygon[]).map((rings) => rings.map((ring) => ring.map(([lon, lat]) => [lon, lat])));
}

/**
 * Fetches the zones among `urls` not yet kept (or whose fetch failed over an hour ago) and keeps
 * their shapes or their errors. Returns how many were fetched and how many failed.
 */
export async function fetchMissingZones(
  db: Database,
  urls: readonly string[],
  options: { userAgent: string; now: Date },
): Promise<{ fetched: number; failed: string[] }> {
  if (urls.length === 0) return { fetched: 0, failed: [] };
  const settled = await db
    .select({ url: alertZones.url })
    .from(alertZones)
    .where(
      and(
        inArray(alertZones.url, [...urls]),
        or(
          isNotNull(alertZones.fetchedAt),
          gt(alertZones.attemptedAt, new Date(options.now.getTime() - RETRY_MS)),
        ),
      ),
    );
  const known = new Set(settled.map((row) => row.url));
  const wanted = urls.filter((url) => !known.has(url) && /^https?:\/\//.test(url)).slice(0, ZONES_PER_POLL);
  const failed: string[] = [];
  let fetched = 0;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const url = wanted[next++] as string;
      let polygons: Polygon[] = [];
      let error: string | null = null;
      try {
        const answer = await fetchFeed(url, {
          userAgent: options.userAgent,
          accept: 'application/geo+json, application/json;q=0.9',
        });
        if (answer.changed) polygons = zonePolygons(answer.body);
        fetched += 1;
      } catch (caught) {
        error = (caught as Error).message.slice(0, 500);
        failed.push(`${url}: ${error}`);
      }
      const row = {
        url,
        polygons,
        fetchedAt: error ? null : options.now,
        attemptedAt: options.now,
        lastError: error,
      };
      await db.insert(alertZones).values(row).onConflictDoUpdate({ target: alertZones.url, set: row });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_ZONES, wanted.length) }, worker));
  return { fetched, failed };
}

/** The kept shapes of the zones among `urls`, by zone. */
export async function zoneShapes(db: Database, urls: readonly string[]): Promise<Map<string, Polygon[]>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select({ url: alertZones.url, polygons: alertZones.polygons })
    .from(alertZones)
    .where(and(inArray(alertZones.url, [...urls]), isNotNull(alertZones.fetchedAt)));
  return new Map(rows.map((row) => [row.url, row.polygons as Polygon[]]));
}

/** The areas with the shapes of their zones added where they have no shape of their own. */
export function withZoneShapes(areas: readonly CapArea[], shapes: Map<string, Polygon[]>): CapArea[] {
  return areas.map((area) =>
    zonesOnly(area)
      ? { ...area, polygons: (area.zones ?? []).flatMap((url) => shapes.get(url) ?? []) }
      : area,
  );
}
