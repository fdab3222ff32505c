import { useMutation } from '@tanstack/react-query';
import { API_PATHS, PROFILE_PICTURE_FIELD, type ProfilePictureResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { useProfileChanged } from './get-profile';

/** `POST /public/profile/profile-picture`: upload a picture (multipart); the server answers 201 with its URI. */
export function uploadProfilePicture(file: File): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  return apiRequest<ProfilePictureResponse>(API_PATHS.profilePicture, { method: 'POST', body: form });
}

/** Upload a new picture; the answer's URI goes into the profile, so nothing is read again. */
export function useUploadProfilePicture() {
  const profileChanged = useProfileChanged();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ profile_picture_uri }) =>
      profileChanged((profile) => ({ ...profile, profile_picture_uri })),
  });
}
