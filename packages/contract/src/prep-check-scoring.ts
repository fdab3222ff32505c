/**
 * Prep Check scoring (ARCHITECTURE.md "Prep Check scoring", ADR 021): the score of each question
 * type, of a whole Prep Check, its rating, and the journey phase a person has reached.
 * Every score is a number from 0 to 1. Imports nothing at run time (types only), so the API and
 * the web app share one reading without the web app paying for zod.
 */
import type { Rating, Stage } from './constants.js';

/** A ranking answer: the option and its 1-based place in the person's order. */
export type RankingAnswer = { answer_id: number; answer: { id: number; order: number } };
/** A grid answer: the option, the column it was put in and its 1-based place in that column. */
export type GridAnswer = {
  answer_id: number;
  answer: { id: number; placement: { stage: Stage; position: number } };
};
/** A checkbox answer: an option the person checked (unchecked options send nothing). */
export type CheckboxAnswer = { answer_id: number; answer: { id: number; checked: true } };
export type PrepCheckUserAnswer = RankingAnswer | GridAnswer | CheckboxAnswer;

/** What scoring reads of an answer option. `best_stage` is the grid column it belongs in. */
export interface ScoredOption {
  id: number;
  weight: number;
  best_stage?: Stage | null;
}

/** What scoring reads of a question. */
export interface ScoredQuestion {
  question_type: 'OneD_Ordered_List' | 'TwoD_Grid_Placement' | 'Checkboxes';
  options: readonly ScoredOption[];
}

/** A journey phase's rule: reached with at least this many checks done at this average score. */
export interface JourneyPhaseRule {
  id: number;
  min_completed: number;
  min_average_score: number;
}

/** Ratings (component_rating and the badge level): below 0.4 LOW, below 0.75 MEDIUM, else HIGH. */
export const RATING_MEDIUM_FROM = 0.4;
export const RATING_HIGH_FROM = 0.75;

/**
 * A value a hair under a threshold only through floating-point rounding (a mean that is 0.4 on
 * paper but 0.39999999999999997 in the machine) reaches it.
 */
const TOLERANCE = 1e-9;
const reaches = (value: number, threshold: number) => value >= threshold - TOLERANCE;

/** Clamped to 0…1; NaN (nothing to divide by) is 0. */
const clamp01 = (value: number) => (value > 0 ? Math.min(value, 1) : 0);

/** The plain mean (0 of nothing), kept between the smallest and largest value against rounding. */
function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.min(Math.max(average, Math.min(...values)), Math.max(...values));
}

/**
 * The score of an order, given the options' weights in the order the person put them:
 * 1 − D / Dmax, where D is the Spearman footrule distance Σ|rank − ideal rank| and
 * Dmax = ⌊n²/2⌋ its largest value for n options. The ideal order is by weight, highest first;
 * equal weights (possible only inside a grid column) are ideal in either order.
 */
function orderScore(weightsInOrder: readonly number[]): number {
  const n = weightsInOrder.length;
  if (n === 0) return 0;
  if (n === 1) return 1;
  // `ideal[r]` is the place the person gave the option whose ideal place is r; equal weights keep
  // the person's order between them (the reading in their favour).
  const ideal = weightsInOrder
    .map((weight, place) => ({ weight, place }))
    .sort((a, b) => b.weight - a.weight || a.place - b.place)
    .map((option) => option.place);
  const distance = ideal.reduce((sum, place, idealPlace) => sum + Math.abs(place - idealPlace), 0);
  return clamp01(1 - distance / Math.floor((n * n) / 2));
}

/**
 * A ranking question. The placed options are ranked by their `order` (a gap means nothing:
 * orders 1 and 3 are first and second). Options left unplaced come after them in the worst order:
 * lowest weight first, so the best of them is last.
 */
export function scoreRanking(
  options: readonly Pick<ScoredOption, 'id' | 'weight'>[],
  placed: readonly { id: number; order: number }[],
): number {
  const order = new Map(placed.map((p) => [p.id, p.order]));
  const inPlace = options.filter((o) => order.has(o.id));
  if (inPlace.length === 0) return 0;
  const place = (o: { id: number }) => order.get(o.id) ?? 0;
  inPlace.sort((a, b) => place(a) - place(b) || a.id - b.id);
  const unplaced = options.filter((o) => !order.has(o.id)).sort((a, b) => a.weight - b.weight);
  return orderScore([...inPlace, ...unplaced].map((o) => o.weight));
}

/** How many grid slots each column has: the number of options that belong in it. */
export function slotsPerStage(options: readonly Pick<ScoredOption, 'best_stage'>[]): Record<Stage, number> {
  const slots: Record<Stage, number> = { Before: 0, During: 0, After: 0 };
  for (const option of options) if (option.best_stage) slots[option.best_stage] += 1;
  return slots;
}

/**
 * A grid question's two parts. `placement`: the share of all options placed in their best column
 * (an unplaced option is not). `order`: each column's ranking score by position among the
 * options correctly placed there, weighted by how many those are, over all options; so a lone
 * correct option earns its column's order credit for one option only.
 */
export function scoreGridParts(
  options: readonly ScoredOption[],
  placed: readonly { id: number; stage: Stage; position: number }[],
): { placement: number; order: number } {
  const bestStage = new Map(options.map((o) => [o.id, o.best_stage]));
  const weight = new Map(options.map((o) => [o.id, o.weight]));
  const correct = placed.filter((p) => bestStage.get(p.id) === p.stage);
  if (correct.length === 0) return { placement: 0, order: 0 };
  let order = 0;
  for (const stage of new Set(correct.map((p) => p.stage))) {
    const column = correct
      .filter((p) => p.stage === stage)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    order += orderScore(column.map((p) => weight.get(p.id) ?? 0)) * column.length;
  }
  return { placement: clamp01(correct.length / options.length), order: clamp01(order / options.length) };
}

/** A grid question: the mean of its two parts (see `scoreGridParts`). */
export function scoreGrid(
  options: readonly ScoredOption[],
  placed: readonly { id: number; stage: Stage; position: number }[],
): number {
  const { placement, order } = scoreGridParts(options, placed);
  return clamp01((placement + order) / 2);
}

/**
 * A checkbox question: the checked options' weights (negative for a harmful choice) over the sum
 * of all positive weights, clamped to 0…1.
 */
export function scoreCheckboxes(
  options: readonly Pick<ScoredOption, 'id' | 'weight'>[],
  checkedIds: readonly number[],
): number {
  const checked = new Set(checkedIds);
  const possible = options.reduce((sum, o) => sum + Math.max(o.weight, 0), 0);
  const earned = options.reduce((sum, o) => sum + (checked.has(o.id) ? o.weight : 0), 0);
  return possible > 0 ? clamp01(earned / possible) : 0;
}

type Answer = PrepCheckUserAnswer['answer'];
const isRanking = (a: Answer): a is RankingAnswer['answer'] =>
  typeof (a as { order?: unknown }).order === 'number';
const isGrid = (a: Answer): a is GridAnswer['answer'] =>
  typeof (a as { placement?: unknown }).placement === 'object' &&
  (a as { placement?: unknown }).placement !== null;
const isChecked = (a: Answer): a is CheckboxAnswer['answer'] => (a as { checked?: unknown }).checked === true;

/**
 * A question's score from the person's answers, assumed validated against it (its option ids,
 * no option twice). Answers of another type's shape are ignored; no answers score 0.
 */
export function scoreQuestion(question: ScoredQuestion, userAnswer: readonly PrepCheckUserAnswer[]): number {
  const answers = userAnswer.map((a) => a.answer);
  switch (question.question_type) {
    case 'OneD_Ordered_List':
      return scoreRanking(question.options, answers.filter(isRanking));
    case 'TwoD_Grid_Placement':
      return scoreGrid(
        question.options,
        answers.filter(isGrid).map((a) => ({ id: a.id, ...a.placement })),
      );
    case 'Checkboxes':
      return scoreCheckboxes(
        question.options,
        answers.filter(isChecked).map((a) => a.id),
      );
  }
}

/** A Prep Check's score: the plain mean of its question scores (0 for no questions). */
export function scorePrepCheck(questionScores: readonly number[]): number {
  return clamp01(mean(questionScores));
}

/** The rating of a score: below 0.4 LOW, below 0.75 MEDIUM, else HIGH. */
export function ratingOf(score: number): Rating {
  if (reaches(score, RATING_HIGH_FROM)) return 'HIGH';
  return reaches(score, RATING_MEDIUM_FROM) ? 'MEDIUM' : 'LOW';
}

/** Phases from lowest to highest: by `min_completed`, then `min_average_score`. */
const ranked = <T extends JourneyPhaseRule>(phases: readonly T[]) =>
  [...phases].sort((a, b) => a.min_completed - b.min_completed || a.min_average_score - b.min_average_score);

/**
 * The journey phase reached, from the person's latest submitted score of each distinct Prep
 * Check: the highest phase whose `min_completed` is at most the number of checks and whose
 * `min_average_score` is at most their mean. Null only if no phase qualifies.
 */
export function journeyPhaseOf<T extends JourneyPhaseRule>(
  phases: readonly T[],
  latestScores: readonly number[],
): T | null {
  const average = mean(latestScores);
  const reached = ranked(phases).filter(
    (p) => p.min_completed <= latestScores.length && reaches(average, p.min_average_score),
  );
  return reached.at(-1) ?? null;
}

/**
 * Whether phase `now` ranks above `before`, the highest phase reached until now (ids). With no
 * phase reached before (null), any phase reached is new. An id not among `phases` ranks below
 * them all.
 */
export function isHigherPhase(
  phases: readonly JourneyPhaseRule[],
  now: number | null,
  before: number | null,
): boolean {
  const order = ranked(phases).map((p) => p.id);
  if (now === null || !order.includes(now)) return false;
  return before === null || order.indexOf(now) > order.indexOf(before);
}
