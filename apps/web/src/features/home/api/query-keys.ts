import type { LanguageCode } from '@prepwell/contract';
import { TRENDING_QUERY_KEY } from '../../../lib/hazard-views';

/**
 * Home's query keys, the feature's one factory (ADR 010). The trending strip's start with the
 * shared TRENDING_QUERY_KEY, which a recorded hazard view invalidates (lib/hazard-views).
 */
export const homeKeys = {
  trending: (lang: LanguageCode) => [...TRENDING_QUERY_KEY, 'hazards', lang] as const,
};
