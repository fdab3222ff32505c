import type { LanguageCode } from '@prepwell/contract';

/**
 * The guide's query keys, the feature's one factory (ADR 010). The server render fills the list,
 * detail and search queries through the same query options (app/server-prefill.ts), so a page
 * hydrates without asking again.
 */
export const hazardKeys = {
  all: ['hazards'] as const,
  list: (lang: LanguageCode) => ['hazards', 'list', lang] as const,
  detail: (idOrSlug: string, lang: LanguageCode) => ['hazards', 'detail', idOrSlug, lang] as const,
  search: (query: string) => ['hazards', 'search', query] as const,
  sponsors: (hazardId: number, lang: LanguageCode, lat: number | null, lng: number | null) =>
    ['hazards', 'sponsors', hazardId, lang, lat, lng] as const,
  prepChecks: (hazardId: number, lang: LanguageCode) => ['hazards', 'prep-checks', hazardId, lang] as const,
};
