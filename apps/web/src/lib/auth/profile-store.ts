import { useSyncExternalStore } from 'react';
import { API_PATHS, SIGNED_IN_HINT_COOKIE, type Profile } from '@prepwell/contract';
import { ApiError, apiRequest } from '../api-client';

/*
 * NOTE: an exception to "one endpoint, one query hook" (docs/decisions/010-web-feature-boundaries.md):
 * the profile loads before TanStack Query, which is kept off the home route for its JavaScript
 * budget (docs/decisions/005-declarative-routes.md). The Account page's query
 * (features/account/api/get-profile.ts) uses this module's fetcher and keeps this store in step.
 */

/**
 * The signed-in user's profile, loaded once at app start (spec §4: "App start loads the profile
 * first, then other data"). Like the config store it is a tiny external store, not TanStack
 * Query, so the header on the home route can read it without the query library.
 *
 * - `anonymous`: nobody is signed in (or profiles are off, or the session ended).
 * - `signed-in`: `profile` holds what `GET /public/profile` answered, updated by every change.
 */
export type ProfileState = { status: 'anonymous'; profile: null } | { status: 'signed-in'; profile: Profile };

const ANONYMOUS: ProfileState = { status: 'anonymous', profile: null };

let state: ProfileState = ANONYMOUS;
let loading: Promise<ProfileState> | undefined;
const listeners = new Set<() => void>();

function publish(next: ProfileState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Whether the server said at sign-in that this browser has a session (a readable "1" cookie). */
export function hasSignedInHint(): boolean {
  try {
    return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
  } catch {
    return false;
  }
}

function clearSignedInHint() {
  try {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  } catch {
    // Cookies blocked: nothing to clear.
  }
}

/** `GET /public/profile`: the signed-in user (UNAUTHORIZED when nobody is). */
export const getProfile = (signal?: AbortSignal): Promise<Profile> =>
  apiRequest<Profile>(API_PATHS.profile, { signal });

/**
 * Load the profile when this browser may be signed in. Anonymous visitors (no hint cookie) cost
 * no request at all. UNAUTHORIZED means the session ended: the hint goes and the app is anonymous.
 * A failed request (offline) leaves the app anonymous for now; the next start tries again.
 */
export function loadProfile(): Promise<ProfileState> {
  loading ??= (async () => {
    if (!hasSignedInHint()) return ANONYMOUS;
    try {
      const profile = await getProfile();
      publish({ status: 'signed-in', profile });
    } catch (error) {
      // The session ended, or its user is gone (account deleted elsewhere): forget the hint.
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'UNAUTHORIZED' || code === 'NOT_FOUND') clearSignedInHint();
      publish(ANONYMOUS);
    }
    return state;
  })();
  return loading;
}

/** Replace the profile after a change the server confirmed (PUT, picture upload or delete). */
export function setProfile(profile: Profile) {
  publish({ status: 'signed-in', profile });
}

/** Forget the profile (after the account was deleted or the session ended). */
export function clearProfile() {
  clearSignedInHint();
  publish(ANONYMOUS);
}

/** For tests: start again from nothing loaded. */
export function resetProfileStore(next: ProfileState = ANONYMOUS) {
  loading = undefined;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server never knows who is signed in (its pages are the same for everyone), so the server
 * render and the client's hydration both see ANONYMOUS; a signed-in profile shows right after.
 */
export function useProfile(): ProfileState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => ANONYMOUS,
  );
}

/** The current state outside React (event handlers, the language change). */
export const currentProfile = (): ProfileState => state;
