import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { useProfileChanged } from './get-profile';

/** `DELETE /public/profile/profile-picture`. */
export const deleteProfilePicture = (): Promise<void> =>
  apiRequest<void>(API_PATHS.profilePicture, { method: 'DELETE' });

/** Delete the picture; the profile then has none, so nothing is read again. */
export function useDeleteProfilePicture() {
  const profileChanged = useProfileChanged();
  return useMutation({
    mutationFn: deleteProfilePicture,
    onSuccess: () => profileChanged((profile) => ({ ...profile, profile_picture_uri: null })),
  });
}
