import { API_PATHS, type LanguageCode, type Profile, type ProfileUpdate } from '@prepwell/contract';
import { apiRequest } from '../api-client';
import { clearProfile, currentProfile, setProfile } from './profile-store';

/**
 * Sign-in, sign-up and sign-out are handed to the identity provider (spec §7): the API answers
 * the URL to go to, and the browser leaves the app for the provider's pages.
 */
export async function startSignIn(kind: 'login' | 'signup', callback: string, lang: LanguageCode) {
  const path = kind === 'signup' ? API_PATHS.authSignup : API_PATHS.authLogin;
  const query = new URLSearchParams({ callback, lang });
  const url = await apiRequest<string>(`${path}?${query.toString()}`, { responseType: 'text' });
  window.location.assign(url);
}

/**
 * Where the app goes after signing out (spec §4): from account settings to /settings, from the
 * prep-checks area (and the emergency items it fills) to home, otherwise back to the same page.
 */
export function signOutTarget(pathname: string, search = ''): string {
  if (pathname === '/settings/account') return '/settings';
  if (/^\/(prep-checks|pc|my-emergency-items)(\/|$)/.test(pathname)) return '/';
  return `${pathname}${search}`;
}

/**
 * Sign out as the spec's calls table has it: ask for a logout token, then follow the logout URL,
 * which ends the session here and at the provider and comes back to `target`.
 */
export async function signOut(target: string) {
  const { logout_url } = await apiRequest<{ logout_token: string; logout_url: string }>(
    API_PATHS.logoutBrowser,
  );
  const url = new URL(logout_url, window.location.origin);
  url.searchParams.set('return_to', target);
  clearProfile();
  window.location.assign(`${url.pathname}${url.search}`);
}

export async function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  const profile = await apiRequest<Profile>(API_PATHS.profile, { method: 'PUT', body: changes });
  setProfile(profile);
  return profile;
}

/** Upload a picture (multipart field `profile`); the server answers 201 with its URI. */
export async function uploadProfilePicture(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('profile', file);
  const { profile_picture_uri } = await apiRequest<{ profile_picture_uri: string }>(
    API_PATHS.profilePicture,
    {
      method: 'POST',
      body: form,
    },
  );
  return setPicture(profile_picture_uri);
}

export async function deleteProfilePicture(): Promise<Profile> {
  await apiRequest<void>(API_PATHS.profilePicture, { method: 'DELETE' });
  return setPicture(null);
}

/** The signed-in profile with a new picture URI (the server's answer needs no second read). */
function setPicture(uri: string | null): Profile {
  const state = currentProfile();
  if (state.status !== 'signed-in') throw new Error('no profile to update');
  const profile = { ...state.profile, profile_picture_uri: uri };
  setProfile(profile);
  return profile;
}

/** Delete the account and everything it owns, here and at the bundled provider. */
export async function deleteAccount(): Promise<void> {
  await apiRequest<void>(API_PATHS.profile, { method: 'DELETE' });
  clearProfile();
}
