import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type PlaceSearchResponse, type SavedPlace, type SavedPlaces } from '@prepwell/contract';
import { apiRequest } from '../api-client';

/** Query keys of a person's places: one user's data, never mixed with shared keys. */
export const placeQueryKeys = {
  mine: ['places', 'mine'] as const,
  search: (text: string) => ['places', 'search', text] as const,
};

/** `GET /public/v2/authenticated/places`. */
export const myPlacesQueryOptions = () =>
  queryOptions({
    queryKey: placeQueryKeys.mine,
    queryFn: ({ signal }) => apiRequest<SavedPlaces>(API_PATHS.places, { signal }),
  });

/** `PUT /public/v2/authenticated/places`: the account's places become `places`. */
export const putMyPlaces = (places: SavedPlace[]) =>
  apiRequest<SavedPlaces>(API_PATHS.places, { method: 'PUT', body: { places } });

/** `GET /public/v2/place-search?place=`: cities and US ZIP codes, found on our server. */
export const placeSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: placeQueryKeys.search(text),
    queryFn: ({ signal }) =>
      apiRequest<PlaceSearchResponse>(`${API_PATHS.placeSearch}?place=${encodeURIComponent(text)}`, {
        signal,
      }),
    staleTime: Infinity,
  });
