import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '../../../lib/auth/update-profile';
import { useProfileChanged } from './get-profile';

/**
 * `PUT /public/profile` from the Account page (names). The fetcher lives in lib/auth because the
 * language change and tutorial flags save the profile too, where TanStack Query is not loaded.
 * The answer is the whole profile: it replaces the query's data, so nothing is read again.
 */
export function useUpdateProfile() {
  const profileChanged = useProfileChanged();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => profileChanged(() => profile),
  });
}
