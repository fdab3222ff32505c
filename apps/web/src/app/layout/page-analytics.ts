import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type * as AnalyticsModule from '../../lib/analytics';

/*
 * The shell's analytics events: OPEN_APP once per page load, OPEN_PAGE on every route change
 * with the path only. lib/analytics is loaded with a dynamic import when the browser is idle
 * after the first paint, so it adds nothing to the home route's initial JavaScript.
 */

type Analytics = typeof AnalyticsModule;
let loading: Promise<Analytics> | undefined;
let appOpened = false;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else window.setTimeout(resolve, 1);
  });
}

function loadAnalytics(): Promise<Analytics> {
  loading ??= whenIdle().then(() => import('../../lib/analytics'));
  return loading;
}

/** Logs OPEN_APP (once) and OPEN_PAGE for `pathname`; never throws. */
export function trackPage(pathname: string): Promise<void> {
  return loadAnalytics()
    .then((analytics) => {
      if (!appOpened) {
        appOpened = true;
        analytics.logEvent('OPEN_APP');
      }
      analytics.logPageOpen(pathname);
    })
    .catch(() => {
      // The chunk failed to load (offline): no analytics, nothing shown.
      loading = undefined;
    });
}

/** In the app shell: one OPEN_PAGE per route change (the path, never the query string). */
export function usePageAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    void trackPage(pathname);
  }, [pathname]);
}
