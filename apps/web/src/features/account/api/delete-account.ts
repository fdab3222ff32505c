import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { clearProfile } from '../../../lib/auth/profile-store';
import { profileQueryOptions } from './get-profile';

/** `DELETE /public/profile`: the account and everything it owns, here and at the bundled provider. */
export const deleteAccount = (): Promise<void> => apiRequest<void>(API_PATHS.profile, { method: 'DELETE' });

/** Delete the account; the app is then anonymous and the profile's query is dropped. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearProfile();
      queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}
