import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, APP_VERSION, analyticsLogRequestSchema } from '@prepwell/contract';
import i18n from 'i18next';
import { flushAnalytics, logEvent, logPageOpen, osName } from '..';

/** Records what a fetch was asked to send; `fail` makes it reject (offline). */
function stubFetch(fail = false) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return fail
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status: 204 }));
  });
  return sent;
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('logEvent', () => {
  it('sends when the browser is idle, and at once when the page is left', async () => {
    const sent = stubFetch();
    logEvent('OPEN_APP');
    logEvent('VIEW_HAZARD', { hazard_id: 3 });
    // Not in the task that logged them (a page's first events come at hydration's end).
    expect(sent).toHaveLength(0);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    logEvent('OPEN_APP');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(3);
  });

  it('posts the event with the app version, a coarse platform and the time, nothing more', () => {
    const sent = stubFetch();
    logEvent('VIEW_HAZARD', { hazard_id: 3, language: 'en' });
    flushAnalytics();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(API_PATHS.analyticsLog);
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    const body = bodyOf(sent[0]!.init);
    expect(Object.keys(body).sort()).toEqual([
      'app_version',
      'event_properties',
      'event_type',
      'os_name',
      'time',
    ]);
    expect(body).toMatchObject({
      event_type: 'VIEW_HAZARD',
      event_properties: { hazard_id: 3, language: 'en' },
      app_version: APP_VERSION,
    });
    expect(['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'other']).toContain(body.os_name);
    // What the API accepts, exactly (the schema is strict).
    expect(analyticsLogRequestSchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('user_properties');
  });

  it('swallows a failure: never throws, never rejects, never retries', async () => {
    const sent = stubFetch(true);
    expect(() => logEvent('OPEN_APP')).not.toThrow();
    flushAnalytics();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);

    vi.stubGlobal('fetch', () => {
      throw new Error('no fetch');
    });
    expect(() => logEvent('OPEN_APP')).not.toThrow();
    flushAnalytics();
  });

  it('uses sendBeacon with a JSON body when the browser has it', async () => {
    const sent = stubFetch();
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    logEvent('OPEN_PAGE', { page: '/hazards' });
    flushAnalytics();
    expect(sent).toHaveLength(0);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(API_PATHS.analyticsLog);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toMatchObject({
      event_type: 'OPEN_PAGE',
      event_properties: { page: '/hazards' },
    });
  });

  it('falls back to fetch when the beacon cannot be queued', () => {
    const sent = stubFetch();
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    logEvent('OPEN_APP');
    flushAnalytics();
    expect(sent).toHaveLength(1);
  });
});

describe('OPEN_PAGE', () => {
  it('sends the path without its query string or hash', () => {
    const sent = stubFetch();
    logPageOpen('/hazards?query=flood&lat=40.71&lng=-74.0#top');
    flushAnalytics();
    expect(bodyOf(sent[0]!.init).event_properties).toEqual({ page: '/hazards' });
  });

  it('carries the reading language, and the privacy policy also sends OPEN_PRIVACY_POLICY', async () => {
    await i18n.init({
      lng: 'ja',
      resources: { ja: { translation: { a: 'a' } }, en: { translation: { a: 'a' } } },
    });
    await i18n.changeLanguage('ja');
    const sent = stubFetch();
    logPageOpen('/privacy');
    flushAnalytics();
    expect(sent.map((call) => bodyOf(call.init).event_type)).toEqual(['OPEN_PAGE', 'OPEN_PRIVACY_POLICY']);
    for (const call of sent)
      expect(bodyOf(call.init).event_properties).toEqual({ page: '/privacy', language: 'ja' });
    await i18n.changeLanguage('en');
  });
});

describe('osName', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['SomethingElse/1.0', 'other'],
  ])('%s is %s', (userAgent, expected) => {
    const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    expect(osName()).toBe(expected);
    spy.mockRestore();
  });
});
