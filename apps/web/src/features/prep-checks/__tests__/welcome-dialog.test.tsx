import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREP_CHECK_WELCOME_COOKIE } from '@prepwell/contract';
import { resetProfileStore } from '../../../lib/auth/profile-store';
import { HydrationMark, markServerRendered } from '../../../lib/hydration';
import { i18n, initI18n } from '../../../lib/i18n';
import { SeenAtRenderContext } from '../../../lib/seen-at-render';
import { STORAGE_KEYS } from '../../../lib/storage';
import { WelcomeDialog } from '../components/welcome-dialog';

const TITLE = 'Welcome to Prep Checks';
const cookieSet = () => document.cookie.split(/;\s*/).includes(`${PREP_CHECK_WELCOME_COOKIE}=1`);

/**
 * The landing's welcome as the server renders it for a visitor whose cookies say `seen`, then
 * hydrated in this browser: what the server sent, what hydration reported, and the page after.
 */
async function serveAndHydrate(seen: boolean) {
  const app = (
    <SeenAtRenderContext value={{ prepCheckWelcome: seen }}>
      <WelcomeDialog />
      <HydrationMark />
    </SeenAtRenderContext>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const served = container.textContent ?? '';
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => mismatches.push(error) });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { served, mismatches };
}

describe('the welcome rendered on the server (ADR 033)', () => {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    markServerRendered();
    await initI18n('en');
    // The server has every catalog; here the welcome's is loaded first, or it would suspend.
    await i18n.loadNamespaces('pages');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
    document.cookie = `${PREP_CHECK_WELCOME_COOKIE}=; Max-Age=0; Path=/`;
    resetProfileStore();
  });

  it('a first visit: open in the server’s page, and still open once hydrated', async () => {
    const { served, mismatches } = await serveAndHydrate(false);
    expect(served).toContain(TITLE);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    expect(cookieSet()).toBe(false);
  });

  it('seen before the cookie existed (storage): hydrates as served, then closes and sets the cookie', async () => {
    localStorage.setItem(STORAGE_KEYS.prepCheckWelcome, 'true');
    const { served, mismatches } = await serveAndHydrate(false);
    expect(served).toContain(TITLE);
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    expect(cookieSet()).toBe(true);
  });

  it('seen (the cookie): the server leaves it out', async () => {
    const { served, mismatches } = await serveAndHydrate(true);
    expect(served).not.toContain(TITLE);
    expect(mismatches).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
