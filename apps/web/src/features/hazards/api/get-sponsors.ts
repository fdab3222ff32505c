import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CommunitySponsorsResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Point } from '../../../lib/location/location';
import { hazardKeys } from './query-keys';

/**
 * `GET /public/guide/community-sponsor/{id}?lang=&lat=&lng=`: a hazard's community sponsors,
 * those of the reader's area (the point, already rounded) first.
 */
export async function getSponsors(
  hazardId: number,
  lang: LanguageCode,
  point: Point | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ lang });
  if (point) {
    query.set('lat', String(point.lat));
    query.set('lng', String(point.lng));
  }
  const path = API_PATHS.communitySponsors.replace(':id', String(hazardId));
  const { sponsors } = await apiRequest<CommunitySponsorsResponse>(`${path}?${query.toString()}`, { signal });
  return sponsors;
}

export const sponsorsQueryOptions = (hazardId: number, lang: LanguageCode, point: Point | null) =>
  queryOptions({
    queryKey: hazardKeys.sponsors(hazardId, lang, point?.lat ?? null, point?.lng ?? null),
    queryFn: ({ signal }) => getSponsors(hazardId, lang, point, signal),
    retry: 1,
  });

/** Only asked for a hazard that has sponsors (`has_sponsors`). */
export const useSponsors = (hazardId: number, lang: LanguageCode, point: Point | null, enabled: boolean) =>
  useQuery({
    ...sponsorsQueryOptions(hazardId, lang, point),
    enabled,
    // A point arriving keeps the sponsors on screen until the local ones come.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === hazardId && previousQuery.queryKey[3] === lang ? previous : undefined,
  });
