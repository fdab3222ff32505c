import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStandaloneConfig } from '../src/standalone.js';
import { browser } from './browser.js';
import { authorization, startTestProvider, type TestProvider } from './provider.js';

describe('standalone identity provider (its own port)', () => {
  let provider: TestProvider;
  let origin: string;

  beforeAll(async () => {
    provider = await startTestProvider();
    origin = provider.origin;
  });
  afterAll(async () => provider?.close());

  it('publishes discovery with its own issuer', async () => {
    const response = await fetch(`${origin}/auth/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.issuer).toBe(`${origin}/auth`);
    expect(doc.authorization_endpoint).toBe(`${origin}/auth/auth`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
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
