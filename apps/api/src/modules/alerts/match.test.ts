import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import type { CapArea, LonLat } from './cap-message.js';
import { AlertIndex, distanceKm } from './match.js';

const area = (parts: Partial<CapArea>): CapArea => ({
  description: 'test',
  polygons: [],
  circles: [],
  geocodes: [],
  ...parts,
});
/** A square ring from (x0, y0) to (x1, y1), closed. */
const square = (x0: number, y0: number, x1: number, y1: number): LonLat[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];

describe('AlertIndex', () => {
  const index = new AlertIndex([
    // A square with a square hole.
    { id: 'donut', areas: [area({ polygons: [[square(0, 0, 10, 10), square(4, 4, 6, 6)]] })] },
    // Two areas, far apart, of one alert.
    {
      id: 'two areas',
      areas: [area({ polygons: [[square(20, 20, 21, 21)]] }), area({ polygons: [[square(30, 30, 31, 31)]] })],
    },
    // Overlapping the donut's corner.
    { id: 'corner', areas: [area({ polygons: [[square(9, 9, 12, 12)]] })] },
    // A circle of 5 km around Portland.
    { id: 'circle', areas: [area({ circles: [{ center: [-122.68, 45.52], radiusKm: 5 }] })] },
    // Geocodes only: nothing to match until its shape is known.
    { id: 'zones only', areas: [area({ geocodes: [{ name: 'UGC', value: 'ORZ006' }] })] },
  ]);
  const at = (point: LonLat) => index.alertsAt(point).sort();

  it('matches a point inside a polygon, not one in its hole or outside', () => {
    expect(at([2, 2])).toEqual(['donut']);
    expect(at([5, 5])).toEqual([]);
    expect(at([-1, 5])).toEqual([]);
    expect(at([15, 15])).toEqual([]);
  });

  it('counts a point on an edge or a corner as inside', () => {
    expect(at([0, 5])).toEqual(['donut']);
    expect(at([0, 0])).toEqual(['donut']);
    expect(at([10, 10])).toEqual(['corner', 'donut']);
  });

  it('matches every area of an alert, and names the alert once', () => {
    expect(at([20.5, 20.5])).toEqual(['two areas']);
    expect(at([30.5, 30.5])).toEqual(['two areas']);
    const twice = new AlertIndex([
      { id: 1, areas: [area({ polygons: [[square(0, 0, 2, 2)], [square(1, 1, 3, 3)]] })] },
    ]);
    expect(twice.alertsAt([1.5, 1.5])).toEqual([1]);
  });

  it('matches a circle by distance: inside at 4.9 km, not at 5.1 km', () => {
    const center: LonLat = [-122.68, 45.52];
    // Due north: one degree of latitude is about 111.2 km.
    const north = (km: number): LonLat => [center[0], center[1] + km / 111.195];
    expect(distanceKm(center, north(4.9))).toBeCloseTo(4.9, 1);
    expect(at(north(4.9))).toEqual(['circle']);
    expect(at(north(5.1))).toEqual([]);
    // Due east, where a degree of longitude is shorter: the box must still hold the circle.
    const east = (km: number): LonLat => [
      center[0] + km / (111.195 * Math.cos((center[1] * Math.PI) / 180)),
      center[1],
    ];
    expect(at(east(4.9))).toEqual(['circle']);
    expect(at(east(5.1))).toEqual([]);
  });

  it('finds what testing every shape one by one finds (1,000 random alerts, 1,000 points)', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alerts = Array.from({ length: 1000 }, (_, id) => {
      const [x, y] = [random() * 60 - 130, random() * 25 + 25];
      const size = random() * 2;
      return random() < 0.8
        ? { id, areas: [area({ polygons: [[square(x, y, x + size, y + size * 0.7)]] })] }
        : { id, areas: [area({ circles: [{ center: [x, y] as LonLat, radiusKm: size * 50 }] })] };
    });
    const indexed = new AlertIndex(alerts);
    let matches = 0;
    // The reference: every shape tested, no index.
    const holds = (shape: CapArea, point: LonLat) =>
      shape.polygons.some((rings) => booleanPointInPolygon(point, { type: 'Polygon', coordinates: rings })) ||
      shape.circles.some((circle) => distanceKm(circle.center, point) <= circle.radiusKm);
    for (let i = 0; i < 1000; i++) {
      const point: LonLat = [random() * 60 - 130, random() * 25 + 25];
      const expected = alerts
        .filter((alert) => alert.areas.some((shape) => holds(shape, point)))
        .map((alert) => alert.id);
      const found = indexed.alertsAt(point).sort((a, b) => a - b);
      expect(found).toEqual(expected);
      matches += found.length;
    }
    // Enough of the points fall in some alert for the comparison to mean something.
    expect(matches).toBeGreaterThan(50);
  });
});
