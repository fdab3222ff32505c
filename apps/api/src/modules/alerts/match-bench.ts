/**
 * Bench of alert matching (issue 26): 1,000 active alerts (county-sized polygons of 20–60 points,
 * a fifth of them circles) over the lower 48 states, and 100,000 saved places, half spread over
 * the same area and half around 50 cities. Prints the time to index the alerts and to match every
 * place (goal ≤ 1 s on this machine); it passes or fails nothing.
 *
 *   node --import tsx apps/api/src/modules/alerts/match-bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { CapArea, LonLat } from './cap-message.js';
import { AlertIndex } from './match.js';
import { randomFrom } from '../../lib/seeded-random.js';

const ALERTS = 1000;
const PLACES = 100_000;

const random = randomFrom(20_261_129);
const between = (low: number, high: number) => low + random() * (high - low);
/** A point in a box around the lower 48 states. */
const somewhere = (): LonLat => [between(-124, -67), between(25, 49)];

/** An irregular closed ring of `points` around `center`, about `radius` degrees across. */
function blob(center: LonLat, radius: number, points: number): LonLat[] {
  const ring: LonLat[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * 2 * Math.PI;
    const r = radius * between(0.6, 1);
    ring.push([center[0] + r * Math.cos(angle), center[1] + r * Math.sin(angle) * 0.8]);
  }
  ring.push(ring[0]!);
  return ring;
}

const area = (parts: Partial<CapArea>): CapArea => ({
  description: '',
  polygons: [],
  circles: [],
  geocodes: [],
  ...parts,
});
const alerts = Array.from({ length: ALERTS }, (_, id) =>
  random() < 0.8
    ? {
        id,
        areas: [area({ polygons: [[blob(somewhere(), between(0.2, 0.8), Math.floor(between(20, 61)))]] })],
      }
    : { id, areas: [area({ circles: [{ center: somewhere(), radiusKm: between(5, 60) }] })] },
);
const cities = Array.from({ length: 50 }, somewhere);
const places: LonLat[] = Array.from({ length: PLACES }, (_, i) => {
  if (i % 2 === 0) return somewhere();
  const [x, y] = cities[i % cities.length]!;
  return [x + between(-0.3, 0.3), y + between(-0.3, 0.3)];
});

const indexStart = performance.now();
const index = new AlertIndex(alerts);
const indexMs = performance.now() - indexStart;
const matchStart = performance.now();
let matched = 0;
let pairs = 0;
for (const place of places) {
  const found = index.alertsAt(place);
  if (found.length > 0) matched += 1;
  pairs += found.length;
}
const matchMs = performance.now() - matchStart;
const out = (line: string) => process.stdout.write(`${line}\n`);
out(`alerts ${ALERTS}, places ${PLACES.toLocaleString('en-US')}; index built in ${indexMs.toFixed(1)} ms`);
out(
  `matched every place in ${matchMs.toFixed(0)} ms (goal ≤ 1000 ms): ${matched.toLocaleString('en-US')} places under an alert, ${pairs.toLocaleString('en-US')} place–alert pairs`,
);
