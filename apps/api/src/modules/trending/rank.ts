import { TRENDING_HAZARDS_MAX } from '@prepwell/contract';
import type { HazardRow } from '../../lib/guide/read-guide.js';

/** Views count towards trending for this long. */
export const TRENDING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Below this many views in the window, the list falls back to editorial and all-time order. */
export const TRENDING_MIN_VIEWS = 20;

export interface ViewCounts {
  /** Views per hazard in the last 7 days. */
  recent: ReadonlyMap<number, number>;
  /** Views per hazard ever; only needed (and only read) when the window has too few views. */
  allTime?: ReadonlyMap<number, number>;
}

/** Whether the window's views of hazards that can trend are too few to rank by. */
export function needsFallback(hazards: readonly HazardRow[], recent: ReadonlyMap<number, number>): boolean {
  const total = hazards.filter(canTrend).reduce((sum, hazard) => sum + (recent.get(hazard.id) ?? 0), 0);
  return total < TRENDING_MIN_VIEWS;
}

/**
 * NOTE: local hazards never trend: they are only for readers in their region, and a list shown to
 * everyone would show them to readers elsewhere.
 */
const canTrend = (hazard: HazardRow) => !hazard.local;

/**
 * The trending hazards, at most 10, from `hazards` in guide order. With enough views in the
 * window: most viewed first (hazards whose topics include Trending, then guide order, break ties
 * and fill the list). Otherwise: hazards whose topics include Trending, then the most viewed ever,
 * then the rest in guide order. Never empty while a non-local hazard exists.
 */
export function rankTrending(hazards: readonly HazardRow[], counts: ViewCounts): HazardRow[] {
  const byRecent = !needsFallback(hazards, counts.recent);
  const keyed = hazards.filter(canTrend).map((hazard, guideIndex) => ({
    hazard,
    keys: [
      byRecent ? (counts.recent.get(hazard.id) ?? 0) : 0,
      hazard.topics.includes('Trending') ? 1 : 0,
      byRecent ? 0 : (counts.allTime?.get(hazard.id) ?? 0),
      -guideIndex,
    ],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i += 1) {
      const difference = (b.keys[i] ?? 0) - (a.keys[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return keyed.slice(0, TRENDING_HAZARDS_MAX).map(({ hazard }) => hazard);
}
