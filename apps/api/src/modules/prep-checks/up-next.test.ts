import { describe, expect, it } from 'vitest';
import type { CatalogCheck } from './catalog.js';
import { rankUpNext } from './up-next.js';

// Only the two fields the ranking reads; the rest of a catalog check does not matter here.
const check = (id: number, hazardId: number) => ({ id, hazardId }) as CatalogCheck;
const checks = [check(1, 10), check(2, 20), check(3, 30), check(4, 40)];

describe('Up Next for a signed-in user', () => {
  it('never the current one or a submitted one; otherwise the catalog order', () => {
    expect(rankUpNext(checks, checks[0]!, new Set([2]), new Set(), new Map())?.id).toBe(3);
    expect(rankUpNext(checks, checks[0]!, new Set([2, 3, 4]), new Set(), new Map())).toBeUndefined();
  });

  it('a bookmarked hazard first, then the most viewed hazards', () => {
    const views = new Map([
      [30, 5],
      [40, 9],
    ]);
    expect(rankUpNext(checks, checks[0]!, new Set(), new Set(), views)?.id).toBe(4);
    expect(rankUpNext(checks, checks[0]!, new Set(), new Set([20]), views)?.id).toBe(2);
  });
});
