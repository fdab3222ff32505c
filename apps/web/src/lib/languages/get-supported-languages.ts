import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  SUPPORTED_LANGUAGES,
  SUPPORTED_LANGUAGES_QUERY_KEY,
  type Language,
  type SupportedLanguagesResponse,
} from '@prepwell/contract';
import { apiRequest } from '../api-client';

const ENGLISH_ONLY: Language[] = SUPPORTED_LANGUAGES.filter((l) => l.value === 'en').map((l) => ({ ...l }));

/** The server's language list; on failure, English only, silently (spec §8). */
export async function getSupportedLanguages(): Promise<Language[]> {
  try {
    const body = await apiRequest<SupportedLanguagesResponse>(API_PATHS.supportedLanguages);
    return body.languages.length > 0 ? body.languages : ENGLISH_ONLY;
  } catch {
    return ENGLISH_ONLY;
  }
}

export const supportedLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: SUPPORTED_LANGUAGES_QUERY_KEY,
    queryFn: getSupportedLanguages,
    staleTime: 60 * 60 * 1000,
  });

export function useSupportedLanguages() {
  return useQuery(supportedLanguagesQueryOptions());
}
