/**
 * The hazard search: an in-process index over every language at once, built once per content
 * version. Pure (no I/O): the route that owns the content version builds it and keeps it.
 *
 * How it matches: text is normalised (NFKC, lower case, Latin accents dropped, punctuation as
 * spaces). Words are terms; in names, tags and types two neighbouring words are also a term
 * joined ("heat stroke" → "heatstroke"), and the query joins neighbours too ("wild fire"), so
 * missing and extra spaces match. Japanese and Chinese runs become character bigrams. A query
 * word finds its terms exactly, by prefix, or through a trigram index of the words followed by
 * a Damerau–Levenshtein check on those candidates only. Each matching phrase (a name, a tag, a
 * type, a description) scores field weight × (similarity of the query's parts, each weighted by
 * how rare its term is)² × how much of the phrase they cover; a hazard adds its best phrase per
 * field. Little words ("the", "de", "мне") weigh nothing.
 */

import { normalizeSearchText } from '@prepwell/contract';

export interface SearchDocument {
  id: number;
  /** Per language code: en, es, fr, de, ja, zh, ru. */
  name: Partial<Record<string, string>>;
  description: Partial<Record<string, string>>;
  tags: Partial<Record<string, string[]>>;
  /** English enum words, e.g. 'Natural_Disaster' ('_' reads as a space). */
  types: string[];
}

export interface SearchResult {
  /** Ids of the good matches, best first (ties in input order). */
  hazards: number[];
  /** A known name or tag to search instead, when the query did not match well as typed. */
  suggestedQuery: string | null;
}

export interface HazardSearchIndex {
  search(query: string): SearchResult;
}

/** Only this much of a query is read: a 2,000-character query costs what a short one does. */
export const MAX_QUERY_CHARS = 100;
const MAX_QUERY_WORDS = 8;
const MAX_SLOTS = 16;

const FIELD_NAME = 0;
const FIELD_TYPES = 1;
const FIELD_TAGS = 2;
const FIELD_DESCRIPTION = 3;
const FIELD_WEIGHTS = [4, 3, 2, 1];
const FIELD_COUNT = FIELD_WEIGHTS.length;

/**
 * A hazard below this score is not a good match: the whole query exact in a description (0.7)
 * passes, a typo found only in a description (about 0.8² × 0.7 ≈ 0.45) does not.
 */
const MIN_SCORE = 0.6;
/** When nothing matches well, the suggestion may come from a weaker match than this. */
const LOOSE_MIN_SCORE = 0.2;

const JOINED_SIMILARITY = 0.95;
/** Two words joined stand for a term only when the join is that term or one slip from it. */
const JOINED_MIN_SIMILARITY = 0.85;
/** How close a typo must be to stand in for a word that the index also has as typed. */
const NEAR_SIMILARITY = 0.7;
/** Squared: a phrase that matches all of the query, or matches it closely, pulls ahead. */
const SIMILARITY_EXPONENT = 2;

const FUZZY_CANDIDATES = 60;
const PREFIX_CANDIDATES = 20;

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC\\u3005';
const SEGMENT = new RegExp(`[${CJK_CLASS}]+|[^\\s${CJK_CLASS}]+`, 'gu');
const CJK_START = new RegExp(`^[${CJK_CLASS}]`, 'u');
/**
 * Little words of the Latin-script and Cyrillic languages. In a collection this small, "what"
 * or "help" is rare enough to look important, and would drown the hazard in "what do I do".
 */
const STOP_WORDS = new Set(
  [
    'a an the and or of in on at to for with from by as is are was be been it its i me my we our you',
    'your he she they this that what how do does did can could should will would please help there',
    'here if when where who why not no yes so just now get got has have had am',
    'el la los las un una unos y o de del en con por para que es son se mi mis me no al lo le como',
    'le la les un une des et ou de du en dans avec pour que qui est sont mon ma mes je il elle au aux',
    'ne pas sur par d l j c qu',
    'der die das ein eine einer und oder von vom in im mit fur ist sind mein meine ich zu zum zur',
    'bei den dem des was wie hilfe',
    'и в во на с со по к у о от из для что как я меня мне мы мой моя мое мои не это есть помогите помощь',
  ].flatMap((line) => line.split(' ')),
);

interface Segment {
  text: string;
  cjk: boolean;
}

function segmentsOf(normalized: string): Segment[] {
  return (normalized.match(SEGMENT) ?? []).map((text) => ({ text, cjk: CJK_START.test(text) }));
}

/** Character bigrams of a CJK run (the run itself when it is one character). */
function bigramsOf(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

function trigramsOf(word: string): string[] {
  const padded = `^${word}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

const ROW_CAPACITY = 256;
/** Three rows reused by every distance check (the search is synchronous, never re-entered). */
const ROWS: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(ROW_CAPACITY),
  new Int32Array(ROW_CAPACITY),
  new Int32Array(ROW_CAPACITY),
];

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), or `limit + 1`
 * as soon as it must exceed `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (width > ROW_CAPACITY) return limit + 1;
  let [before, previous, current] = ROWS;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How many edits a word of this length may carry and still be that word. */
function allowedEdits(length: number, loose: boolean): number {
  if (loose) return Math.max(1, Math.ceil(length / 2));
  if (length < 4) return 0;
  if (length === 4) return 1;
  if (length < 10) return 2;
  return 3;
}

interface Alternative {
  term: string;
  similarity: number;
  /** The term is the query word as typed (after normalising). */
  exact: boolean;
}

/** Some query words (or a CJK bigram) and the index terms that may stand for them. */
interface QueryUnit {
  slots: number[];
  alternatives: Alternative[];
}

interface QueryParts {
  units: QueryUnit[];
  slotCount: number;
  /** Slots of little words ("the", "my", "de") that neither weigh nor need to match. */
  ignoredMask: number;
}

/**
 * The phrases one query touches, in flat arrays reused from query to query (a Map of small
 * arrays per phrase made the garbage collector the biggest cost of a search).
 */
class PhraseHits {
  count = 0;
  phrases = new Int32Array(1024);
  /** Per hit, MAX_SLOTS entries: the best similarity of each query slot in the phrase. */
  similarities = new Float64Array(1024 * MAX_SLOTS);
  /** Letters of the phrase each slot matched (a joined term's split between its slots). */
  letters = new Float64Array(1024 * MAX_SLOTS);
  exactMasks = new Int32Array(1024);
  private readonly hitOf: Int32Array;

  constructor(phraseCount: number) {
    this.hitOf = new Int32Array(phraseCount).fill(-1);
  }

  /** The hit of a phrase, made empty the first time the query touches it. */
  at(phrase: number): number {
    const known = this.hitOf[phrase]!;
    if (known >= 0) return known;
    if (this.count === this.phrases.length) this.grow();
    const hit = this.count++;
    this.hitOf[phrase] = hit;
    this.phrases[hit] = phrase;
    this.exactMasks[hit] = 0;
    this.similarities.fill(0, hit * MAX_SLOTS, (hit + 1) * MAX_SLOTS);
    this.letters.fill(0, hit * MAX_SLOTS, (hit + 1) * MAX_SLOTS);
    return hit;
  }

  clear(): void {
    for (let hit = 0; hit < this.count; hit++) this.hitOf[this.phrases[hit]!] = -1;
    this.count = 0;
  }

  private grow(): void {
    const size = this.phrases.length * 2;
    const grown = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T, n: number): T => {
      const next = make(n);
      next.set(old);
      return next;
    };
    this.phrases = grown(this.phrases, (n) => new Int32Array(n), size);
    this.exactMasks = grown(this.exactMasks, (n) => new Int32Array(n), size);
    this.similarities = grown(this.similarities, (n) => new Float64Array(n), size * MAX_SLOTS);
    this.letters = grown(this.letters, (n) => new Float64Array(n), size * MAX_SLOTS);
  }
}

/**
 * Every phrase of every hazard (one name, type, tag or description in one language), in flat
 * arrays indexed by phrase number, and for each term the phrases that hold it.
 */
interface PhraseTable {
  /** The hazard of each phrase (its place in the documents given). */
  doc: number[];
  field: number[];
  /** Letters in each phrase: how much of it a query covers. */
  letters: number[];
  /** Display form (lower case) of names, tags and types: what a suggestion can be. */
  display: (string | null)[];
  /** Per term, the phrases that hold it, in phrase order, each once. */
  postings: Map<string, number[]>;
}

function post(postings: Map<string, number[]>, term: string, phrase: number): void {
  const list = postings.get(term);
  if (!list) postings.set(term, [phrase]);
  else if (list[list.length - 1] !== phrase) list.push(phrase);
}

/**
 * Add one phrase and its terms: each word, two neighbouring words joined (not in descriptions),
 * and each CJK character and bigram.
 */
function addPhrase(table: PhraseTable, doc: number, field: number, text: string, display: boolean): void {
  const segments = segmentsOf(normalizeSearchText(text));
  if (segments.length === 0) return;
  const phrase = table.doc.length;
  table.doc.push(doc);
  table.field.push(field);
  table.display.push(display ? text.trim().toLowerCase() : null);
  let letters = 0;
  let previousWord: string | null = null;
  for (const segment of segments) {
    letters += Array.from(segment.text).length;
    if (segment.cjk) {
      const chars = Array.from(segment.text);
      for (const char of chars) post(table.postings, char, phrase);
      if (chars.length > 1) for (const gram of bigramsOf(segment.text)) post(table.postings, gram, phrase);
      previousWord = null;
      continue;
    }
    post(table.postings, segment.text, phrase);
    if (field !== FIELD_DESCRIPTION && previousWord !== null) {
      post(table.postings, previousWord + segment.text, phrase);
    }
    previousWord = segment.text;
  }
  table.letters.push(letters);
}

function indexPhrases(docs: SearchDocument[]): PhraseTable {
  const table: PhraseTable = { doc: [], field: [], letters: [], display: [], postings: new Map() };
  docs.forEach((doc, index) => {
    for (const name of Object.values(doc.name)) if (name) addPhrase(table, index, FIELD_NAME, name, true);
    for (const type of doc.types) addPhrase(table, index, FIELD_TYPES, type.replace(/_/g, ' '), true);
    for (const tags of Object.values(doc.tags)) {
      for (const tag of tags ?? []) addPhrase(table, index, FIELD_TAGS, tag, true);
    }
    for (const description of Object.values(doc.description)) {
      if (description) addPhrase(table, index, FIELD_DESCRIPTION, description, false);
    }
  });
  return table;
}

/**
 * Which index terms a query word may stand for: itself, words it begins (found in the sorted
 * words) and words one typo or a few away (found through their trigrams, then checked).
 */
class TermFinder {
  /** The words (not CJK grams) in sorted order, for prefixes. */
  private readonly vocabulary: string[];
  /** Per trigram, the vocabulary words that hold it, for typos. */
  private readonly trigramIndex = new Map<string, number[]>();
  /** Per vocabulary word, the trigrams it shares with the word looked up (zero between lookups). */
  private readonly sharedCounts: Int32Array;
  private readonly postings: Map<string, number[]>;

  constructor(postings: Map<string, number[]>) {
    this.postings = postings;
    this.vocabulary = [...postings.keys()].filter((term) => !CJK_START.test(term)).sort();
    this.vocabulary.forEach((term, index) => {
      for (const gram of new Set(trigramsOf(term))) {
        const list = this.trigramIndex.get(gram);
        if (list) list.push(index);
        else this.trigramIndex.set(gram, [index]);
      }
    });
    this.sharedCounts = new Int32Array(this.vocabulary.length);
  }

  /** The term is in the index as it stands. */
  has(term: string): boolean {
    return this.postings.has(term);
  }

  alternatives(word: string, loose: boolean): Alternative[] {
    if (!this.postings.has(word)) return [...this.prefixed(word), ...this.fuzzy(word, loose)];
    // A word we know is most likely meant as typed: only near neighbours (a plural) stand in.
    const near = this.fuzzy(word, loose).filter((found) => found.similarity >= NEAR_SIMILARITY);
    return [{ term: word, similarity: 1, exact: true }, ...this.prefixed(word), ...near];
  }

  private fuzzy(word: string, loose: boolean): Alternative[] {
    const limit = allowedEdits(word.length, loose);
    if (limit === 0) return [];
    const found: Alternative[] = [];
    for (const index of this.typoCandidates(word, limit)) {
      const term = this.vocabulary[index]!;
      if (term === word) continue;
      const distance = editDistance(word, term, limit);
      if (distance > limit) continue;
      const similarity = 1 - (1.2 * distance) / Math.max(word.length, term.length);
      if (similarity >= (loose ? 0.2 : 0.5)) found.push({ term, similarity, exact: false });
    }
    return found;
  }

  /** The words sharing most trigrams with `word` (enough for `limit` edits), most shared first. */
  private typoCandidates(word: string, limit: number): number[] {
    const grams = [...new Set(trigramsOf(word))];
    const needed = Math.max(1, grams.length - 3 * limit);
    const touched: number[] = [];
    for (const gram of grams) {
      for (const index of this.trigramIndex.get(gram) ?? []) {
        if (this.sharedCounts[index] === 0) touched.push(index);
        this.sharedCounts[index]!++;
      }
    }
    const candidates: { index: number; shared: number }[] = [];
    for (const index of touched) {
      const shared = this.sharedCounts[index]!;
      this.sharedCounts[index] = 0;
      if (shared < needed) continue;
      if (Math.abs(this.vocabulary[index]!.length - word.length) > limit) continue;
      candidates.push({ index, shared });
    }
    candidates.sort((a, b) => b.shared - a.shared || a.index - b.index);
    return candidates.slice(0, FUZZY_CANDIDATES).map(({ index }) => index);
  }

  private prefixed(word: string): Alternative[] {
    if (word.length < 3) return [];
    const vocabulary = this.vocabulary;
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle]! < word) low = middle + 1;
      else high = middle;
    }
    const found: Alternative[] = [];
    for (let i = low; i < vocabulary.length && found.length < PREFIX_CANDIDATES; i++) {
      const term = vocabulary[i]!;
      if (!term.startsWith(word)) break;
      if (term !== word)
        found.push({ term, similarity: 0.6 + (0.3 * word.length) / term.length, exact: false });
    }
    return found;
  }
}

/** The query's parts: up to 8 words (and their joined neighbours) and CJK bigrams. */
function parseQuery(normalized: string, loose: boolean, terms: TermFinder): QueryParts {
  const units: QueryUnit[] = [];
  let slotCount = 0;
  let stopMask = 0;
  let words = 0;
  let previous: { word: string; slot: number } | null = null;
  for (const segment of segmentsOf(normalized)) {
    if (slotCount >= MAX_SLOTS) break;
    if (segment.cjk) {
      previous = null;
      for (const gram of bigramsOf(segment.text)) {
        if (slotCount >= MAX_SLOTS) break;
        const slot = slotCount++;
        units.push({
          slots: [slot],
          alternatives: terms.has(gram) ? [{ term: gram, similarity: 1, exact: true }] : [],
        });
      }
      continue;
    }
    if (words >= MAX_QUERY_WORDS) continue;
    words++;
    const slot = slotCount++;
    if (STOP_WORDS.has(segment.text)) stopMask |= 1 << slot;
    units.push({ slots: [slot], alternatives: terms.alternatives(segment.text, loose) });
    if (previous) units.push(joinedUnit(previous, { word: segment.text, slot }, loose, terms));
    previous = { word: segment.text, slot };
  }
  const allMask = (1 << slotCount) - 1;
  // A query of only little words ("do", "on") is taken as typed.
  const ignoredMask = stopMask === allMask ? 0 : stopMask;
  return { units, slotCount, ignoredMask };
}

/** Two neighbouring query words as one term ("wild fire" → "wildfire"), when the join is close. */
function joinedUnit(
  first: { word: string; slot: number },
  second: { word: string; slot: number },
  loose: boolean,
  terms: TermFinder,
): QueryUnit {
  const alternatives = terms
    .alternatives(first.word + second.word, loose)
    .filter((alternative) => alternative.similarity >= JOINED_MIN_SIMILARITY)
    .map((alternative) => ({
      term: alternative.term,
      similarity: alternative.similarity * JOINED_SIMILARITY,
      exact: false,
    }));
  return { slots: [first.slot, second.slot], alternatives };
}

/** BM25's inverse document frequency: "the" or "de" weigh next to nothing, "flood" a lot. */
function rarityIn(phrases: PhraseTable, docCount: number): (term: string) => number {
  const documentFrequencies = new Map<string, number>();
  return (term) => {
    let frequency = documentFrequencies.get(term);
    if (frequency === undefined) {
      frequency = 0;
      let lastDoc = -1;
      for (const phrase of phrases.postings.get(term) ?? []) {
        if (phrases.doc[phrase] !== lastDoc) frequency++;
        lastDoc = phrases.doc[phrase]!;
      }
      documentFrequencies.set(term, frequency);
    }
    return Math.log(1 + (docCount - frequency + 0.5) / (frequency + 0.5));
  };
}

/**
 * How much each query slot counts: the rarity of its closest term (its own word first, else
 * the joined pair it is part of). A word the index does not know at all counts for nothing, so
 * "my house is on fire, help" is about the house and the fire.
 */
function slotWeightsOf(
  { units, slotCount, ignoredMask }: QueryParts,
  rarity: (term: string) => number,
): Float64Array {
  const weights = new Float64Array(slotCount);
  for (const joined of [false, true]) {
    for (const unit of units) {
      if (unit.slots.length > 1 !== joined) continue;
      let best: Alternative | undefined;
      for (const alternative of unit.alternatives) {
        if (!best || alternative.similarity > best.similarity) best = alternative;
      }
      if (!best) continue;
      for (const slot of unit.slots) {
        if (weights[slot] === 0 && !(ignoredMask & (1 << slot))) weights[slot] = rarity(best.term);
      }
    }
  }
  return weights;
}

/** Fill `hits` with every phrase the query's terms touch: per slot, its best similarity there. */
function collectHits(parts: QueryParts, postings: Map<string, number[]>, hits: PhraseHits): void {
  hits.clear();
  for (const unit of parts.units) {
    // A little word on its own weighs nothing: its long posting lists are not read.
    if (unit.slots.length === 1 && parts.ignoredMask & (1 << unit.slots[0]!)) continue;
    for (const alternative of unit.alternatives) {
      const termLetters = alternative.term.length / unit.slots.length;
      for (const phrase of postings.get(alternative.term) ?? []) {
        const hit = hits.at(phrase);
        const base = hit * MAX_SLOTS;
        for (const slot of unit.slots) {
          if (alternative.similarity > hits.similarities[base + slot]!) {
            hits.similarities[base + slot] = alternative.similarity;
            hits.letters[base + slot] = termLetters;
          }
          if (alternative.exact) hits.exactMasks[hit]! |= 1 << slot;
        }
      }
    }
  }
}

interface Ranked {
  order: number[];
  scores: Float64Array;
  exactMasks: Int32Array;
  bestPhrase: Int32Array;
  allSlotsMask: number;
}

/**
 * Score the hazards from the phrases hit: a hazard adds its best phrase per field. Beside the
 * scores, which slots each hazard matched as typed, and its closest name or tag.
 */
function scoreHits(
  hits: PhraseHits,
  phrases: PhraseTable,
  weights: Float64Array,
  docCount: number,
): Omit<Ranked, 'order' | 'allSlotsMask'> {
  const slotCount = weights.length;
  let totalWeight = 0;
  for (const weight of weights) totalWeight += weight;
  const fieldBest = new Float64Array(docCount * FIELD_COUNT);
  const bestPhrase = new Int32Array(docCount).fill(-1);
  const bestPhraseCloseness = new Float64Array(docCount);
  const exactMasks = new Int32Array(docCount);
  for (let hit = 0; hit < hits.count; hit++) {
    const phrase = hits.phrases[hit]!;
    const doc = phrases.doc[phrase]!;
    const field = phrases.field[phrase]!;
    const base = hit * MAX_SLOTS;
    let similarity = 0;
    let letters = 0;
    for (let slot = 0; slot < slotCount; slot++) {
      similarity += weights[slot]! * hits.similarities[base + slot]!;
      letters += hits.letters[base + slot]!;
    }
    similarity = totalWeight > 0 ? similarity / totalWeight : 0;
    const coverage = Math.min(1, letters / phrases.letters[phrase]!);
    const closeness = similarity ** SIMILARITY_EXPONENT * (0.7 + 0.3 * coverage);
    const score = FIELD_WEIGHTS[field]! * closeness;
    const slot = doc * FIELD_COUNT + field;
    if (score > fieldBest[slot]!) fieldBest[slot] = score;
    exactMasks[doc]! |= hits.exactMasks[hit]!;
    // The suggestion is the closest name or tag, whatever its weight (ties: the first written).
    const previous = bestPhrase[doc]!;
    const closer =
      closeness > bestPhraseCloseness[doc]! || (closeness === bestPhraseCloseness[doc]! && phrase < previous);
    if (phrases.display[phrase] !== null && closer) {
      bestPhraseCloseness[doc] = closeness;
      bestPhrase[doc] = phrase;
    }
  }
  const scores = new Float64Array(docCount);
  for (let doc = 0; doc < docCount; doc++) {
    let total = 0;
    for (let field = 0; field < FIELD_COUNT; field++) total += fieldBest[doc * FIELD_COUNT + field]!;
    scores[doc] = total;
  }
  return { scores, exactMasks, bestPhrase };
}

/** The hazards with any score, best first (ties in input order). */
function orderByScore(scores: Float64Array): number[] {
  const order: number[] = [];
  for (let doc = 0; doc < scores.length; doc++) if (scores[doc]! > 0) order.push(doc);
  return order.sort((a, b) => scores[b]! - scores[a]! || a - b);
}

function goodMatches(ranked: Ranked, minimum: number): number[] {
  return ranked.order.filter((doc) => ranked.scores[doc]! >= minimum);
}

/**
 * Build the index once per content version; searching it then touches only the terms a query
 * can match, so a query costs about the same for 40 hazards as for 1,000.
 */
export function buildSearchIndex(docs: SearchDocument[]): HazardSearchIndex {
  const ids = docs.map((doc) => doc.id);
  const phrases = indexPhrases(docs);
  const terms = new TermFinder(phrases.postings);
  const rarity = rarityIn(phrases, docs.length);
  const hits = new PhraseHits(phrases.doc.length);

  const rank = (normalized: string, loose: boolean): Ranked | null => {
    const parts = parseQuery(normalized, loose, terms);
    if (parts.slotCount === 0) return null;
    collectHits(parts, phrases.postings, hits);
    const scored = scoreHits(hits, phrases, slotWeightsOf(parts, rarity), docs.length);
    const allSlotsMask = ((1 << parts.slotCount) - 1) & ~parts.ignoredMask;
    return { ...scored, order: orderByScore(scored.scores), allSlotsMask };
  };

  const topDocOf = (text: string): number | undefined => {
    const ranked = rank(normalizeSearchText(text), false);
    return ranked ? goodMatches(ranked, MIN_SCORE)[0] : undefined;
  };

  /** The intended hazard's own name or tag, if searching it finds that hazard first. */
  const suggestionFor = (ranked: Ranked, doc: number, normalized: string): string | null => {
    const phrase = ranked.bestPhrase[doc]!;
    if (phrase < 0) return null;
    const display = phrases.display[phrase]!;
    if (normalizeSearchText(display) === normalized) return null;
    return topDocOf(display) === doc ? display : null;
  };

  return {
    search(query: string): SearchResult {
      const normalized = normalizeSearchText(query.slice(0, MAX_QUERY_CHARS));
      const ranked = normalized ? rank(normalized, false) : null;
      if (!ranked) return { hazards: [...ids], suggestedQuery: null };
      const matches = goodMatches(ranked, MIN_SCORE);
      const top = matches[0];
      if (top !== undefined) {
        const asTyped = (ranked.exactMasks[top]! & ranked.allSlotsMask) === ranked.allSlotsMask;
        return {
          hazards: matches.map((doc) => ids[doc]!),
          suggestedQuery: asTyped ? null : suggestionFor(ranked, top, normalized),
        };
      }
      const loose = rank(normalized, true);
      const looseTop = loose ? goodMatches(loose, LOOSE_MIN_SCORE)[0] : undefined;
      return {
        hazards: [],
        suggestedQuery: loose && looseTop !== undefined ? suggestionFor(loose, looseTop, normalized) : null,
      };
    },
  };
}
