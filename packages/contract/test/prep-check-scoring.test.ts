import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isHigherPhase,
  journeyPhaseOf,
  ratingOf,
  scoreCheckboxes,
  scoreGrid,
  scoreGridParts,
  scorePrepCheck,
  scoreQuestion,
  scoreRanking,
  slotsPerStage,
  RATING_HIGH_FROM,
  RATING_MEDIUM_FROM,
  type PrepCheckUserAnswer,
  type ScoredOption,
  type Stage,
} from '../src/index.js';

const STAGES: Stage[] = ['Before', 'During', 'After'];

/** Options with these weights, ids 1, 2, 3… */
const withWeights = (weights: number[]) => weights.map((weight, i) => ({ id: i + 1, weight }));
/** Placements of these ids in this order: 1, 2, 3… */
const inOrder = (ids: number[]) => ids.map((id, i) => ({ id, order: i + 1 }));

describe('ranking (hand-computed)', () => {
  // Ideal order 1, 2, 3, 4 (weights highest first). n = 4: Dmax = ⌊16/2⌋ = 8.
  const four = withWeights([0.9, 0.6, 0.3, 0.1]);

  it('the ideal order scores 1', () => {
    expect(scoreRanking(four, inOrder([1, 2, 3, 4]))).toBe(1);
  });

  it('the reversed order scores 0 (n = 4 and n = 5)', () => {
    // n = 4: D = |1−4| + |2−3| + |3−2| + |4−1| = 3 + 1 + 1 + 3 = 8 = Dmax.
    expect(scoreRanking(four, inOrder([4, 3, 2, 1]))).toBe(0);
    // n = 5: D = 4 + 2 + 0 + 2 + 4 = 12 = ⌊25/2⌋.
    const five = withWeights([1, 0.75, 0.5, 0.25, 0]);
    expect(scoreRanking(five, inOrder([5, 4, 3, 2, 1]))).toBe(0);
  });

  it('one swap of neighbours: 1 − 2/8 = 0.75', () => {
    // Order 1, 3, 2, 4: options 3 and 2 are each one place off, D = 2.
    expect(scoreRanking(four, inOrder([1, 3, 2, 4]))).toBe(0.75);
  });

  it('unplaced options count after the placed ones in the worst order', () => {
    // Placed: 1 first, 3 second. Unplaced 2 (ideal 2) and 4 (ideal 4) take the free ranks 3 and 4
    // the worst way: 2 → 4, 4 → 3. D = |1−1| + |2−3| + |4−2| + |3−4| = 0 + 1 + 2 + 1 = 4 → 1 − 4/8 = 0.5.
    // (The kind way, 2 → 3 and 4 → 4, would give D = 2 and 0.75.)
    expect(scoreRanking(four, inOrder([1, 3]))).toBe(0.5);
  });

  it('a gap in the orders means nothing: orders 1 and 3 are first and second', () => {
    expect(
      scoreRanking(four, [
        { id: 1, order: 1 },
        { id: 3, order: 3 },
      ]),
    ).toBe(0.5);
    expect(
      scoreRanking(four, [
        { id: 1, order: 2 },
        { id: 2, order: 7 },
        { id: 3, order: 9 },
        { id: 4, order: 10 },
      ]),
    ).toBe(1);
  });

  it('one option placed of one scores 1; nothing placed scores 0', () => {
    expect(scoreRanking(withWeights([0.5]), inOrder([1]))).toBe(1);
    expect(scoreRanking(withWeights([0.5]), [])).toBe(0);
    expect(scoreRanking(four, [])).toBe(0);
  });
});

describe('checkboxes (hand-computed)', () => {
  // Positive weights: 1 + 0.5 = 1.5.
  const options = withWeights([1, 0.5, -0.5, -1, 0]);

  it('only the helpful options checked: 1.5 / 1.5 = 1', () => {
    expect(scoreCheckboxes(options, [1, 2])).toBe(1);
  });

  it('a harmful choice lowers the score: (1 + 0.5 − 0.5) / 1.5 = 2/3', () => {
    expect(scoreCheckboxes(options, [1, 2, 3])).toBeCloseTo(2 / 3, 12);
  });

  it('only harmful options: −1.5 / 1.5, clamped to 0', () => {
    expect(scoreCheckboxes(options, [3, 4])).toBe(0);
  });

  it('nothing checked scores 0', () => {
    expect(scoreCheckboxes(options, [])).toBe(0);
  });
});

describe('grid (hand-computed)', () => {
  // Two options per column, the first of each heavier: a 1 (Before), 2; During 3, 4; After 5, 6.
  const options: ScoredOption[] = [
    { id: 1, weight: 0.9, best_stage: 'Before' },
    { id: 2, weight: 0.5, best_stage: 'Before' },
    { id: 3, weight: 0.8, best_stage: 'During' },
    { id: 4, weight: 0.2, best_stage: 'During' },
    { id: 5, weight: 0.7, best_stage: 'After' },
    { id: 6, weight: 0.3, best_stage: 'After' },
  ];
  const at = (id: number, stage: Stage, position: number) => ({ id, stage, position });

  it('every option in its column in the right order: 1', () => {
    const perfect = [at(1, 'Before', 1), at(2, 'Before', 2), at(3, 'During', 1), at(4, 'During', 2)];
    expect(scoreGrid(options, [...perfect, at(5, 'After', 1), at(6, 'After', 2)])).toBe(1);
  });

  it('right columns, each in reversed order: (1 + 0) / 2 = 0.5', () => {
    const reversed = [at(1, 'Before', 2), at(2, 'Before', 1), at(3, 'During', 2), at(4, 'During', 1)];
    expect(scoreGrid(options, [...reversed, at(5, 'After', 2), at(6, 'After', 1)])).toBe(0.5);
  });

  it('half placed: A = 3/6, B = (0 × 2 + 1 × 1) / 6, score (1/2 + 1/6) / 2 = 1/3', () => {
    // Before holds 2 then 1 (right column, reversed: ranking 0, 2 options); During holds 3
    // (right, alone: ranking 1, 1 option); 5 sits in Before (wrong column); 4 and 6 are unplaced.
    const placed = [at(2, 'Before', 1), at(1, 'Before', 2), at(5, 'Before', 3), at(3, 'During', 1)];
    const parts = scoreGridParts(options, placed);
    expect(parts.placement).toBe(0.5);
    expect(parts.order).toBeCloseTo(1 / 6, 12);
    expect(scoreGrid(options, placed)).toBeCloseTo(1 / 3, 12);
  });

  it('one option right of 9: (1/9 + 1/9) / 2; a lone option gets order credit for one option only', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      id: i + 1,
      weight: (9 - i) / 10,
      best_stage: STAGES[i % 3] ?? null,
    }));
    expect(scoreGrid(nine, [at(1, 'Before', 1)])).toBeCloseTo(1 / 9, 12);
  });

  it('nothing placed scores 0; an option with no best column is never right', () => {
    expect(scoreGrid(options, [])).toBe(0);
    expect(scoreGrid([{ id: 1, weight: 1, best_stage: null }], [at(1, 'Before', 1)])).toBe(0);
  });

  it('slots per column: how many options belong there', () => {
    expect(slotsPerStage(options)).toEqual({ Before: 2, During: 2, After: 2 });
    expect(slotsPerStage([{ best_stage: 'After' }, { best_stage: 'After' }, { best_stage: null }])).toEqual({
      Before: 0,
      During: 0,
      After: 2,
    });
  });
});

describe('questions and Prep Checks (hand-computed)', () => {
  const rank = (id: number, order: number): PrepCheckUserAnswer => ({ answer_id: id, answer: { id, order } });
  const check = (id: number): PrepCheckUserAnswer => ({ answer_id: id, answer: { id, checked: true } });
  const put = (id: number, stage: Stage, position: number): PrepCheckUserAnswer => ({
    answer_id: id,
    answer: { id, placement: { stage, position } },
  });

  it('each question type reads its own answers and ignores the others', () => {
    const ranking = {
      question_type: 'OneD_Ordered_List',
      options: withWeights([0.9, 0.6, 0.3, 0.1]),
    } as const;
    expect(scoreQuestion(ranking, [rank(1, 1), rank(3, 2), check(2)])).toBe(0.5);
    const boxes = { question_type: 'Checkboxes', options: withWeights([1, 0.5, -0.5]) } as const;
    expect(scoreQuestion(boxes, [check(1), check(2), rank(3, 1)])).toBe(1);
    const grid = {
      question_type: 'TwoD_Grid_Placement',
      options: [
        { id: 1, weight: 1, best_stage: 'Before' },
        { id: 2, weight: 1, best_stage: 'After' },
      ],
    } as const;
    expect(scoreQuestion(grid, [put(1, 'Before', 1), put(2, 'Before', 2), check(2)])).toBe(0.5);
  });

  it('a question with no answers scores 0, of every type', () => {
    for (const question_type of ['OneD_Ordered_List', 'TwoD_Grid_Placement', 'Checkboxes'] as const) {
      const options = [{ id: 1, weight: 1, best_stage: 'Before' as const }];
      expect(scoreQuestion({ question_type, options }, [])).toBe(0);
    }
  });

  it("a Prep Check's score is the mean of its questions: (1 + 0.5 + 0 + 0.5) / 4 = 0.5; none is 0", () => {
    expect(scorePrepCheck([1, 0.5, 0, 0.5])).toBe(0.5);
    expect(scorePrepCheck([])).toBe(0);
  });

  it('equal question scores give that score, not a rounding hair above it', () => {
    // (0.1 + 0.1 + 0.1) / 3 is 0.10000000000000002 in floating point.
    expect((0.1 + 0.1 + 0.1) / 3).toBeGreaterThan(0.1);
    expect(scorePrepCheck([0.1, 0.1, 0.1])).toBe(0.1);
  });
});

describe('ratings', () => {
  it('below 0.4 LOW, below 0.75 MEDIUM, else HIGH', () => {
    expect([RATING_MEDIUM_FROM, RATING_HIGH_FROM]).toEqual([0.4, 0.75]);
    expect(ratingOf(0)).toBe('LOW');
    expect(ratingOf(0.3999)).toBe('LOW');
    expect(ratingOf(0.4)).toBe('MEDIUM');
    expect(ratingOf(0.7499)).toBe('MEDIUM');
    expect(ratingOf(0.75)).toBe('HIGH');
    expect(ratingOf(1)).toBe('HIGH');
  });

  it('a mean that is 0.4 on paper is MEDIUM despite rounding', () => {
    // 0.1 + 0.7 + 0.4 = 1.2 on paper; in floating point (0.1 + 0.7 = 0.7999999999999999) + 0.4
    // = 1.1999999999999997, / 3 just under 0.4.
    expect((0.1 + 0.7 + 0.4) / 3).toBeLessThan(0.4);
    expect(ratingOf(scorePrepCheck([0.1, 0.7, 0.4]))).toBe('MEDIUM');
  });
});

describe('journey phases (the thresholds of packages/content/progress.yaml)', () => {
  const phases = [
    { id: 15, min_completed: 10, min_average_score: 0.75 },
    { id: 11, min_completed: 0, min_average_score: 0 },
    { id: 13, min_completed: 3, min_average_score: 0.4 },
    { id: 12, min_completed: 1, min_average_score: 0 },
    { id: 14, min_completed: 6, min_average_score: 0.6 },
  ];
  const phaseOf = (scores: number[]) => journeyPhaseOf(phases, scores)?.id ?? null;

  it('reached by the count of checks and their average', () => {
    expect(phaseOf([])).toBe(11);
    expect(phaseOf([0])).toBe(12);
    expect(phaseOf([0.2, 0.9])).toBe(12); // 2 checks: too few for phase 13
    expect(phaseOf([0.39, 0.39, 0.39])).toBe(12); // 3 checks averaging 0.39 < 0.4
    expect(phaseOf([0.3, 0.5, 0.4])).toBe(13); // average 0.4
    expect(phaseOf(Array(6).fill(0.6))).toBe(14);
    expect(phaseOf(Array(10).fill(0.7))).toBe(14); // 10 checks, but 0.7 < 0.75
    expect(phaseOf(Array(10).fill(0.75))).toBe(15);
  });

  it('a retake that lowers the average can lower the phase', () => {
    expect(phaseOf([0.5, 0.5, 0.5])).toBe(13);
    // The third check retaken at 0.1: average (0.5 + 0.5 + 0.1) / 3 ≈ 0.367 < 0.4.
    expect(phaseOf([0.5, 0.5, 0.1])).toBe(12);
  });

  it('null only when no phase qualifies', () => {
    expect(journeyPhaseOf([{ id: 1, min_completed: 1, min_average_score: 0 }], [])).toBeNull();
    expect(journeyPhaseOf([], [1])).toBeNull();
  });

  it('isHigherPhase: above the highest phase reached before; the first phase reached is new', () => {
    expect(isHigherPhase(phases, 13, 12)).toBe(true);
    expect(isHigherPhase(phases, 15, 11)).toBe(true);
    expect(isHigherPhase(phases, 12, 12)).toBe(false);
    expect(isHigherPhase(phases, 12, 13)).toBe(false); // fell back after a retake: nothing new
    expect(isHigherPhase(phases, 11, null)).toBe(true);
    expect(isHigherPhase(phases, null, null)).toBe(false);
    expect(isHigherPhase(phases, null, 12)).toBe(false);
    expect(isHigherPhase(phases, 99, null)).toBe(false); // not a phase
    expect(isHigherPhase(phases, 11, 99)).toBe(true); // a phase no longer in the content counts as none
  });
});

// ——— Properties ———

/** 1 to 8 options with distinct weights 0…1 (ranking questions). */
const rankingOptions = fc
  .uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 })
  .map((weights) => withWeights(weights.map((w) => w / 100)));
const ideal = (options: { id: number; weight: number }[]) =>
  [...options].sort((a, b) => b.weight - a.weight).map((o) => o.id);
/** The options in a random full order. */
const fullOrder = rankingOptions.chain((options) =>
  fc.tuple(
    fc.constant(options),
    fc.shuffledSubarray(options, { minLength: options.length }).map((o) => o.map((x) => x.id)),
  ),
);
/** Some of the options (maybe none) in a random order. */
const partialOrder = rankingOptions.chain((options) =>
  fc.tuple(
    fc.constant(options),
    fc.shuffledSubarray(options).map((o) => o.map((x) => x.id)),
  ),
);
const swap = <T>(list: T[], i: number) =>
  [...list.slice(0, i), list[i + 1], list[i], ...list.slice(i + 2)] as T[];
/** Every order of a list. */
const permutations = <T>(list: T[]): T[][] =>
  list.length === 0
    ? [[]]
    : list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((p) => [x, ...p]));

/** Grid options (weights 0…1, maybe equal) and a random placement of some of them, slots or not. */
const gridCase = fc
  .array(fc.record({ weight: fc.integer({ min: 0, max: 10 }), best_stage: fc.constantFrom(...STAGES) }), {
    minLength: 1,
    maxLength: 9,
  })
  .chain((raw) => {
    const options: ScoredOption[] = raw.map((o, i) => ({
      id: i + 1,
      weight: o.weight / 10,
      best_stage: o.best_stage,
    }));
    const placement = fc.shuffledSubarray(options).chain((chosen) =>
      fc.tuple(
        ...chosen.map((o) =>
          fc.record({
            id: fc.constant(o.id),
            stage: fc.constantFrom(...STAGES),
            position: fc.integer({ min: 1, max: 9 }),
          }),
        ),
      ),
    );
    return fc.tuple(fc.constant(options), placement);
  });

const checkboxOptions = fc
  .array(fc.integer({ min: -10, max: 10 }), { minLength: 1, maxLength: 10 })
  .map((weights) => withWeights(weights.map((w) => w / 10)));

const inUnitRange = (score: number) => score >= 0 && score <= 1;

describe('properties', () => {
  it('every score is in [0, 1]', () => {
    fc.assert(
      fc.property(
        rankingOptions,
        fc.array(fc.record({ id: fc.integer({ min: 0, max: 9 }), order: fc.integer({ min: 1, max: 20 }) })),
        (options, placed) => inUnitRange(scoreRanking(options, placed)),
      ),
    );
    fc.assert(fc.property(gridCase, ([options, placed]) => inUnitRange(scoreGrid(options, placed))));
    fc.assert(
      fc.property(checkboxOptions, fc.array(fc.integer({ min: 0, max: 11 })), (options, ids) =>
        inUnitRange(scoreCheckboxes(options, ids)),
      ),
    );
  });

  it('ranking: a full order scores 1 exactly when it is the ideal order', () => {
    fc.assert(
      fc.property(fullOrder, ([options, order]) => {
        const isIdeal = order.join() === ideal(options).join();
        expect(scoreRanking(options, inOrder(order)) === 1).toBe(isIdeal);
      }),
    );
  });

  it('ranking: the reversed ideal order scores 0 (n ≥ 2)', () => {
    fc.assert(
      fc.property(
        rankingOptions.filter((o) => o.length >= 2),
        (options) => {
          expect(scoreRanking(options, inOrder(ideal(options).reverse()))).toBe(0);
        },
      ),
    );
  });

  it('ranking: swapping two neighbours that stand in the right order never raises the score (and lowers it from the ideal)', () => {
    fc.assert(
      fc.property(fullOrder, fc.nat(), ([options, order], at) => {
        fc.pre(order.length >= 2);
        const i = at % (order.length - 1);
        const weight = (id: number | undefined) => options.find((o) => o.id === id)?.weight ?? 0;
        fc.pre(weight(order[i]) > weight(order[i + 1]));
        expect(scoreRanking(options, inOrder(swap(order, i)))).toBeLessThanOrEqual(
          scoreRanking(options, inOrder(order)),
        );
        const best = ideal(options);
        expect(scoreRanking(options, inOrder(swap(best, i)))).toBeLessThan(1);
      }),
    );
  });

  it('ranking: placing one more option after the placed ones never lowers the score', () => {
    fc.assert(
      fc.property(partialOrder, fc.nat(), ([options, order], pick) => {
        const unplaced = options.filter((o) => !order.includes(o.id));
        fc.pre(order.length >= 1 && unplaced.length >= 1);
        const next = unplaced[pick % unplaced.length]?.id ?? 0;
        expect(scoreRanking(options, inOrder([...order, next]))).toBeGreaterThanOrEqual(
          scoreRanking(options, inOrder(order)),
        );
      }),
    );
  });

  it('ranking: a partial order scores the worst of its completions', () => {
    fc.assert(
      fc.property(
        partialOrder.filter(([options]) => options.length <= 6),
        ([options, order]) => {
          fc.pre(order.length >= 1);
          const rest = options.filter((o) => !order.includes(o.id)).map((o) => o.id);
          const worst = Math.min(
            ...permutations(rest).map((tail) => scoreRanking(options, inOrder([...order, ...tail]))),
          );
          expect(scoreRanking(options, inOrder(order))).toBe(worst);
        },
      ),
    );
  });

  it('checkboxes: checking one more helpful option never lowers the score, one more harmful never raises it', () => {
    fc.assert(
      fc.property(checkboxOptions, fc.func(fc.boolean()), fc.nat(), (options, isChecked, pick) => {
        const checked = options.filter((o) => isChecked(o.id)).map((o) => o.id);
        const extra = options[pick % options.length];
        fc.pre(extra !== undefined && !checked.includes(extra.id));
        const before = scoreCheckboxes(options, checked);
        const after = scoreCheckboxes(options, [...checked, extra.id]);
        if (extra.weight > 0) expect(after).toBeGreaterThanOrEqual(before);
        if (extra.weight < 0) expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });

  it('grid: moving an option into its best column, into a free slot, never lowers part A', () => {
    fc.assert(
      fc.property(gridCase, fc.nat(), ([options, placed], pick) => {
        const option = options[pick % options.length];
        const stage = option?.best_stage;
        fc.pre(option !== undefined && stage != null);
        const others = placed.filter((p) => p.id !== option.id);
        fc.pre(others.filter((p) => p.stage === stage).length < slotsPerStage(options)[stage]);
        const moved = [...others, { id: option.id, stage, position: 10 }];
        expect(scoreGridParts(options, moved).placement).toBeGreaterThanOrEqual(
          scoreGridParts(options, placed).placement,
        );
      }),
    );
  });

  it('grid: every option in its column in the ideal order scores 1', () => {
    fc.assert(
      fc.property(gridCase, ([options]) => {
        const placed = [...options]
          .sort((a, b) => b.weight - a.weight)
          .map((o, i) => ({ id: o.id, stage: o.best_stage ?? 'Before', position: i + 1 }));
        expect(scoreGrid(options, placed)).toBe(1);
      }),
    );
  });

  it("a Prep Check's score lies between its lowest and highest question score", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (scores) => {
          const score = scorePrepCheck(scores);
          expect(score).toBeGreaterThanOrEqual(Math.min(...scores));
          expect(score).toBeLessThanOrEqual(Math.max(...scores));
          // Equal scores give that score: a plain mean of them can round a hair above it.
          const first = scores[0] ?? 0;
          expect(scorePrepCheck(scores.map(() => first))).toBe(first);
        },
      ),
    );
  });

  it('the rating never falls as the score rises', () => {
    const level = { LOW: 0, MEDIUM: 1, HIGH: 2 };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(level[ratingOf(low)]).toBeLessThanOrEqual(level[ratingOf(high)]);
        },
      ),
    );
  });
});
