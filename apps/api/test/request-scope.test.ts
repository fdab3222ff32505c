import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@prepwell/contract';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

describe('what a request costs and where plugins reach', () => {
  let t: TestApp;
  let webDir: string;
  let cookie: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'prepwell-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Prepwell</title>');
    writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log("app")');
    t = await createTestApp({
      env: { WEB_DIST_DIR: webDir },
      // A route added after the bundled provider, as later modules will be.
      extend: (app) => app.post('/public/test-echo', async (request) => ({ received: request.body ?? null })),
    });
    ({ cookie } = await signInAs(t.database, { subject: 'static-reader', firstName: 'Sam' }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('reads no session for static files and pages, even with a session cookie', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    // Pages may read public content (a hazard page's head), never the session.
    const sessionQueries = () => query.mock.calls.filter((args) => /\bsessions\b/.test(JSON.stringify(args)));
    try {
      for (const url of [
        '/assets/app-1234.js',
        '/',
        '/hazards/12',
        '/hazards/fixture-flood',
        '/settings/account',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, url).toBe(200);
      }
      expect(sessionQueries()).toEqual([]);
      // The same cookie on an API call that needs the user does read it.
      const profile = await t.app.inject({ method: 'GET', url: API_PATHS.profile, headers: { cookie } });
      expect(profile.json().first_name).toBe('Sam');
      expect(sessionQueries().length).toBeGreaterThan(0);
    } finally {
      query.mockRestore();
    }
  });

  it("keeps the identity provider's form bodies to its own pages: an API route refuses a form post", async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/public/test-echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hello',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const json = await t.app.inject({
      method: 'POST',
      url: '/public/test-echo',
      payload: { message: 'hello' },
    });
    expect(json.json()).toEqual({ received: { message: 'hello' } });
  });
});
