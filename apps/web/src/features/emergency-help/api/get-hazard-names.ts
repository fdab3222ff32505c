import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, pickText, type HazardListResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Point } from '../../../lib/location/location';
import { emergencyHelpKeys } from './query-keys';

/**
 * The hazards' names in `lang`, for the hazard dropdown (the options name hazards by id). The
 * guide's list call, under this feature's own key: the guide keeps a different shape under its own.
 * With the reader's point, the local hazards of their area (which local options name) come too.
 */
export const hazardNamesQueryOptions = (lang: LanguageCode, point: Point | null) =>
  queryOptions({
    queryKey: emergencyHelpKeys.hazardNames(lang, point?.lat ?? null, point?.lng ?? null),
    queryFn: async ({ signal }): Promise<Record<number, string>> => {
      const at = point ? `&lat=${point.lat}&lng=${point.lng}` : '';
      const { hazards } = await apiRequest<HazardListResponse>(`${API_PATHS.hazards}?lang=${lang}${at}`, {
        signal,
      });
      return Object.fromEntries(hazards.map((hazard) => [hazard.id, pickText(hazard.name, lang)]));
    },
  });

export const useHazardNames = (lang: LanguageCode, point: Point | null, enabled = true) =>
  useQuery({ ...hazardNamesQueryOptions(lang, point), enabled, placeholderData: (previous) => previous });
