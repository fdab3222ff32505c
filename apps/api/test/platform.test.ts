import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  clientConfigSchema,
  errorBodySchema,
  supportedLanguagesResponseSchema,
} from '@prepwell/contract';
import { AppError } from '../src/lib/app-error.js';
import { buildMetricsServer } from '../src/plugins/metrics.js';
import { toClientConfig } from '../src/modules/config/routes.js';
import { captureLogs, createTestApp, testConfig, type TestApp } from './helpers.js';

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the thirteen languages, each titled in its own language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/v2/supported-languages' });
    expect(res.statusCode).toBe(200);
    const body = supportedLanguagesResponseSchema.parse(res.json());
    expect(body.languages).toEqual([
      { title: 'English', value: 'en' },
      { title: 'Español', value: 'es' },
      { title: 'Français', value: 'fr' },
      { title: 'Deutsch', value: 'de' },
      { title: '日本語', value: 'ja' },
      { title: '中文 (Mandarin)', value: 'zh' },
      { title: 'Русский', value: 'ru' },
      { title: 'Tiếng Việt', value: 'vi' },
      { title: 'Tagalog', value: 'tl' },
      { title: '한국어', value: 'ko' },
      { title: 'Kreyòl ayisyen', value: 'ht' },
      { title: 'Português', value: 'pt' },
      { title: 'العربية', value: 'ar' },
    ]);
  });

  it('answers 304 to a repeated GET with the same ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/public/v2/supported-languages' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({
      method: 'GET',
      url: '/public/v2/supported-languages',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('answers unknown /public paths with a JSON 404 in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });

  it('reports health and readiness (the database answers)', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: t.database.kind });
    expect(ready.json().contentVersion).toBeGreaterThan(0);
  });

  it('keeps metrics off the public port by default, and serves them on the internal metrics server', async () => {
    const open = await t.app.inject({ url: '/metrics' });
    expect(open.statusCode).toBe(404);
    expect(open.body).not.toContain('process_cpu_user_seconds_total');
    await t.app.inject({ url: '/public/v2/supported-languages' });
    const internal = await buildMetricsServer(t.app.metricsRegistry);
    try {
      const res = await internal.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('process_cpu_user_seconds_total');
      expect(res.body).toMatch(
        /http_requests_total\{method="GET",route="\/public\/v2\/supported-languages",status="200"\} \d+/,
      );
    } finally {
      await internal.close();
    }
  });

  it('serves metrics on the public port only to the bearer of METRICS_TOKEN', async () => {
    const token = 'a-metrics-token-of-some-length';
    const local = await createTestApp({ env: { METRICS_TOKEN: token }, loadFixtureContent: false });
    try {
      const metrics = (authorization?: string) =>
        local.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      for (const wrong of [undefined, 'Bearer nope', `Bearer ${token}x`, token]) {
        const res = await metrics(wrong);
        expect(res.statusCode, String(wrong)).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
      const res = await metrics(`Bearer ${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('http_requests_total');
    } finally {
      await local.close();
    }
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const res = await t.app.inject({ url: '/public/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/public/v2/supported-languages'].get).toBeDefined();
    expect(doc.paths['/public/feedback'].post.requestBody).toBeDefined();
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/public/v2/supported-languages' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Never framed, said the same way to browsers that only read the old header.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses state-changing requests from another site', async () => {
    const payload = { kind: 'general', message: 'hello' };
    const bySite = await t.app.inject({
      method: 'POST',
      url: '/public/feedback',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json().error.code).toBe('CROSS_SITE_REQUEST');
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/public/feedback',
      headers: { origin: 'https://evil.example', host: 'localhost:8080' },
      payload,
    });
    expect(byOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/public/feedback',
      headers: { origin: 'http://localhost:8080', host: 'localhost:8080', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('answers malformed JSON with a 400 in the contract shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('serves the browser only the whitelisted configuration', async () => {
    const res = await t.app.inject({ url: '/public/config' });
    expect(res.json()).toMatchObject({ environment: 'dev', features: { sponsors: true, profiles: true } });
    // Only the contract's keys, nothing more (a strict parse fails on any extra key).
    expect(() => clientConfigSchema.strict().parse(res.json())).not.toThrow();
  });

  it('passes each configured outbound link under its key, the privacy and security page included', () => {
    const config = toClientConfig(
      testConfig({
        PRIVACY_SECURITY_URL: 'https://trust.example.org/',
        TERMS_URL: 'https://example.org/terms',
      }),
    );
    expect(config.links).toEqual({
      privacySecurity: 'https://trust.example.org/',
      terms: 'https://example.org/terms',
    });
  });

  it('keeps every secret out of the browser configuration, whatever is set', () => {
    const secrets = {
      DATABASE_URL: 'postgres://app:db-secret-1@db.internal:5432/prepwell',
      REDIS_URL: 'redis://:redis-secret-2@cache.internal:6379',
      OIDC_ISSUER: 'https://id.example.org/realms/prepwell',
      OIDC_CLIENT_SECRET: 'client-secret-3',
      SMTP_URL: 'smtp://mailer:smtp-secret-4@mail.example.org:587',
      SMTP_FROM: 'Prepwell <no-reply@example.org>',
      FEEDBACK_URL: 'https://forms.example.org/prepwell',
    };
    const body = JSON.stringify(toClientConfig(testConfig(secrets)));
    for (const secret of ['db-secret-1', 'redis-secret-2', 'client-secret-3', 'smtp-secret-4', 'db.internal'])
      expect(body).not.toContain(secret);
    // The public parts of the same configuration do reach the browser.
    expect(JSON.parse(body).feedbackUrl).toBe(secrets.FEEDBACK_URL);
  });
});

describe('errors and the web app fallback', () => {
  let t: TestApp;
  const webDir = mkdtempSync(join(tmpdir(), 'prepwell-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Prepwell</title><div id="root"></div>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => t.close());

  it('serves the web app for any other unknown path', async () => {
    const res = await t.app.inject({ url: '/some/unknown/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ url: '/settings/faq' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('never leaks internals in a 500 and keeps error codes in the closed list', async () => {
    const local = await createTestApp({
      extend: (app) => {
        app.get('/public/test-crash', async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
        app.get('/public/test-app-error', async () => {
          throw new AppError('CONFLICT', 'Already there.');
        });
      },
    });
    const crash = await local.app.inject({ url: '/public/test-crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('secret');
    expect(crash.json().error.code).toBe('INTERNAL');
    const conflict = await local.app.inject({ url: '/public/test-app-error' });
    expect(conflict.statusCode).toBe(409);
    expect(API_ERROR_CODES).toContain(conflict.json().error.code);
    await local.close();
  });
});

describe('environments', () => {
  it('logs that an unknown ENVIRONMENT turns sponsors and profiles off', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ env: { ENVIRONMENT: 'qa-west' }, logStream: logs.stream });
    const config = await t.app.inject({ url: '/public/config' });
    await t.close();
    expect(config.json()).toMatchObject({
      environment: 'unknown',
      features: { sponsors: false, profiles: false },
    });
    expect(logs.text()).toContain('unknown ENVIRONMENT: community sponsors and profiles are turned off');
  });
});

describe('request logging', () => {
  it('never writes location query values to the log', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ logStream: logs.stream });
    await t.app.inject({ url: '/public/v2/supported-languages?lang=en&lat=45.52&lng=-122.68' });
    await t.close();
    const log = logs.text();
    expect(log).toContain('/public/v2/supported-languages');
    expect(log).not.toContain('45.52');
    expect(log).not.toContain('-122.68');
  });
});
