import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  SUPPORTED_LANGUAGES,
  type Language,
  type SupportedLanguagesResponse,
} from '@prepwell/contract';
import { apiRequest } from '../api-client';

const ENGLISH_ONLY: Language[] = SUPPORTED_LANGUAGES.filter((l) => l.value === 'en').map((l) => ({ ...l }));

/** The server's language list; on failure, English only, silently (spec §8). */
export async function getSupportedLanguages(): Promise<Language[]> {
  try {
    return toLanguages(await apiRequest<SupportedLanguagesResponse>(API_PATHS.supportedLanguages));
  } catch {
    return ENGLISH_ONLY;
  }
}

/** The list the screens hold: the answer's, or English only when it is empty. */
export const toLanguages = (answer: SupportedLanguagesResponse): Language[] =>
  answer.languages.length > 0 ? answer.languages : ENGLISH_ONLY;

/** The language list's query keys; the server render fills it through these options too. */
export const languageKeys = {
  supported: ['supported-languages'] as const,
};

export const supportedLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: languageKeys.supported,
    queryFn: getSupportedLanguages,
    staleTime: 60 * 60 * 1000,
  });

export function useSupportedLanguages() {
  return useQuery(supportedLanguagesQueryOptions());
}
