import { safeReturnPath } from '../src/lib/return-path.js';
import { API_PATHS, IDENTITY_PATHS, LANGUAGE_CODES } from '@prepwell/contract';
import { eq } from 'drizzle-orm';
import { authRequests } from '../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount, verifyLogin } from '@prepwell/identity';
// The browser of the provider's own tests (apps/identity/test): the API depends on the provider.
import { browser, freePort, Jar, type Browser } from '../../identity/test/browser.js';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase, testConfig } from './helpers.js';

/**
 * The app and its bundled provider together: the app's sign-in (relying party) through the
 * provider embedded at /auth, and the provider's account page signing in through the app. The
 * provider alone is tested in apps/identity/test.
 */
let app: App;
let database: DatabaseHandle;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Listen first so the issuer can carry the real port.
  const probe = await freePort();
  origin = `http://localhost:${probe}`;
  app = await buildApp({ config: testConfig({ PUBLIC_URL: origin, PORT: String(probe) }), database });
  await app.listen({ port: probe, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

describe('signing in to the app through the bundled provider (embedded at /auth)', () => {
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
    expect(doc.authorization_endpoint).toBe(`${origin}/auth/auth`);
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

  it('signs nobody in when another browser opens a sign-in callback URL (login CSRF)', async () => {
    // The attacker signs in with their own account and stops at the callback URL.
    const attacker = browser(origin);
    const url = await (await attacker.go('/public/auth/login?callback=/my-emergency-items')).text();
    const start = await attacker.go(url);
    const signedUp = await attacker.post(`${start.headers.get('location')}/signup`, {
      given_name: 'Mallory',
      family_name: 'Attacker',
      email: 'mallory@example.org',
      password: 'attackers own password',
      terms: 'on',
    });
    const callbackUrl = (await attacker.follow(signedUp)).headers.get('location') ?? '';
    expect(callbackUrl).toContain('/public/auth/callback?');

    // The victim opens it in their own browser: no session, no account of the attacker's.
    const victim = browser(origin);
    const landed = await victim.go(callbackUrl);
    expect(landed.status).toBe(303);
    expect(landed.headers.getSetCookie().some((c) => c.startsWith('prepwell_session='))).toBe(false);
    expect((await victim.go('/public/profile')).status).toBe(401);
  });

  it('"Back to Prepwell" on the provider’s pages returns to the page the sign-in started from', async () => {
    const person = browser(origin);
    const from = '/hazards/flood?stage=react';
    const url = await (await person.go(`/public/auth/login?callback=${encodeURIComponent(from)}`)).text();
    const interaction = (await person.go(url)).headers.get('location') ?? '';
    const page = await (await person.go(interaction)).text();
    // The bar's "Prepwell" is the app's home; "Back to Prepwell" ends this sign-in.
    expect(page).toContain('<header><a href="/">Prepwell</a></header>');
    expect(page).toContain(`<a class="back" href="${interaction}/abort">Back to Prepwell</a>`);

    const back = await person.follow(await person.go(`${interaction}/abort`));
    const callbackUrl = new URL(back.headers.get('location') ?? '');
    expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(`${origin}${API_PATHS.authCallback}`);
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(callbackUrl.searchParams.get('code')).toBeNull();

    const landed = await person.go(callbackUrl.href);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(from);
    expect(landed.headers.getSetCookie().some((c) => c.startsWith('prepwell_session='))).toBe(false);
    // The started sign-in is used up, and its browser binding cleared.
    const state = callbackUrl.searchParams.get('state') ?? '';
    expect(await database.db.select().from(authRequests).where(eq(authRequests.state, state))).toEqual([]);
    expect(
      landed.headers
        .getSetCookie()
        .some((c) => c.startsWith('prepwell_sign_in_') && /Expires=Thu, 01 Jan 1970/i.test(c)),
    ).toBe(true);

    // Opened again (or with a state nobody started): home, never an error answer.
    const again = await person.go(callbackUrl.href);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/');
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

  it('only returns to paths of this app', () => {
    expect(safeReturnPath('/prep-checks/3?tab=results#top')).toBe('/prep-checks/3?tab=results#top');
    expect(safeReturnPath('/hazards/../prep-checks/3')).toBe('/prep-checks/3');
    const bad = [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil',
      '/\t/evil.example/x',
      '/\n/evil.example',
      '/\r\nset-cookie: x=1',
      '/\u0000/x',
      // Dot segments that the URL parser folds into `//evil.example` (another site).
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example/x',
      '/..//evil.example/x',
      '/./\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      42,
    ];
    for (const value of bad) expect(safeReturnPath(value), JSON.stringify(value)).toBe('/');
  });

  it('never redirects to another site or breaks the Location header, whatever the return target', async () => {
    const targets = [
      '/%09/evil.example/x',
      '/%0D%0Aset-cookie:%20x=1',
      '//evil.example',
      '/%5Cevil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%252e//evil.example',
      '/..//evil.example/x',
    ];
    for (const target of targets) {
      const loggedOut = await app.inject({ url: `${API_PATHS.authLoggedOut}?state=${target}` });
      expect(loggedOut.statusCode, target).toBe(303);
      expect(loggedOut.headers.location, target).toBe('/');
      const logout = await app.inject({ url: `${API_PATHS.logout}?token=x&return_to=${target}` });
      expect(logout.statusCode, target).toBe(303);
      expect(logout.headers.location, target).toBe('/');
      // A sign-in started with it comes back home, not to the target.
      const login = await app.inject({ url: `${API_PATHS.authLogin}?callback=${target}` });
      const state = new URL(login.body).searchParams.get('state') ?? '';
      const [pending] = await database.db.select().from(authRequests).where(eq(authRequests.state, state));
      expect(pending?.callback, target).toBe('/');
    }
  });
});

describe('the provider’s manage-account page (/identity/account) signs in through the app', () => {
  let person: Browser;
  beforeAll(() => {
    person = browser(origin);
  });

  it('without a provider session, signs the person in through the app and comes back', async () => {
    const first = await person.go(IDENTITY_PATHS.account);
    expect(first.status).toBe(303);
    const authorization = new URL(first.headers.get('location') ?? '');
    expect(authorization.href.startsWith(`${origin}/auth/auth?`)).toBe(true);
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${origin}/public/auth/callback`);

    const interaction = (await person.go(authorization.href)).headers.get('location') ?? '';
    const signedUp = await person.post(`${interaction}/signup`, {
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical engine',
      terms: 'on',
    });
    const toApp = await person.follow(signedUp);
    const landed = await person.go(toApp.headers.get('location') ?? '');
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(IDENTITY_PATHS.account);

    // The page itself is tested with the provider alone (apps/identity/test/account-page.test.ts).
    const response = await person.go(IDENTITY_PATHS.account);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('Signed in as ada@example.org');
    // Embedded, "Back to Prepwell" stays on this server.
    expect(html).toContain('<a href="/settings/account">Back to Prepwell</a>');
    expect(await verifyLogin(database.db, 'ada@example.org', 'analytical engine')).not.toBeNull();
  });

  it('refuses the forms from another site (the API security plugin covers them)', async () => {
    const fields = { given_name: 'Evil', family_name: 'Twin' };
    const crossSite = await person.post(`${IDENTITY_PATHS.account}/name`, fields, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('CROSS_SITE_REQUEST');
    const otherOrigin = await person.post(`${IDENTITY_PATHS.account}/name`, fields, {
      origin: 'https://evil.example',
      'sec-fetch-site': '',
    });
    expect(otherOrigin.status).toBe(403);
    const account = await verifyLogin(database.db, 'ada@example.org', 'analytical engine');
    expect((await findAccount(database.db, account!.id))?.givenName).toBe('Ada');
  });

  it('treats a form sent without a provider session as signed out: the app’s sign-in starts', async () => {
    const stranger = browser(origin);
    const response = await stranger.post(`${IDENTITY_PATHS.account}/name`, {
      given_name: 'A',
      family_name: 'B',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${origin}/auth/auth\\?`));
  });

  it.each(LANGUAGE_CODES)('without a provider session, starts the app’s sign-in in %s', async (lang) => {
    const stranger = browser(origin);
    // Not signed in at the provider: sign-in starts in the browser's language.
    const account = await stranger.go(IDENTITY_PATHS.account, {
      headers: { 'accept-language': `${lang};q=0.9, en;q=0.1` },
    });
    expect(account.status).toBe(303);
    expect(new URL(account.headers.get('location') ?? '').searchParams.get('ui_locales')).toBe(lang);
  });

  it('ends the person’s other app sessions when they change their password, keeping this one', async () => {
    // Ada (signed in above, in the app and at the provider) is also signed in on another device.
    const other = browser(origin);
    const url = await (await other.go('/public/auth/login?callback=/')).text();
    const interaction = (await other.go(url)).headers.get('location') ?? '';
    const loggedIn = await other.post(`${interaction}/login`, {
      email: 'ada@example.org',
      password: 'analytical engine',
    });
    await other.go((await other.follow(loggedIn)).headers.get('location') ?? '');
    expect((await other.go('/public/profile')).status).toBe(200);

    const changed = await person.post(`${IDENTITY_PATHS.account}/password`, {
      current_password: 'analytical engine',
      new_password: 'difference engine no. 2',
      confirm_password: 'difference engine no. 2',
    });
    expect(changed.status).toBe(303);
    expect((await other.go('/public/profile')).status).toBe(401);
    expect((await person.go('/public/profile')).status).toBe(200);
  });
});
