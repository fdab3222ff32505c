import { useSyncExternalStore } from 'react';
import { API_PATHS, SIGNED_IN_HINT_COOKIE, type Profile } from '@prepwell/contract';
import { ApiError, apiRequest } from '../api-client';

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

/**
 * Load the profile when this browser may be signed in. Anonymous visitors (no hint cookie) cost
 * no request at all. A 401 means the session ended: the hint goes and the app is anonymous.
 * A failed request (offline) leaves the app anonymous for now; the next start tries again.
 */
export function loadProfile(): Promise<ProfileState> {
  loading ??= (async () => {
    if (!hasSignedInHint()) return ANONYMOUS;
    try {
      const profile = await apiRequest<Profile>(API_PATHS.profile);
      publish({ status: 'signed-in', profile });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) clearSignedInHint();
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

export function useProfile(): ProfileState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The current state outside React (event handlers, the language change). */
export const currentProfile = (): ProfileState => state;
