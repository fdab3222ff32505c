import type { SubmissionsOverview } from '@prepwell/contract';
import type { CardStanding } from '../components/prep-check-card';

/** Each Prep Check's standing from the overview (spec §4: a draft below 1, else submitted, else none). */
export function standings(overview: SubmissionsOverview | undefined): Map<number, CardStanding> {
  const map = new Map<number, CardStanding>();
  for (const entry of overview?.submitted ?? []) {
    map.set(entry.prep_check_id, {
      status: 'SUBMITTED',
      amountDone: 1,
      submitted: { score: entry.score, badge: entry.badge },
    });
  }
  for (const entry of overview?.progress ?? []) {
    const submitted = map.get(entry.id)?.submitted ?? null;
    if (entry.amountDone < 1) map.set(entry.id, { status: 'DRAFT', amountDone: entry.amountDone, submitted });
  }
  return map;
}

/** A Prep Check with no draft and nothing submitted. */
export const NOT_STARTED: CardStanding = { status: null, amountDone: 0, submitted: null };
