import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CapFormatError } from './cap-message.js';
import { parseNwsAlerts } from './parse-nws.js';

const FEEDS = join(import.meta.dirname, '..', '..', '..', 'test', 'alert-feeds');
const active = () => JSON.parse(readFileSync(join(FEEDS, 'nws-active.json'), 'utf8')) as unknown;

describe('parseNwsAlerts', () => {
  it('reads each alert as a CAP message, and leaves out the one it cannot read, saying why', () => {
    const { messages, rejected } = parseNwsAlerts(active());
    expect(messages.map((message) => message.infos[0]?.event)).toEqual([
      'Winter Storm Warning',
      'Red Flag Warning',
      'Tsunami Warning',
    ]);
    expect(rejected).toEqual([
      {
        id: 'https://alerts-api.example.org/alerts/urn:oid:2.49.0.1.840.0.pw-test.004.1',
        reason: expect.stringMatching(/^infos\.0\.severity:/),
      },
    ]);
  });

  it('keeps the fields, the polygon in GeoJSON order, and the geocodes', () => {
    const [storm] = parseNwsAlerts(active()).messages;
    expect(storm).toMatchObject({
      identifier: 'urn:oid:2.49.0.1.840.0.pw-test.001.1',
      sender: 'w-test@example.org',
      sent: '2026-11-28T10:00:00-08:00',
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      references: [],
    });
    expect(storm?.infos[0]).toMatchObject({
      language: 'en-US',
      urgency: 'Expected',
      severity: 'Severe',
      certainty: 'Likely',
      onset: '2026-11-28T12:00:00-08:00',
      expires: '2026-11-28T22:00:00-08:00',
      headline: 'Winter Storm Warning until 6:00 AM',
      eventCodes: [
        { name: 'SAME', value: 'WSW' },
        { name: 'NationalWeatherService', value: 'WSW' },
      ],
      instruction: 'Travel only if you must. Keep a flashlight, food and water in your vehicle.',
    });
    const area = storm?.infos[0]?.areas[0];
    expect(area?.polygons[0]?.[0]?.[0]).toEqual([-122.9, 45.3]);
    expect(area?.geocodes).toEqual([
      { name: 'SAME', value: '041051' },
      { name: 'UGC', value: 'ORZ006' },
    ]);
  });

  it('reads a MultiPolygon with a hole, an Update’s references, and an alert named by zones only', () => {
    const [, redFlag, tsunami] = parseNwsAlerts(active()).messages;
    expect(redFlag?.msgType).toBe('Update');
    expect(redFlag?.references).toEqual([
      {
        sender: 'w-test@example.org',
        identifier: 'urn:oid:2.49.0.1.840.0.pw-test.002.0',
        sent: '2026-11-28T08:00:00-08:00',
      },
    ]);
    const polygons = redFlag?.infos[0]?.areas[0]?.polygons ?? [];
    expect(polygons.map((polygon) => polygon.length)).toEqual([1, 2]);
    // `instruction: null` is no instruction.
    expect(redFlag?.infos[0]).not.toHaveProperty('instruction');

    const coast = tsunami?.infos[0]?.areas[0];
    expect(coast?.polygons).toEqual([]);
    expect(coast?.zones).toEqual(['https://alerts-api.example.org/zones/forecast/ORZ001']);
  });

  it('refuses an answer that is not a FeatureCollection', () => {
    expect(() => parseNwsAlerts({ type: 'Feature' })).toThrow(CapFormatError);
    expect(() => parseNwsAlerts('<html>')).toThrow(/FeatureCollection/);
  });

  it('leaves out a geometry that is not a polygon', () => {
    const body = active() as { features: { geometry: unknown }[] };
    const [first] = body.features;
    if (first) first.geometry = { type: 'Point', coordinates: [-122.6, 45.5] };
    expect(parseNwsAlerts(body).rejected[0]?.reason).toMatch(/Point is not a Polygon/);
  });
});
