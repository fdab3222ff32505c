/**
 * Bench of the hazard search at 1,000 hazards × 7 languages (synthetic: the real pack's hazards
 * cycled, each copy with its own made-up word in every field and a rotated set of tags).
 * Prints build time and per-query p50/p95/p99; it passes or fails nothing.
 *
 *   node --import tsx apps/api/src/modules/hazards/search-bench.ts
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_PACK_DIR, readContentPack } from '@prepwell/content';
import { buildSearchIndex, type SearchDocument } from './search-index.js';
import { searchDocumentsOfPack } from './search-documents.js';
import { randomFrom } from '../../lib/seeded-random.js';

const HAZARDS = 1000;
const QUERIES = 2000;
const WARM_UP = 200;

const random = randomFrom(20_261_125);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vor', 'ne', 'di', 'pa', 'gul', 'ost'];
const CJK_CHARS = [...'東西南北春夏秋冬金銀銅鉄雪霜雲霧'];
const CYRILLIC = ['лор', 'вен', 'ски', 'мар', 'тош', 'ель'];
function variantWord(variant: number, lang: string): string {
  if (variant === 0) return '';
  if (lang === 'ja' || lang === 'zh') return CJK_CHARS[variant % 16]! + CJK_CHARS[(variant >> 4) % 16]!;
  if (lang === 'ru') return CYRILLIC[variant % 6]! + CYRILLIC[(variant >> 2) % 6]!;
  return SYLLABLES[variant % 12]! + SYLLABLES[(variant >> 3) % 12]! + SYLLABLES[(variant >> 1) % 12]!;
}

const pack = readContentPack(DEFAULT_PACK_DIR);
const real: SearchDocument[] = searchDocumentsOfPack(pack);

const docs: SearchDocument[] = [];
for (let i = 0; i < HAZARDS; i++) {
  const base = real[i % real.length]!;
  const variant = Math.floor(i / real.length);
  const doc: SearchDocument = { id: i + 1, name: {}, description: {}, tags: {}, types: base.types };
  for (const [lang, name] of Object.entries(base.name)) {
    const word = variantWord(variant, lang);
    const tags = base.tags[lang] ?? [];
    const shift = tags.length ? variant % tags.length : 0;
    doc.name[lang] = word ? `${name} ${word}` : name;
    doc.description[lang] = `${base.description[lang] ?? ''} ${word}`.trim();
    doc.tags[lang] = [...tags.slice(shift), ...tags.slice(0, shift), ...(word ? [word] : [])];
  }
  docs.push(doc);
}

function typo(word: string): string {
  const chars = Array.from(word);
  if (chars.length < 4) return word;
  const at = 1 + Math.floor(random() * (chars.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) chars.splice(at, 1);
  else if (kind === 1) chars.splice(at, 0, chars[at]!);
  else [chars[at], chars[at - 1]] = [chars[at - 1]!, chars[at]!];
  return chars.join('');
}

type Kind = 'exact' | 'tag' | 'typo' | 'spacing' | 'cjk' | 'empty' | 'long' | 'nothing';
const KINDS: Kind[] = [
  'exact',
  'exact',
  'tag',
  'typo',
  'typo',
  'spacing',
  'cjk',
  'cjk',
  'empty',
  'long',
  'nothing',
];
const LATIN = ['en', 'es', 'fr', 'de', 'ru'];
function query(kind: Kind): string {
  const doc = pick(docs);
  const lang = pick(LATIN);
  switch (kind) {
    case 'exact':
      return doc.name[pick(Object.keys(doc.name))] ?? '';
    case 'tag':
      return pick(doc.tags[lang] ?? ['flood']);
    case 'typo':
      return (doc.name[lang] ?? 'earthquake').split(' ').map(typo).join(' ');
    case 'spacing': {
      const name = doc.name.en ?? 'wildfire';
      return random() < 0.5 ? name.replace(/ /g, '') : name.replace(/(.{4})/, '$1 ');
    }
    case 'cjk': {
      const name = Array.from(doc.name[pick(['ja', 'zh'])] ?? '地震');
      const start = Math.floor(random() * Math.max(1, name.length - 2));
      return name.slice(start, start + 2 + Math.floor(random() * 3)).join('');
    }
    case 'empty':
      return pick(['', '   ', ' - ']);
    case 'long':
      return `${doc.name.en ?? 'flood'} `.repeat(400).slice(0, 2000);
    case 'nothing':
      return pick(['qwxzvb', 'zzzzzz', 'quixotic marmalade vortex', 'ъъъъ', '%%%%']);
  }
}

const buildStart = performance.now();
const index = buildSearchIndex(docs);
const buildMs = performance.now() - buildStart;

const workload = Array.from({ length: QUERIES + WARM_UP }, () => {
  const kind = pick(KINDS);
  return { kind, text: query(kind) };
});
const timings: number[] = [];
const byKind = new Map<Kind, number[]>();
let found = 0;
workload.forEach(({ kind, text }, i) => {
  const start = performance.now();
  const result = index.search(text);
  const ms = performance.now() - start;
  if (i < WARM_UP) return;
  if (result.hazards.length > 0) found++;
  timings.push(ms);
  byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
});

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => value.toFixed(3).padStart(8);
const out = (line: string) => process.stdout.write(`${line}\n`);
out(`hazards ${docs.length} × 7 languages; build ${buildMs.toFixed(1)} ms`);
out(`queries ${timings.length} (after ${WARM_UP} warm-up); ${found} found at least one hazard`);
out(
  `all        p50 ${ms(percentile(timings, 50))}  p95 ${ms(percentile(timings, 95))}  p99 ${ms(percentile(timings, 99))}  max ${ms(Math.max(...timings))}`,
);
for (const [kind, values] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
  out(
    `${kind.padEnd(10)} p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  p99 ${ms(percentile(values, 99))}  (n=${values.length})`,
  );
}
