/*
 * NOTE: an exception to "one endpoint, one query hook" (docs/decisions/010-web-feature-boundaries.md):
 * the shell reads its configuration before TanStack Query, which is kept off the home route for
 * its JavaScript budget (docs/decisions/005-declarative-routes.md).
 */
import { useSyncExternalStore } from 'react';
import { API_PATHS, DEFAULT_PDF_BASE, DEFAULT_SHARE_LINK_BASE, type ClientConfig } from '@prepwell/contract';
import { apiRequest } from './api-client';

/** When the config call fails the app still runs, with every optional link hidden. */
export const FALLBACK_CONFIG: ClientConfig = {
  environment: 'unknown',
  features: { sponsors: false, profiles: false },
  links: {},
  feedbackUrl: null,
  translationProvider: { name: null, url: null },
  manageAccountUrl: null,
  shareLinkBase: DEFAULT_SHARE_LINK_BASE,
  pdfBase: DEFAULT_PDF_BASE,
};

export const getConfig = (): Promise<ClientConfig> => apiRequest<ClientConfig>(API_PATHS.config);

/*
 * The shell's configuration is read once per page load and never changes, so it lives in a
 * tiny store rather than TanStack Query: the home route then needs no query library at all
 * (docs/decisions/005-declarative-routes.md, the JavaScript budget).
 */
let current: ClientConfig | undefined;
let loading: Promise<ClientConfig> | undefined;
let generation = 0;
const listeners = new Set<() => void>();

/** Start (or join) loading the configuration; failures fall back to FALLBACK_CONFIG once retried. */
export function loadConfig(): Promise<ClientConfig> {
  const started = generation;
  loading ??= getConfig()
    .catch(() => getConfig())
    .catch(() => FALLBACK_CONFIG)
    .then((config) => {
      if (started === generation) {
        current = config;
        listeners.forEach((listener) => listener());
      }
      return config;
    });
  return loading;
}

/** For tests: forget the loaded configuration. */
export function resetConfig() {
  generation += 1;
  current = undefined;
  loading = undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadConfig();
  return () => listeners.delete(listener);
}

/**
 * Server rendering (spike): the server renders with the configuration it has and writes it into
 * the page; the client primes the store with the same object before hydrating, so the first
 * client render equals the server's. Loading it again later changes nothing.
 */
export function primeConfig(config: ClientConfig) {
  current = config;
  loading ??= Promise.resolve(config);
}

const snapshot = () => current ?? FALLBACK_CONFIG;
const loadedSnapshot = () => current !== undefined;

export function useAppConfig(): ClientConfig {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** False until the configuration arrived (or fell back): screens gated by a flag wait for it. */
export function useAppConfigLoaded(): boolean {
  return useSyncExternalStore(subscribe, loadedSnapshot, loadedSnapshot);
}
