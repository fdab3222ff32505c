import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type EmergencyItemList, type LanguageCode } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { emergencyItemKeys } from './query-keys';

/** `GET /public/web/emergency-items?lang=`: what the signed-in user has and has not. */
export const getEmergencyItems = (lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<EmergencyItemList>(`${API_PATHS.emergencyItems}?lang=${lang}`, { signal });

export const emergencyItemsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: emergencyItemKeys.list(lang),
    queryFn: ({ signal }) => getEmergencyItems(lang, signal),
  });

export const useEmergencyItems = (lang: LanguageCode, enabled: boolean) =>
  useQuery({ ...emergencyItemsQueryOptions(lang), enabled });
