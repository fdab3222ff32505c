import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@prepwell/contract';
import { currentProfile, getProfile, setProfile, useProfile } from '../../../lib/auth/profile-store';
import { accountKeys } from './query-keys';

/**
 * `GET /public/profile` as a query. The fetcher is the profile store's: the profile loads at app
 * start, before TanStack Query (see the note in lib/auth/profile-store.ts and docs/decisions/010).
 * A fresh answer is written back to the store, so the header shows the same names and picture.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: async ({ signal }) => {
      const profile = await getProfile(signal);
      setProfile(profile);
      return profile;
    },
  });

/**
 * The signed-in profile for the Account page. It starts from the store (read at app start), so
 * opening the page costs no request, and follows the store when something outside the page saved
 * the profile (a language change, a tutorial flag).
 */
export function useProfileQuery() {
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  useEffect(() => {
    if (profile) queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  }, [profile, queryClient]);
  return useQuery({ ...profileQueryOptions(), initialData: profile ?? undefined, enabled: profile !== null });
}

/**
 * After a change the server confirmed: the new profile under the query's key and in the store.
 * `change` applies to the store's profile, the one every part of the app agrees on.
 */
export function useProfileChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (profile: Profile) => Profile) => {
      const state = currentProfile();
      if (state.status !== 'signed-in') return;
      const profile = change(state.profile);
      setProfile(profile);
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
    },
    [queryClient],
  );
}
