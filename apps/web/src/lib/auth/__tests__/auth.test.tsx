import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientConfig, errorResponse, mockFetch, renderRoute } from '../../../../test/render';
import { createProfile } from '@prepwell/contract/testing';
import { signOutTarget } from '../auth-api';
import { loadProfile, resetProfileStore, useProfile } from '../profile-store';
import { useTutorialFlag } from '../use-tutorial-flag';

const ada = createProfile();

function setHint(on: boolean) {
  document.cookie = on ? 'prepwell_signed_in=1; path=/' : 'prepwell_signed_in=; Max-Age=0; path=/';
}

beforeEach(() => resetProfileStore());
afterEach(() => {
  setHint(false);
  window.localStorage.clear();
});

describe('profile at start', () => {
  it('makes no request for an anonymous visitor (no signed-in hint)', async () => {
    const calls = mockFetch({ '/public/profile': ada });
    expect((await loadProfile()).status).toBe('anonymous');
    expect(calls).toHaveLength(0);
  });

  it('loads the profile when the hint says a session may exist', async () => {
    setHint(true);
    const calls = mockFetch({ '/public/profile': ada });
    const state = await loadProfile();
    expect(state).toEqual({ status: 'signed-in', profile: ada });
    expect(calls.map((call) => call.url)).toEqual(['/public/profile']);
  });

  it('forgets the hint when the session has ended (401)', async () => {
    setHint(true);
    mockFetch({ '/public/profile': errorResponse('UNAUTHORIZED', 401) });
    expect((await loadProfile()).status).toBe('anonymous');
    expect(document.cookie).not.toContain('prepwell_signed_in=1');
  });
});

describe('where sign-out goes (spec §4)', () => {
  it.each([
    ['/settings/account', '', '/settings'],
    ['/prep-checks', '', '/'],
    ['/prep-checks/3/results', '', '/'],
    ['/my-emergency-items', '', '/'],
    ['/hazards', '?query=flood', '/hazards?query=flood'],
    ['/settings/faq', '', '/settings/faq'],
    ['/prep-checks-guide', '', '/prep-checks-guide'],
  ])('from %s%s to %s', (pathname, search, target) => {
    expect(signOutTarget(pathname, search)).toBe(target);
  });
});

describe('signed in, in the app', () => {
  it('shows the first name, the profile menu, the Profile group, and /settings opens Account', async () => {
    resetProfileStore({ status: 'signed-in', profile: ada });
    mockFetch({ '/public/config': clientConfig(), '/public/profile': ada });
    const { router } = await renderRoute('app', '/settings');
    await waitFor(() => expect(router.location.pathname).toBe('/settings/account'), { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Profile' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Profile menu for Ada' }, { timeout: 5000 });
    expect(button).toHaveTextContent('Ada');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Manage Account', 'Log Out']);
  });

  it('shows Log In and the General group when anonymous; /settings opens Languages', async () => {
    mockFetch({ '/public/config': clientConfig() });
    const { router } = await renderRoute('app', '/settings');
    await waitFor(() => expect(router.location.pathname).toBe('/settings/language'), { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'General' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('says what went wrong when sign-in cannot start: the server’s code, or the connection', async () => {
    mockFetch({ '/public/config': clientConfig(), '/public/auth/login': errorResponse('INTERNAL', 500) });
    await renderRoute('app', '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We could not reach Prepwell/)).not.toBeInTheDocument();
  });

  it('puts the login wall on My Emergency Items; Cancel goes home', async () => {
    mockFetch({ '/public/config': clientConfig() });
    const { router } = await renderRoute('app', '/my-emergency-items');
    // The screen and its catalog load lazily: allow for a cold start.
    const wall = await screen.findByRole('dialog', { name: 'Log in to continue' }, { timeout: 5000 });
    expect(wall).toHaveTextContent('You need to be logged in to view your emergency items.');
    await userEvent.click(within(wall).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('tutorial flags', () => {
  const storage = { area: 'local' as const, key: 'Local_Content_Intro' };

  it('keeps an anonymous visitor’s flag in browser storage', async () => {
    mockFetch({});
    const { result } = renderHook(() => useTutorialFlag('LocalContentIntro', storage));
    expect(result.current.shown).toBe(false);
    await act(() => result.current.dismiss());
    expect(result.current.shown).toBe(true);
    expect(window.localStorage.getItem('Local_Content_Intro')).toBe('true');
  });

  it('saves a signed-in user’s flag in tutorials_shown', async () => {
    resetProfileStore({ status: 'signed-in', profile: { ...ada, tutorials_shown: ['Checkboxes'] } });
    const calls = mockFetch({
      '/public/profile': { ...ada, tutorials_shown: ['Checkboxes', 'LocalContentIntro'] },
    });
    const { result } = renderHook(() => ({
      flag: useTutorialFlag('LocalContentIntro', storage),
      profile: useProfile(),
    }));
    expect(result.current.flag.shown).toBe(false);
    await act(() => result.current.flag.dismiss());
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      tutorials_shown: ['Checkboxes', 'LocalContentIntro'],
    });
    expect(result.current.profile.profile?.tutorials_shown).toContain('LocalContentIntro');
    expect(result.current.flag.shown).toBe(true);
  });
});
