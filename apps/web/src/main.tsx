import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { loadConfig, primeConfig } from './lib/app-config';
import { hasSignedInHint, loadProfile } from './lib/auth/profile-store';
import { NAMESPACES, i18n, initI18n, sessionLanguage } from './lib/i18n';
import { markServerRendered, whenHydrated } from './lib/hydration';
import { readSsrData } from './lib/ssr-data';
import { yieldToMain } from './lib/yield-to-main';
import { STORAGE_KEYS, readStorage, removeStorage } from './lib/storage';

const ssr = readSsrData();
const app = (
  <StrictMode>
    <AppProvider seen={ssr?.seen}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);
const rootElement = document.getElementById('root') as HTMLElement;
// A language chosen in this tab (before signing in, say) wins and is saved to the profile;
// otherwise the profile's preferred language applies.
const chosenHere = sessionLanguage();

/**
 * At sign-in the bookmarks kept in this tab join the account (spec §3); the code that does it
 * loads only when there are some.
 */
function mergeStoredBookmarks(profile: Awaited<ReturnType<typeof loadProfile>>['profile']) {
  const stored = readStorage('session', STORAGE_KEYS.bookmarks);
  if (profile && stored && stored !== '[]') {
    void import('./lib/bookmarks/merge-bookmarks').then(({ mergeAnonymousBookmarks }) =>
      mergeAnonymousBookmarks(),
    );
  }
}

/**
 * At sign-in the places kept on this device join the account's (ADR 034); the code that does it
 * loads only when there are some.
 */
function mergeDevicePlaces(profile: Awaited<ReturnType<typeof loadProfile>>['profile']) {
  const stored = readStorage('local', STORAGE_KEYS.places);
  if (profile && stored && stored !== '[]') {
    void import('./lib/places/merge-places').then(({ mergeStoredPlaces }) =>
      mergeStoredPlaces().catch(() => undefined),
    );
  }
}

/**
 * A signed-in person's plan is kept on the device to be read offline (ADR 035); with no session
 * in this browser any more (signed out, or ended), it goes.
 */
function forgetPlanCopy() {
  if (!hasSignedInHint()) removeStorage('local', STORAGE_KEYS.planCopy);
}

/**
 * At sign-in the emergency plan kept on this device joins the account's (ADR 035); the code that
 * does it loads only when there is one.
 */
function mergeDevicePlan(profile: Awaited<ReturnType<typeof loadProfile>>['profile']) {
  const stored = readStorage('local', STORAGE_KEYS.plan);
  if (profile && stored && stored !== 'null') {
    void import('./features/plan/merge-plan').then(({ mergeDevicePlan: merge }) =>
      merge().catch(() => undefined),
    );
  }
}

/** A language chosen in this tab before signing in is saved to the profile (spec §4). */
function saveChosenLanguage(profile: Awaited<ReturnType<typeof loadProfile>>['profile']) {
  if (profile && chosenHere && chosenHere !== profile.preferred_language) {
    void import('./lib/auth/update-profile').then(({ updateProfile }) =>
      updateProfile({ preferred_language: chosenHere }).catch(() => undefined),
    );
  }
}

if (ssr) {
  // Server rendering: the first client render must equal the server's. So: the server's
  // configuration and language, every catalog it used, the screen's chunk and the server's query
  // cache are in place before hydrating; the profile loads alongside and shows once hydrated
  // (the server renders everyone as anonymous).
  primeConfig(ssr.config);
  markServerRendered();
  const profileLoaded = loadProfile();
  // Each step in a task of its own: evaluating the entry's modules, starting i18next, matching
  // the route and filling the query cache took one 330 ms task on a throttled phone (ADR 033).
  await yieldToMain();
  await initI18n(ssr.lang);
  await yieldToMain();
  // What loads here is linked from the page's head too (app/preload-links.ts, hydrationSources).
  // A page with nothing in the server's query cache (home) hydrates without the query library.
  const queries = ssr.queries.queries.length > 0 ? import('./lib/query-client') : null;
  const [client] = await Promise.all([
    queries,
    i18n.loadNamespaces(ssr.namespaces ?? [...NAMESPACES]),
    preloadRoute(window.location.pathname),
  ]);
  await yieldToMain();
  if (client) {
    client.hydrate(client.queryClient, ssr.queries);
    await yieldToMain();
  }
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (a long page on a slow
  // phone otherwise blocks taps and scrolling for hundreds of milliseconds).
  startTransition(() => {
    hydrateRoot(rootElement, app, {
      onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack),
    });
  });
  // The language this reader wants, when it is not the server's, applies once hydration is over
  // (changed sooner, every translated text mismatched), its catalogs loaded first (else the change
  // suspends and the page flashes its loading fallback): the one chosen in this tab at once,
  // otherwise a signed-in reader's saved one when the profile arrives (a new device, say, whose
  // browser asks for another language). Changing it sets the cookie, so the next page the server
  // renders is already in it.
  const switchTo = async (language: string) => {
    if (language === ssr.lang) return;
    await i18n.loadLanguages(language);
    await i18n.changeLanguage(language);
  };
  void whenHydrated().then(async () => {
    if (chosenHere) await switchTo(chosenHere);
    const { profile } = await profileLoaded;
    if (!chosenHere && profile?.preferred_language) await switchTo(profile.preferred_language);
    saveChosenLanguage(profile);
    mergeStoredBookmarks(profile);
    mergeDevicePlaces(profile);
    mergeDevicePlan(profile);
    forgetPlanCopy();
  });
} else {
  // Start loading what every screen needs while i18n initialises.
  void loadConfig();

  // App start loads the profile first (spec §4), behind the static boot shell of index.html. Only a
  // browser with the signed-in hint waits for it; anonymous visitors start at once.
  const { profile } = await loadProfile();
  await initI18n(chosenHere ?? profile?.preferred_language);
  saveChosenLanguage(profile);
  mergeStoredBookmarks(profile);
  mergeDevicePlaces(profile);
  mergeDevicePlan(profile);
  forgetPlanCopy();
  createRoot(rootElement).render(app);
}
