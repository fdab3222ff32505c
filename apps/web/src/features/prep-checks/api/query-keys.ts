import type { LanguageCode } from '@prepwell/contract';
import { MY_DATA_KEY } from '../../../lib/query-client';

/**
 * The Prep Checks' query keys, the feature's one factory (ADR 010). The Prep Checks themselves
 * are public (`prep-checks`); what is the signed-in user's own sits under MY_DATA_KEY, so a
 * submission refreshes it with everything else of theirs (My Emergency Items too).
 */
export const prepCheckKeys = {
  all: ['prep-checks'] as const,
  /** The list the landing shows; the server render fills it (app/server-prefill.ts). */
  list: (lang: LanguageCode) => ['prep-checks', 'list', lang] as const,
  one: (id: number, lang: LanguageCode) => ['prep-checks', 'one', id, lang] as const,
  upNext: (id: number, lang: LanguageCode, signedIn: boolean) =>
    ['prep-checks', 'up-next', id, lang, signedIn] as const,
  /** Everything of the user's Prep Checks (under the user's data, MY_DATA_KEY). */
  mine: [...MY_DATA_KEY, 'prep-checks'] as const,
  stats: (lang: LanguageCode) => [...MY_DATA_KEY, 'prep-checks', 'stats', lang] as const,
  overview: (lang: LanguageCode) => [...MY_DATA_KEY, 'prep-checks', 'overview', lang] as const,
  /** The overview in every language: a saved draft changes the landing's cards. */
  overviews: [...MY_DATA_KEY, 'prep-checks', 'overview'] as const,
  draft: (id: number) => [...MY_DATA_KEY, 'prep-checks', 'draft', id] as const,
  result: (id: number, lang: LanguageCode) => [...MY_DATA_KEY, 'prep-checks', 'result', id, lang] as const,
};

/** An API path with its `:id`. */
export const withId = (path: string, id: number) => path.replace(':id', String(id));
