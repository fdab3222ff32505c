import type { LanguageCode } from '@prepwell/contract';

/**
 * Get Emergency Help's query keys, the feature's one factory (ADR 010). The server render fills
 * the options without a point through the same query options (app/server-prefill.ts).
 */
export const emergencyHelpKeys = {
  options: (lang: LanguageCode) => ['emergency-help', 'options', lang] as const,
  /** The options with the local ones of the reader's (rounded) point. */
  optionsNear: (lang: LanguageCode, lat: number, lng: number) =>
    ['emergency-help', 'options', lang, lat, lng] as const,
  hazardNames: (lang: LanguageCode, lat: number | null, lng: number | null) =>
    ['emergency-help', 'hazard-names', lang, lat, lng] as const,
};
