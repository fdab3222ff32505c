/*
 * NOTE: an exception to "one endpoint, one query hook" (docs/decisions/010-web-feature-boundaries.md):
 * `PUT /public/profile` is also called where TanStack Query is not loaded (app start in main.tsx,
 * the language change, tutorial flags), which the home route's JavaScript budget requires
 * (docs/decisions/005-declarative-routes.md). The Account page wraps this fetcher in
 * `useUpdateProfile` (features/account/api/update-profile.ts).
 */
import { API_PATHS, type Profile, type ProfileUpdate } from '@prepwell/contract';
import { apiRequest } from '../api-client';
import { setProfile } from './profile-store';

/** `PUT /public/profile`: save `changes` and keep the profile store in step with the answer. */
export async function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  const profile = await apiRequest<Profile>(API_PATHS.profile, { method: 'PUT', body: changes });
  setProfile(profile);
  return profile;
}
