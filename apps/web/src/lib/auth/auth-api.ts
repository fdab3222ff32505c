import { API_PATHS, type LanguageCode, type LogoutBrowserResponse } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { apiRequest } from '../api-client';
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
  window.location.assign(`${url.pathname}${url.search}`);
}
