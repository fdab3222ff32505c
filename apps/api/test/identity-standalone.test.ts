import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseStandaloneConfig, startStandalone } from '@prepwell/identity';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase } from './helpers.js';
import { browser, freePort } from './identity-helpers.js';

describe('standalone identity provider (its own port)', () => {
  let database: DatabaseHandle & { url?: string };
  let server: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startStandalone({
      env: {
        // On PostgreSQL the server opens its own pool from DATABASE_URL; on PGlite it is handed the database.
        DATABASE_URL: database.url,
        IDENTITY_ISSUER: `${origin}/auth`,
        IDENTITY_CLIENT_ID: 'prepwell-web',
        IDENTITY_CLIENT_SECRET: 'a-secret-of-at-least-16-characters',
        IDENTITY_REDIRECT_URI: 'http://app.localhost:8080/public/auth/callback',
        IDENTITY_POST_LOGOUT_URI: 'http://app.localhost:8080/public/auth/logged-out',
        IDENTITY_PORT: String(port),
        IDENTITY_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      ...(database.url ? {} : { db: database.db }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await database.close();
  });

  it('publishes discovery with its own issuer', async () => {
    const response = await fetch(`${origin}/auth/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.issuer).toBe(`${origin}/auth`);
    expect(doc.authorization_endpoint).toBe(`${origin}/auth/auth`);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('shows its login page for the registered client, with CSP that lets the login return to the app', async () => {
    const person = browser(origin);
    const params = new URLSearchParams({
      client_id: 'prepwell-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'http://app.localhost:8080/public/auth/callback',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const start = await person.go(`/auth/auth?${params}`);
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
