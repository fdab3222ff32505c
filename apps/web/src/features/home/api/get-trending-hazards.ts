/*
 * NOTE: an exception to "one endpoint, one query hook" (docs/decisions/010-web-feature-boundaries.md),
 * like lib/app-config: home runs without TanStack Query for its JavaScript budget
 * (docs/decisions/005-declarative-routes.md). The strip brought the library in after hydration,
 * about 13 KB of home's scripts (ADR 033); this small store does what the strip needs of it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { API_PATHS, type LanguageCode, type TrendingHazardsResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { onHazardViewRecorded } from '../../../lib/hazard-views';

/** `GET /public/v2/trending-hazards?lang=`: at most 10 hazards, in `lang` with English fallback. */
export const getTrendingHazards = (lang: LanguageCode): Promise<TrendingHazardsResponse> =>
  apiRequest<TrendingHazardsResponse>(
    lang === 'en'
      ? API_PATHS.trendingHazards
      : `${API_PATHS.trendingHazards}?lang=${encodeURIComponent(lang)}`,
  );

export interface TrendingState {
  /** The last answer in this language, kept while a newer one loads. */
  hazards?: TrendingHazardsResponse['hazards'];
  /** The last load failed, after its retries. */
  failed: boolean;
}

/** A failed call is tried again after 1 s and 2 s, as the app's other reads are (retry: 2). */
const RETRY_DELAYS_MS = [1000, 2000];
/** An answer is reused for a minute (the app's other reads' staleTime), or until a hazard view. */
const FRESH_MS = 60_000;

const NOTHING_YET: TrendingState = { failed: false };
const states = new Map<LanguageCode, TrendingState & { at: number }>();
const loading = new Set<LanguageCode>();
const listeners = new Set<() => void>();

const publish = (lang: LanguageCode, state: TrendingState) => {
  states.set(lang, { ...state, at: Date.now() });
  listeners.forEach((listener) => listener());
};

async function load(lang: LanguageCode) {
  if (loading.has(lang)) return;
  loading.add(lang);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await getTrendingHazards(lang);
        publish(lang, { hazards: answer.hazards, failed: false });
        return;
      } catch {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          publish(lang, { hazards: states.get(lang)?.hazards, failed: true });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  } finally {
    loading.delete(lang);
  }
}

// "A hazard view refreshes the trending hazards list" (spec §4): the next strip loads it again.
onHazardViewRecorded(() => {
  for (const state of states.values()) state.at = 0;
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The trending hazards in `lang`: loaded on first use, again when older than a minute or failed. */
export function useTrendingHazards(lang: LanguageCode): TrendingState {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(lang) ?? NOTHING_YET,
    () => NOTHING_YET,
  );
  useEffect(() => {
    const known = states.get(lang);
    if (!known || known.failed || Date.now() - known.at > FRESH_MS) void load(lang);
  }, [lang]);
  return state;
}

/** For tests: forget every answer. */
export function resetTrendingHazards() {
  states.clear();
}
