import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, IDENTITY_PATHS } from '@prepwell/contract';
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

describe('forged client addresses and hosts (TRUST_PROXY)', () => {
  const login = (t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t, 'login', fields, headers);
  const postForm = async (
    t: TestApp,
    form: 'login' | 'signup',
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    // A real interaction: the app's authorization URL, then the provider's redirect to its page.
    const url = new URL((await t.app.inject({ url: `${API_PATHS.authLogin}?callback=/` })).body);
    const start = await t.app.inject({ url: `${url.pathname}${url.search}` });
    const cookie = (start.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    return t.app.inject({
      method: 'POST',
      url: `${start.headers.location}/${form}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  };
  const wrong = { email: 'ada@example.org', password: 'not the password' };

  it('believes no X-Forwarded-For by default: a forged address does not reset the login limit', async () => {
    const t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' }, loadFixtureContent: false });
    try {
      for (let i = 0; i < 3; i += 1) expect((await login(t, wrong)).statusCode).toBe(401);
      expect((await login(t, wrong)).statusCode).toBe(429);
      const forged = await login(t, wrong, { 'x-forwarded-for': '192.0.2.99' });
      expect(forged.statusCode).toBe(429);
      // Feedback too.
      const send = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.feedback,
          headers,
          payload: { kind: 'general', message: 'hi' },
        });
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await send()).statusCode);
      expect(statuses.at(-1)).toBe(429);
      expect((await send({ 'x-forwarded-for': '192.0.2.100' })).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, counts log-in attempts per email too, whatever the address', async () => {
    const t = await createTestApp({
      env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' },
      loadFixtureContent: false,
    });
    try {
      const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
      for (let i = 0; i < 3; i += 1) expect((await login(t, wrong, from(i))).statusCode).toBe(401);
      // A new address each time, the same email: refused.
      expect((await login(t, { ...wrong, email: ' ADA@example.org ' }, from(50))).statusCode).toBe(429);
      // Another email from a new address is its own count.
      expect((await login(t, { ...wrong, email: 'grace@example.org' }, from(51))).statusCode).toBe(401);
      // Sign-up shares the per-email count (probing which emails have accounts, ADR 013).
      const signUp = { given_name: 'G', family_name: 'H', password: 'long enough pass', terms: 'on' };
      for (let i = 0; i < 2; i += 1) {
        const res = await postForm(t, 'signup', { ...signUp, email: 'grace@example.org' }, from(60 + i));
        expect(res.statusCode).not.toBe(429);
      }
      const probe = await postForm(t, 'signup', { ...signUp, email: 'grace@example.org' }, from(70));
      expect(probe.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('keeps the provider’s discovery on its issuer whatever Host or X-Forwarded-Host says', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' }, loadFixtureContent: false });
    try {
      const res = await t.app.inject({
        url: `${IDENTITY_PATHS.mount}/.well-known/openid-configuration`,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      const discovery = res.json() as Record<string, unknown>;
      const urls = Object.values(discovery).filter(
        (value): value is string => typeof value === 'string' && value.includes('://'),
      );
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) expect(url.startsWith('http://localhost:8080/auth'), url).toBe(true);
    } finally {
      await t.close();
    }
  });
});
