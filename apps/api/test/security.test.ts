import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@prepwell/contract';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

describe('security headers and same-site writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://prepwell.example' } });
  });
  afterAll(async () => t.close());

  it('turns off browser features the app never uses, keeping geolocation for its own origin', async () => {
    for (const url of ['/', API_PATHS.config, '/public/no-such-call']) {
      const policy = String((await t.app.inject({ url })).headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('payment=()');
      expect(policy).toContain('geolocation=(self)');
    }
  });

  it('never lets a browser or proxy store a personal answer', async () => {
    const { cookie } = await signInAs(t.database, { subject: 'private-person', firstName: 'Pri' });
    const profile = await t.app.inject({ url: API_PATHS.profile, headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const logout = await t.app.inject({ url: API_PATHS.logoutBrowser, headers: { cookie } });
    expect(logout.headers['cache-control']).toBe('no-store');
    // Public answers keep their caching.
    const languages = await t.app.inject({ url: API_PATHS.supportedLanguages, headers: { cookie } });
    expect(languages.headers['cache-control']).not.toBe('no-store');
  });

  it('with PUBLIC_URL, accepts writes only from that whole origin (scheme, host and port)', async () => {
    const send = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.feedback,
        headers: { origin, host: 'prepwell.example' },
        payload: { kind: 'general', message: `from ${origin}` },
      });
    expect((await send('https://prepwell.example')).statusCode).toBe(201);
    for (const other of [
      'http://prepwell.example',
      'https://prepwell.example:8443',
      'https://evil.example',
    ]) {
      const res = await send(other);
      expect(res.statusCode, other).toBe(403);
      expect(res.json().error.code).toBe('CROSS_SITE_REQUEST');
    }
  });
});
