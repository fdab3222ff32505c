import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStandaloneConfig } from '../src/standalone.js';
import { browser } from './browser.js';
import {
  authorization,
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  startTestProvider,
  type TestProvider,
} from './provider.js';

let provider: TestProvider;
let origin: string;

beforeAll(async () => {
  provider = await startTestProvider();
  origin = provider.origin;
});
afterAll(async () => provider?.close());

describe('standalone identity provider (its own port)', () => {
  it('publishes discovery with its own issuer', async () => {
    const response = await fetch(`${origin}/auth/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.issuer).toBe(`${origin}/auth`);
    expect(doc.authorization_endpoint).toBe(`${origin}/auth/auth`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
    // Authorization code only: no implicit or hybrid flow is offered.
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.grant_types_supported).not.toContain('implicit');
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['given_name', 'family_name', 'email']));
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('shows its login page for the registered client, with CSP that lets the login return to the app', async () => {
    const person = browser(origin);
    const start = await person.go(authorization().path);
    expect(start.status).toBe(303);
    const page = await person.go(start.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Log In</h1>');
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://app.localhost:8080",
    );
    // Never framed: the old header says what the policy's frame-ancestors 'none' says.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('asks to log in through Prepwell first on the account page, and refuses cross-site forms', async () => {
    const person = browser(origin);
    const account = await person.go('/identity/account');
    expect(account.status).toBe(401);
    const html = await account.text();
    expect(html).toContain('Please log in to Prepwell first');
    expect(html).toContain('<a href="http://app.localhost:8080">Back to Prepwell</a>');
    const crossSite = await person.post(
      '/identity/account/name',
      { given_name: 'A', family_name: 'B' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('This form can only be sent from Prepwell itself.');
  });

  it('checks its configuration, naming every bad variable', () => {
    expect(() =>
      parseStandaloneConfig({
        IDENTITY_ISSUER: 'https://id.example.org',
        IDENTITY_CLIENT_SECRET: 'short',
        IDENTITY_REDIRECT_URI: 'not a url',
        SMTP_URL: 'smtp://mail.example.org',
      }),
    ).toThrow(/IDENTITY_ISSUER[\s\S]*IDENTITY_CLIENT_SECRET[\s\S]*IDENTITY_REDIRECT_URI/);
  });
});

describe('bundled OpenID Connect provider (authorization code + PKCE, over HTTP)', () => {
  it('signs up (refused without consent), then issues tokens with the name and email claims', async () => {
    const person = browser(origin);
    const { path, verifier } = authorization({ state: 'state-1', nonce: 'nonce-1', screen: 'signup' });
    const start = await person.go(path);
    expect(start.status).toBe(303);
    const interaction = start.headers.get('location') ?? '';
    expect(interaction).toMatch(/^\/identity\/interaction\/[\w-]+$/);

    const form = await person.go(interaction);
    expect(form.status).toBe(200);
    const signUpForm = await form.text();
    expect(signUpForm).toContain('By creating an account, you agree with our <a href=');
    // Not configured: the app's own Terms of Service and Privacy Policy.
    expect(signUpForm).toContain(
      '<a href="http://app.localhost:8080/terms" target="_blank" rel="noopener">Terms of Service<',
    );
    expect(signUpForm).toContain(
      '<a href="http://app.localhost:8080/privacy" target="_blank" rel="noopener">Privacy Policy<',
    );

    const fields = {
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical engine',
    };
    const refused = await person.post(`${interaction}/signup`, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please agree to the Terms of Service &amp; Privacy Policy');

    const accepted = await person.post(`${interaction}/signup`, { ...fields, terms: 'on' });
    expect(accepted.status).toBe(303);
    const callback = await person.follow(accepted);
    const redirect = new URL(callback.headers.get('location') ?? '');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('state-1');
    const code = redirect.searchParams.get('code') ?? '';

    const token = await fetch(`${origin}/auth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT_URI,
      }).toString(),
    });
    expect(token.status).toBe(200);
    const tokens = await token.json();
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ iss: `${origin}/auth`, aud: CLIENT_ID, nonce: 'nonce-1' });
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
    const person = browser(origin);
    const start = await person.go(authorization({ state: 'state-2' }).path);
    const interaction = start.headers.get('location') ?? '';
    expect(await (await person.go(interaction)).text()).toContain('Log In');
    const login = (email: string, password: string) =>
      person.post(`${interaction}/login`, { email, password });
    const wrong = await login('ada@example.org', 'difference engine');
    const unknown = await login('nobody@example.org', 'analytical engine');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = 'That email and password do not match an account.';
    expect(await wrong.text()).toContain(message);
    expect(await unknown.text()).toContain(message);
    const ok = await login('ADA@example.org', 'analytical engine');
    const callback = await person.follow(ok);
    expect(new URL(callback.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });
});
