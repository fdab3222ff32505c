import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase, testConfig } from './helpers.js';
import { browser, freePort, Jar } from './identity-helpers.js';

describe('bundled OpenID Connect provider (authorization code + PKCE, over HTTP)', () => {
  let app: App;
  let database: DatabaseHandle;
  let origin: string;
  let clientSecret: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Listen first so the issuer can carry the real port.
    const probe = await freePort();
    origin = `http://localhost:${probe}`;
    app = await buildApp({ config: testConfig({ PUBLIC_URL: origin, PORT: String(probe) }), database });
    await app.listen({ port: probe, host: '127.0.0.1' });
    const { identityKeys } = await import('@prepwell/identity');
    const rows = await database.db.select().from(identityKeys);
    clientSecret = String(rows.find((row) => row.kind === 'client-secret')?.value);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const go = (jar: Jar, url: string, init: RequestInit = {}) => browser(origin, jar).go(url, init);

  /** Follow redirects inside the provider until one leaves for the app's callback. */
  async function follow(jar: Jar, response: Response): Promise<Response> {
    let current = response;
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400; i += 1) {
      const location = current.headers.get('location') ?? '';
      if (location.includes('/public/auth/callback')) return current;
      current = await go(jar, location);
    }
    return current;
  }

  it('publishes discovery for the issuer under /auth', async () => {
    const res = await fetch(`${origin}/auth/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.issuer).toBe(`${origin}/auth`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['given_name', 'family_name', 'email']));
  });

  it('signs up (refused without consent), then issues tokens with the name and email claims', async () => {
    const jar = new Jar();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = new URLSearchParams({
      client_id: 'prepwell-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${origin}/public/auth/callback`,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
      screen: 'signup',
    });
    const start = await go(jar, `/auth/auth?${params}`);
    expect(start.status).toBe(303);
    const interaction = start.headers.get('location') ?? '';
    expect(interaction).toMatch(/^\/identity\/interaction\/[\w-]+$/);

    const form = await go(jar, interaction);
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain(
      'By creating an account, you agree with our Terms of Service &amp; Privacy Policy.',
    );

    const fields = {
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical engine',
    };
    const post = (body: Record<string, string>) =>
      go(jar, `${interaction}/signup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'sec-fetch-site': 'same-origin',
        },
        body: new URLSearchParams(body).toString(),
      });
    const refused = await post(fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please agree to the Terms of Service &amp; Privacy Policy');

    const accepted = await post({ ...fields, terms: 'on' });
    expect(accepted.status).toBe(303);
    const callback = await follow(jar, accepted);
    const redirect = new URL(callback.headers.get('location') ?? '');
    expect(redirect.pathname).toBe('/public/auth/callback');
    expect(redirect.searchParams.get('state')).toBe('state-1');
    const code = redirect.searchParams.get('code') ?? '';

    const token = await fetch(`${origin}/auth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`prepwell-web:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: `${origin}/public/auth/callback`,
      }).toString(),
    });
    expect(token.status).toBe(200);
    const tokens = await token.json();
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ iss: `${origin}/auth`, aud: 'prepwell-web', nonce: 'nonce-1' });
    const me = await fetch(`${origin}/auth/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await me.json()).toMatchObject({
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
    });
  });

  it('logs in, with one message for a wrong password or an unknown email', async () => {
    const jar = new Jar();
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: 'prepwell-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${origin}/public/auth/callback`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state-2',
    });
    const start = await go(jar, `/auth/auth?${params}`);
    const interaction = start.headers.get('location') ?? '';
    expect(await (await go(jar, interaction)).text()).toContain('Log In');
    const login = (email: string, password: string) =>
      go(jar, `${interaction}/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'sec-fetch-site': 'same-origin',
        },
        body: new URLSearchParams({ email, password }).toString(),
      });
    const wrong = await login('ada@example.org', 'difference engine');
    const unknown = await login('nobody@example.org', 'analytical engine');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = 'That email and password do not match an account.';
    expect(await wrong.text()).toContain(message);
    expect(await unknown.text()).toContain(message);
    const ok = await login('ADA@example.org', 'analytical engine');
    const callback = await follow(jar, ok);
    expect(new URL(callback.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('signs a person in through the app: login URL, provider, callback, session cookie, profile', async () => {
    const jar = new Jar();
    const urlResponse = await go(jar, '/public/auth/signup?callback=/settings/account');
    expect(urlResponse.status).toBe(200);
    const authorizationUrl = await urlResponse.text();
    expect(authorizationUrl).toMatch(new RegExp(`^${origin}/auth/auth\\?`));
    expect(new URL(authorizationUrl).searchParams.get('code_challenge_method')).toBe('S256');

    const start = await go(jar, authorizationUrl);
    const interaction = start.headers.get('location') ?? '';
    const signUp = await go(jar, `${interaction}/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({
        given_name: 'Grace',
        family_name: 'Hopper',
        email: 'grace@example.org',
        password: 'compilers all the way',
        terms: 'on',
      }).toString(),
    });
    const toApp = await follow(jar, signUp);
    const callbackUrl = toApp.headers.get('location') ?? '';
    expect(callbackUrl).toContain('/public/auth/callback?');

    const landed = await go(jar, callbackUrl);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/settings/account');
    const cookie = landed.headers.getSetCookie().find((c) => c.startsWith('prepwell_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The readable hint that tells the web app to wait for the profile at start.
    const hint = landed.headers.getSetCookie().find((c) => c.startsWith('prepwell_signed_in=1'));
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/i);

    const profile = await go(jar, '/public/profile');
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.org',
    });

    // Log out: a token, a wrong token ends nothing, the right one ends the session here and at the provider.
    const browser = await (await go(jar, '/self-service/logout/browser')).json();
    expect(browser.logout_url).toBe(`/self-service/logout?token=${browser.logout_token}`);
    const forged = await go(jar, '/self-service/logout?token=forged&return_to=/settings');
    expect(forged.headers.get('location')).toBe('/settings');
    expect((await go(jar, '/public/profile')).status).toBe(200);

    const out = await go(jar, `${browser.logout_url}&return_to=/settings`);
    expect(out.status).toBe(303);
    const endSession = out.headers.get('location') ?? '';
    expect(endSession.startsWith(`${origin}/auth/session/end`)).toBe(true);
    expect((await go(jar, '/public/profile')).status).toBe(401);

    const confirm = await go(jar, endSession);
    expect(confirm.status).toBe(200);
    const confirmPage = await confirm.text();
    expect(confirmPage).toContain('Log out of Prepwell?');
    // The app-started logout confirms itself with a script file (no inline script under the CSP).
    expect(confirmPage).toContain('<script src="/identity/logout.js" defer></script>');
    expect(confirmPage).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const script = await go(jar, '/identity/logout.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("name = 'logout'");
    const action = /<form[^>]*action="([^"]+)"/.exec(confirmPage)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmPage)?.[1] ?? '';
    const confirmed = await go(jar, action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    let step = confirmed;
    for (
      let i = 0;
      i < 5 && !(step.headers.get('location') ?? '').includes('/public/auth/logged-out');
      i += 1
    ) {
      step = await go(jar, step.headers.get('location') ?? '');
    }
    const loggedOut = step.headers.get('location') ?? '';
    expect(new URL(loggedOut, origin).searchParams.get('state')).toBe('/settings');
    const back = await go(jar, loggedOut);
    expect(back.headers.get('location')).toBe('/settings');

    // The same state cannot be used twice.
    const replay = await go(new Jar(), callbackUrl);
    expect(replay.status).toBe(303);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('prepwell_session='))).toBe(false);
  });

  it('passes the app language to the provider; only an app-started logout confirms itself', async () => {
    const jar = new Jar();
    const url = await (await go(jar, '/public/auth/login?callback=/&lang=ja')).text();
    expect(new URL(url).searchParams.get('ui_locales')).toBe('ja');
    expect((await go(jar, '/public/auth/login?lang=xx')).status).toBe(400);
    // Without the app's ID token hint, the confirmation page has no script: the person decides.
    const { logoutPage } = await import('@prepwell/identity');
    const html = logoutPage('en', '<form id="op.logoutForm"></form>');
    expect(html).toContain('Log out of Prepwell?');
    expect(html).not.toContain('<script');
  });

  it('only returns to paths of this app', async () => {
    const { safeCallback } = await import('../src/modules/auth/routes.js');
    expect(safeCallback('/prep-checks/3')).toBe('/prep-checks/3');
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil', undefined, 42]) {
      expect(safeCallback(bad)).toBe('/');
    }
  });
});
