import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, crisisSupportQueryKey, type CrisisSupportResponse } from '@prepwell/contract';
import { apiRequestWithSource } from '../../../lib/api-client';
import type { Point } from '../../../lib/location/location';

/**
 * `GET /public/crisis-support-option?lat=&lng=`: every national option, and the local ones of
 * the reader's area when local information is on (the point already rounded). `savedCopy` when
 * the service worker answered from its saved list (offline).
 */
export async function getCrisisOptions(point: Point | null, signal?: AbortSignal) {
  const query = point ? `?lat=${point.lat}&lng=${point.lng}` : '';
  const { data, savedCopy } = await apiRequestWithSource<CrisisSupportResponse>(
    `${API_PATHS.crisisSupportOptions}${query}`,
    { signal },
  );
  return { ...data, savedCopy };
}

export const crisisOptionsQueryOptions = (point: Point | null) =>
  queryOptions({
    // Without a point the key is the server render's (the contract's); a point adds to it.
    queryKey: point ? ([...crisisSupportQueryKey, point.lat, point.lng] as const) : crisisSupportQueryKey,
    queryFn: ({ signal }) => getCrisisOptions(point, signal),
  });

export const useCrisisOptions = (point: Point | null) =>
  useQuery({
    ...crisisOptionsQueryOptions(point),
    // While the local options load, the national ones stay on screen.
    placeholderData: (previous) => previous,
  });
