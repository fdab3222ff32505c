import i18n from 'i18next';
import {
  API_PATHS,
  APP_VERSION,
  isLanguageCode,
  type AnalyticsEventType,
  type AnalyticsLogRequest,
} from '@prepwell/contract';
import { paths } from '../../config/paths';
import { whenIdle } from '../yield-to-main';

/*
 * The one analytics client (docs/decisions/010-web-feature-boundaries.md: shared calls live in
 * lib/). It sends only what a caller passes plus the app version, a coarse platform name and the
 * time: never a location, a name, an email or any id of the reader. A failure is swallowed:
 * analytics never throws, never shows anything and never retries.
 */

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** A coarse platform name: Android, iOS, Windows, macOS, Linux or other. */
export function osName(): string {
  try {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    const source = `${nav.userAgentData?.platform ?? ''} ${nav.userAgent ?? ''}`;
    if (/android/i.test(source)) return 'Android';
    if (/iphone|ipad|ipod|\bios\b/i.test(source)) return 'iOS';
    if (/windows/i.test(source)) return 'Windows';
    if (/mac ?os|macintosh/i.test(source)) return 'macOS';
    if (/linux|cros/i.test(source)) return 'Linux';
  } catch {
    // No navigator: other.
  }
  return 'other';
}

/** Log one event (`POST /public/analytics/log`). Never throws, never rejects. */
export function logEvent(type: AnalyticsEventType, properties?: AnalyticsProperties): void {
  // Offline, an event is let go (best effort): a request now would only fail.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    const body: AnalyticsLogRequest = {
      event_type: type,
      ...(properties ? { event_properties: properties } : {}),
      os_name: osName(),
      app_version: APP_VERSION,
      time: new Date().toISOString(),
    };
    queue.push(JSON.stringify(body));
    scheduleFlush();
  } catch {
    // Analytics must never break the page.
  }
}

/*
 * Events are sent when the browser is idle, not where they happen: starting a request costs a
 * throttled phone about 10 ms, and a page's first events (its opening, a hazard's view) came in
 * hydration's last task (ADR 033). A page being left sends what is queued at once.
 */
const queue: string[] = [];
let flushScheduled = false;

function scheduleFlush() {
  if (flushScheduled) return;
  flushScheduled = true;
  whenIdle(flushAnalytics);
}

/** Send every queued event now (also for tests). */
export function flushAnalytics(): void {
  flushScheduled = false;
  for (const json of queue.splice(0)) send(json);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}

function send(json: string) {
  try {
    // Same origin, so the security plugin sees `Sec-Fetch-Site: same-origin`; a beacon also
    // survives the page being closed. `sendBeacon` answers false when it could not queue it.
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const queued = navigator.sendBeacon(
        API_PATHS.analyticsLog,
        new Blob([json], { type: 'application/json' }),
      );
      if (queued) return;
    }
    void fetch(API_PATHS.analyticsLog, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: json,
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
}

/**
 * `OPEN_PAGE` with the path only (a query string may hold a search text or coordinates) and the
 * reading language; opening the privacy policy also logs `OPEN_PRIVACY_POLICY`, however the
 * reader got there (footer, Settings, a shared link).
 */
export function logPageOpen(pathname: string): void {
  const page = pathname.split(/[?#]/)[0] ?? '/';
  const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
  const properties: AnalyticsProperties = language ? { page, language } : { page };
  logEvent('OPEN_PAGE', properties);
  if (page === paths.privacy.href()) logEvent('OPEN_PRIVACY_POLICY', properties);
}
