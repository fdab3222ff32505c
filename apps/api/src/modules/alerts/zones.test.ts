import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.js';
import {
  ALERT_FEEDS_DIR,
  startAlertFeedServer,
  type AlertFeedServer,
} from '../../../test/alert-feed-server.js';
import type { DatabaseHandle } from '../../db/client.js';
import { alertZones } from '../../db/schema.js';
import { FeedError } from './fetch-feed.js';
import { fetchMissingZones, withZoneShapes, zonePolygons, zoneShapes } from './zones.js';

const zoneFile = (name: string) => readFileSync(join(ALERT_FEEDS_DIR, 'zones', `${name}.json`), 'utf8');

describe('zonePolygons', () => {
  it('reads a Feature’s Polygon or MultiPolygon', () => {
    expect(zonePolygons(zoneFile('ORZ001'))).toHaveLength(1);
    expect(zonePolygons(zoneFile('ORZ006'))[0]?.[0]).toHaveLength(5);
    expect(
      zonePolygons(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        }),
      ),
    ).toEqual([
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    ]);
  });

  it.each([
    ['not JSON', 'not JSON'],
    [JSON.stringify({ type: 'Feature', geometry: null }), 'no Polygon'],
    [JSON.stringify({ type: 'Point', coordinates: [0, 0] }), 'no Polygon'],
    [
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [500, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
      'no Polygon',
    ],
  ])('refuses %s', (body, reason) => {
    expect(() => zonePolygons(body)).toThrow(FeedError);
    expect(() => zonePolygons(body)).toThrow(reason);
  });
});

describe('fetchMissingZones', () => {
  let database: DatabaseHandle;
  let feeds: AlertFeedServer;
  const now = new Date('2026-11-28T20:00:00Z');
  const options = { userAgent: 'Prepwell tests (ops@example.org)', now };
  beforeAll(async () => {
    database = await createTestDatabase();
    feeds = await startAlertFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(alertZones);
    feeds.requests.length = 0;
  });

  it('fetches each zone once and keeps its shape for matching', async () => {
    const coast = `${feeds.origin}/zones/forecast/ORZ001`;
    expect(await fetchMissingZones(database.db, [coast], options)).toEqual({ fetched: 1, failed: [] });
    expect(await fetchMissingZones(database.db, [coast], options)).toEqual({ fetched: 0, failed: [] });
    expect(feeds.requests).toHaveLength(1);
    expect(feeds.requests[0]?.headers['user-agent']).toBe(options.userAgent);

    const shapes = await zoneShapes(database.db, [coast]);
    const [area] = withZoneShapes(
      [{ description: 'Test Coast', polygons: [], circles: [], geocodes: [], zones: [coast] }],
      shapes,
    );
    expect(area?.polygons).toHaveLength(1);
  });

  it('keeps a failed zone’s error and tries it again an hour later', async () => {
    const missing = `${feeds.origin}/zones/forecast/ORZ999`;
    const first = await fetchMissingZones(database.db, [missing], options);
    expect(first.failed).toEqual([expect.stringMatching(/ORZ999: .*404/)]);
    expect(await fetchMissingZones(database.db, [missing], options)).toEqual({ fetched: 0, failed: [] });
    const later = { ...options, now: new Date(now.getTime() + 3_600_001) };
    expect((await fetchMissingZones(database.db, [missing], later)).failed).toHaveLength(1);
    expect(feeds.requests).toHaveLength(2);
    expect(await zoneShapes(database.db, [missing])).toEqual(new Map());
  });
});
