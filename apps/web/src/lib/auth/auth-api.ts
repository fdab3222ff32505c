import i18n from 'i18next';
import { API_PATHS, type LanguageCode, type LogoutBrowserResponse } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { apiRequest } from '../api-client';
import { errorMessageKey } from '../error-messages';
import { clearProfile } from './profile-store';

/**
 * Sign-in, sign-up and sign-out are handed to the identity provider (spec §7): the API answers
 * the URL to go to, and the browser leaves the app for the provider's pages. Loaded on first use
 * by `useAuthActions` (the header's button is on the home route, within its budget).
 */
export async function startSignIn(kind: 'login' | 'signup', callback: string, lang: LanguageCode) {
  const path = kind === 'signup' ? API_PATHS.authSignup : API_PATHS.authLogin;
  const query = new URLSearchParams({ callback, lang });
  const url = await apiRequest<string>(`${path}?${query.toString()}`, { responseType: 'text' });
  window.location.assign(url);
}

/**
 * What a failed sign-in, sign-up or sign-out says: the error table's message for its code (a
 * server error is "Something went wrong on our side", not "We could not reach Prepwell"). The
 * API's messages are in the `pages` catalog, loaded here if the page has not yet.
 */
export async function failureMessage(error: unknown): Promise<string> {
  const key = errorMessageKey(error);
  await i18n.loadNamespaces(key.split(':')[0] as string);
  return i18n.t(key);
}

/** Pages whose content needs an account: signing out there goes home. `/pc/{id}` is the spec's share link. */
const SIGNED_IN_AREAS = [paths.prepChecks.pattern, paths.myEmergencyItems.pattern, '/pc'];

/**
 * Where the app goes after signing out (spec §4): from account settings to /settings, from the
 * prep-checks area (and the emergency items it fills) to home, otherwise back to the same page.
 */
export function signOutTarget(pathname: string, search = ''): string {
  if (pathname === paths.account.pattern) return paths.settings.href();
  if (SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`))) {
    return paths.home.href();
  }
  return `${pathname}${search}`;
}

/**
 * Sign out as the spec's calls table has it: ask for a logout token, then follow the logout URL,
 * which ends the session here and at the provider and comes back to `target`.
 */
export async function signOut(target: string) {
  const { logout_url } = await apiRequest<LogoutBrowserResponse>(API_PATHS.logoutBrowser);
  const url = new URL(logout_url, window.location.origin);
  url.searchParams.set('return_to', target);
  clearProfile();
  // At most a second: signing out never waits on the caches.
  await Promise.race([forgetPersonalCopies(), new Promise((done) => setTimeout(done, 1000))]);
  window.location.assign(`${url.pathname}${url.search}`);
}

/** The service worker's runtime caches (vite.config.ts); the precache holds only the app's files. */
const RUNTIME_CACHE_PREFIX = 'prepwell-';

/**
 * Deletes every answer marked `private` or `no-store` from the service worker's runtime caches.
 * The worker no longer keeps such answers, but one kept by an earlier version (a signed-in
 * reader's list with their bookmarks) must not outlive the session. Errors are ignored: this is
 * a clean-up, and a browser without Cache Storage has nothing to clean.
 */
export async function forgetPersonalCopies(storage: CacheStorage | undefined = globalThis.caches) {
  if (!storage) return;
  try {
    for (const name of await storage.keys()) {
      if (!name.startsWith(RUNTIME_CACHE_PREFIX)) continue;
      const cache = await storage.open(name);
      for (const request of await cache.keys()) {
        const cacheControl = (await cache.match(request))?.headers.get('cache-control') ?? '';
        if (/\b(private|no-store)\b/i.test(cacheControl)) await cache.delete(request);
      }
    }
  } catch {
    // Nothing to do: the next sign-out tries again.
  }
}
