import { describe, expect, it } from 'vitest';
import type { UserAnswer } from '@prepwell/contract';
import { checked, ordered } from '@prepwell/contract/testing';
import {
  allPlaced,
  checkboxToggle,
  gridAt,
  gridClear,
  gridPlace,
  gridSwap,
  rankingAt,
  rankingClear,
  rankingMove,
  rankingPlace,
} from '../lib/answer-rules';

const orders = (answers: readonly UserAnswer[]) =>
  answers.map((a) => ('order' in a.answer ? [a.answer.id, a.answer.order] : null));
const ranking = (...pairs: [number, number][]): UserAnswer[] =>
  pairs.map(([id, order]) => ordered(id, order));
const SLOTS = { Before: 2, During: 1, After: 1 };

describe('ranking rules', () => {
  it('places an option in a slot, moving it from its old place', () => {
    const one = rankingPlace([], 11, 2, 4);
    expect(orders(one)).toEqual([[11, 2]]);
    expect(orders(rankingPlace(one, 11, 4, 4))).toEqual([[11, 4]]);
  });

  it('replaces the option in an occupied slot (it goes back unplaced)', () => {
    const start = ranking([11, 1], [12, 2]);
    expect(orders(rankingPlace(start, 13, 1, 4))).toEqual([
      [13, 1],
      [12, 2],
    ]);
  });

  it('ignores a slot outside the slots', () => {
    const start = ranking([11, 1]);
    expect(rankingPlace(start, 12, 5, 4)).toBe(start);
    expect(rankingPlace(start, 12, 0, 4)).toBe(start);
  });

  it('moves a placed option onto another, shifting those between by one', () => {
    const start = ranking([11, 1], [12, 2], [13, 3], [14, 4]);
    // 11 to where 13 is: 12 and 13 move up one.
    expect(orders(rankingMove(start, 11, 13))).toEqual([
      [12, 1],
      [13, 2],
      [11, 3],
      [14, 4],
    ]);
    // 14 to where 12 is: 12 and 13 move down one.
    expect(orders(rankingMove(start, 14, 12))).toEqual([
      [11, 1],
      [14, 2],
      [12, 3],
      [13, 4],
    ]);
  });

  it('clears a slot and lowers the order of later answers by one', () => {
    const start = ranking([11, 1], [12, 2], [13, 4]);
    expect(orders(rankingClear(start, 2))).toEqual([
      [11, 1],
      [13, 3],
    ]);
    expect(rankingClear(start, 3)).toBe(start);
    expect(rankingAt(rankingClear(start, 2), 3)).toBe(13);
  });
});

describe('grid rules', () => {
  it('places in a slot, leaving the old one, and ignores slots past the column', () => {
    const one = gridPlace([], 21, 'Before', 1, SLOTS);
    const moved = gridPlace(one, 21, 'After', 1, SLOTS);
    expect(gridAt(moved, 'After', 1)).toBe(21);
    expect(gridAt(moved, 'Before', 1)).toBeUndefined();
    expect(gridPlace(moved, 22, 'During', 2, SLOTS)).toBe(moved);
  });

  it('replaces the option in an occupied slot', () => {
    const start = gridPlace([], 21, 'During', 1, SLOTS);
    const next = gridPlace(start, 22, 'During', 1, SLOTS);
    expect(gridAt(next, 'During', 1)).toBe(22);
    expect(next).toHaveLength(1);
  });

  it('swaps two placed options, and clears one', () => {
    let answers = gridPlace([], 21, 'Before', 1, SLOTS);
    answers = gridPlace(answers, 22, 'After', 1, SLOTS);
    const swapped = gridSwap(answers, 21, 22);
    expect(gridAt(swapped, 'Before', 1)).toBe(22);
    expect(gridAt(swapped, 'After', 1)).toBe(21);
    expect(gridClear(swapped, 21)).toHaveLength(1);
    expect(gridClear(swapped, 99)).toBe(swapped);
  });
});

describe('checkbox rules', () => {
  it('toggles an option with checked: true', () => {
    const on = checkboxToggle([], 31);
    expect(on).toEqual([checked(31)]);
    expect(checkboxToggle(on, 31)).toEqual([]);
  });
});

it('says when every option is placed', () => {
  expect(allPlaced(ranking([11, 1], [12, 2]), 2)).toBe(true);
  expect(allPlaced(ranking([11, 1]), 2)).toBe(false);
});
