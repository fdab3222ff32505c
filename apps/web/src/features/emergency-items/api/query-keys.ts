import type { LanguageCode } from '@prepwell/contract';
import { MY_DATA_KEY } from '../../../lib/query-client';

/** My Emergency Items' query keys, the feature's one factory (ADR 010). */
export const emergencyItemKeys = {
  /** The user's own data: a Prep Check submission refreshes it (MY_DATA_KEY). */
  list: (lang: LanguageCode) => [...MY_DATA_KEY, 'emergency-items', lang] as const,
};
