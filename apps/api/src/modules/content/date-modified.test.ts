import { describe, expect, it } from 'vitest';
import { contentHashOf, resolveDateModified, withDateModified } from './date-modified.js';

const LOAD_TIME = new Date('2026-11-25T10:00:00Z');
const STORED = new Date('2024-03-04T05:06:07Z');

describe('resolveDateModified', () => {
  it('uses the date written in the file, whatever is stored', () => {
    for (const stored of [undefined, { contentHash: 'a', dateModified: STORED }]) {
      expect(
        resolveDateModified({ contentHash: 'b', dateInFile: '2025-06-30' }, stored, LOAD_TIME, '2022-01-01'),
      ).toEqual(new Date('2025-06-30T00:00:00Z'));
    }
  });

  it("gives a new row the spec's default", () => {
    expect(
      resolveDateModified({ contentHash: 'a', dateInFile: undefined }, undefined, LOAD_TIME, '2022-02-01'),
    ).toEqual(new Date('2022-02-01T00:00:00Z'));
  });

  it('keeps the stored date while the content hash is the same, and for rows stored before hashes', () => {
    const row = { contentHash: 'a', dateInFile: undefined };
    expect(
      resolveDateModified(row, { contentHash: 'a', dateModified: STORED }, LOAD_TIME, '2022-01-01'),
    ).toBe(STORED);
    expect(
      resolveDateModified(row, { contentHash: null, dateModified: STORED }, LOAD_TIME, '2022-01-01'),
    ).toBe(STORED);
  });

  it('stamps a row whose content changed with the load time', () => {
    const row = { contentHash: 'b', dateInFile: undefined };
    expect(
      resolveDateModified(row, { contentHash: 'a', dateModified: STORED }, LOAD_TIME, '2022-01-01'),
    ).toBe(LOAD_TIME);
  });
});

describe('withDateModified', () => {
  it('looks each row up by its own id', () => {
    const rows = withDateModified(
      [
        { row: { id: 1, contentHash: 'same' }, dateInFile: undefined },
        { row: { id: 2, contentHash: 'new' }, dateInFile: undefined },
      ],
      new Map([
        [1, { contentHash: 'same', dateModified: STORED }],
        [2, { contentHash: 'old', dateModified: STORED }],
      ]),
      LOAD_TIME,
      '2022-01-01',
    );
    expect(rows).toEqual([
      { id: 1, contentHash: 'same', dateModified: STORED },
      { id: 2, contentHash: 'new', dateModified: LOAD_TIME },
    ]);
  });
});

describe('contentHashOf', () => {
  it('ignores the order of keys but not the order of list items or any value', () => {
    const hash = contentHashOf({ a: 1, b: { c: [1, 2], d: 'x' } });
    expect(contentHashOf({ b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(hash);
    expect(contentHashOf({ a: 1, b: { c: [2, 1], d: 'x' } })).not.toBe(hash);
    expect(contentHashOf({ a: 1, b: { c: [1, 2], d: 'y' } })).not.toBe(hash);
  });
});
