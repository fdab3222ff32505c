import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, PROFILE_PICTURE_FIELD } from '@prepwell/contract';
import { errorResponse, mockFetch } from '../../../../test/render';
import { createProfile } from '@prepwell/contract/testing';
import { createQueryClient } from '../../../lib/query-client';
import { currentProfile, resetProfileStore, setProfile } from '../../../lib/auth/profile-store';
import { ApiError } from '../../../lib/api-client';
import { profileQueryOptions, useProfileQuery } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { useDeleteProfilePicture } from '../api/delete-profile-picture';
import { useDeleteAccount } from '../api/delete-account';

const ada = createProfile();

/**
 * Render `hook` inside a fresh query client; the test reads the client's cache too. `visited`: as
 * after a visit to the Account page, the profile is cached. Mutations are rendered without the
 * query's hook, so what the cache holds afterwards is what the mutation wrote there.
 */
function renderWithQuery<T>(hook: () => T, { visited = true } = {}) {
  const queryClient = createQueryClient();
  if (visited)
    queryClient.setQueryData(profileQueryOptions().queryKey, currentProfile().profile ?? undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

const cachedProfile = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryData(profileQueryOptions().queryKey);

beforeEach(() => resetProfileStore({ status: 'signed-in', profile: ada }));

describe('useProfileQuery', () => {
  it('starts from the profile loaded at app start, without a request', async () => {
    const calls = mockFetch({ [API_PATHS.profile]: { ...ada, first_name: 'Other' } });
    const { result } = renderWithQuery(() => useProfileQuery(), { visited: false });
    expect(result.current.data).toEqual(ada);
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(0);
  });

  it('asks nothing when nobody is signed in', async () => {
    resetProfileStore();
    const calls = mockFetch({ [API_PATHS.profile]: ada });
    const { result } = renderWithQuery(() => useProfileQuery(), { visited: false });
    await act(() => Promise.resolve());
    expect(result.current.data).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('follows the store when the profile is saved elsewhere (a language change)', async () => {
    mockFetch({});
    const { result } = renderWithQuery(() => useProfileQuery(), { visited: false });
    act(() => setProfile({ ...ada, preferred_language: 'ja' }));
    await waitFor(() => expect(result.current.data?.preferred_language).toBe('ja'));
  });

  it('writes a fresh answer back to the store the header reads', async () => {
    mockFetch({ [API_PATHS.profile]: { ...ada, first_name: 'Augusta' } });
    const { queryClient } = renderWithQuery(() => useProfileQuery(), { visited: false });
    await act(() => queryClient.refetchQueries({ queryKey: profileQueryOptions().queryKey }));
    expect(currentProfile().profile?.first_name).toBe('Augusta');
  });
});

describe('useUpdateProfile', () => {
  it('PUTs the changes and puts the answer under the profile’s key and in the store', async () => {
    const saved = { ...ada, first_name: 'Augusta' };
    const calls = mockFetch({ [API_PATHS.profile]: saved });
    const { result, queryClient } = renderWithQuery(() => ({ save: useUpdateProfile() }));
    await act(() => result.current.save.mutateAsync({ first_name: 'Augusta' }));
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe(API_PATHS.profile);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ first_name: 'Augusta' });
    expect(cachedProfile(queryClient)).toEqual(saved);
    expect(currentProfile().profile).toEqual(saved);
    expect(calls.filter((call) => !call.init?.method || call.init.method === 'GET')).toHaveLength(0);
  });

  it('leaves the profile as it was when the save fails, with the API’s code', async () => {
    mockFetch({ [API_PATHS.profile]: errorResponse('VALIDATION_FAILED', 400) });
    const { result, queryClient } = renderWithQuery(() => ({
      query: useProfileQuery(),
      save: useUpdateProfile(),
    }));
    await act(() => result.current.save.mutateAsync({ first_name: 'x' }).catch(() => undefined));
    await waitFor(() => expect(result.current.save.error).toBeInstanceOf(ApiError));
    expect((result.current.save.error as ApiError).code).toBe('VALIDATION_FAILED');
    expect(cachedProfile(queryClient)).toEqual(ada);
    expect(currentProfile().profile).toEqual(ada);
  });
});

describe('the picture', () => {
  it('uploads the file in the multipart field the spec names, and shows the answer’s URI', async () => {
    const calls = mockFetch({
      [API_PATHS.profilePicture]: new Response(JSON.stringify({ profile_picture_uri: '/public/p/1.webp' }), {
        status: 201,
      }),
    });
    const { result, queryClient } = renderWithQuery(() => ({ upload: useUploadProfilePicture() }));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await act(() => result.current.upload.mutateAsync(file));
    const post = calls.find((call) => call.init?.method === 'POST');
    expect((post?.init?.body as FormData).get(PROFILE_PICTURE_FIELD)).toBeInstanceOf(File);
    expect(cachedProfile(queryClient)?.profile_picture_uri).toBe('/public/p/1.webp');
    expect(currentProfile().profile?.profile_picture_uri).toBe('/public/p/1.webp');
  });

  it('deletes it', async () => {
    resetProfileStore({ status: 'signed-in', profile: { ...ada, profile_picture_uri: '/public/p/1.webp' } });
    const calls = mockFetch({ [API_PATHS.profilePicture]: new Response(null, { status: 204 }) });
    const { result, queryClient } = renderWithQuery(() => ({ remove: useDeleteProfilePicture() }));
    await act(() => result.current.remove.mutateAsync());
    expect(calls.map((call) => call.init?.method)).toEqual(['DELETE']);
    expect(cachedProfile(queryClient)?.profile_picture_uri).toBeNull();
    expect(currentProfile().profile?.profile_picture_uri).toBeNull();
  });
});

describe('useDeleteAccount', () => {
  it('deletes the account, makes the app anonymous and drops the profile’s query', async () => {
    const calls = mockFetch({ [API_PATHS.profile]: new Response(null, { status: 204 }) });
    const { result, queryClient } = renderWithQuery(() => ({ remove: useDeleteAccount() }));
    queryClient.setQueryData(profileQueryOptions().queryKey, ada);
    await act(() => result.current.remove.mutateAsync());
    expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual([`DELETE ${API_PATHS.profile}`]);
    expect(currentProfile().status).toBe('anonymous');
    expect(cachedProfile(queryClient)).toBeUndefined();
  });
});
