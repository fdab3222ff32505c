import { describe, expect, it } from 'vitest';
import type { Badge } from '@prepwell/contract';
import { standings } from '../lib/standings';

const badge: Badge = {
  id: 3,
  level: 'HIGH',
  name: { en: 'Ready' },
  icon: { src: '/b.svg', alt: { en: 'b' } },
};

describe("a card's standing (spec §4)", () => {
  it('is a draft below 1, submitted otherwise when there is a submission, none without either', () => {
    const map = standings({
      progress: [
        { id: 1, amountDone: 0.33 },
        { id: 2, amountDone: 1 },
      ],
      submitted: [{ prep_check_id: 2, score: 0.8, badge }],
    });
    expect(map.get(1)).toEqual({ status: 'DRAFT', amountDone: 0.33, submitted: null });
    expect(map.get(2)).toEqual({ status: 'SUBMITTED', amountDone: 1, submitted: { score: 0.8, badge } });
    expect(map.get(3)).toBeUndefined();
  });

  it('keeps the submitted score and badge while a retake is a draft', () => {
    const map = standings({
      progress: [{ id: 2, amountDone: 0.99 }],
      submitted: [{ prep_check_id: 2, score: 0.8, badge }],
    });
    expect(map.get(2)).toEqual({ status: 'DRAFT', amountDone: 0.99, submitted: { score: 0.8, badge } });
  });
});
