import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@prepwell/contract';
import { fixtureAnswersAtRevision } from '@prepwell/contract/testing';
import { buildApp, type App } from '../src/app.js';
import { isDatabaseUnavailable, openDatabase } from '../src/db/client.js';
import { eq } from 'drizzle-orm';
import { responses, submissions } from '../src/db/schema.js';
import { createTestApp, signInAs, testConfig, type TestApp } from './helpers.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe('isDatabaseUnavailable', () => {
  it('knows a lost database from a wrong query, also when Drizzle wraps the driver error', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: syntax }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('a PostgreSQL server that does not answer', () => {
  let app: App;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so every connection is refused.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/none' });
    database.onConnectionError(() => {});
    // An external provider: nothing at build time needs the database (the bundled one keeps keys there).
    const config = testConfig({ OIDC_ISSUER: 'http://127.0.0.1:9/auth', OIDC_CLIENT_SECRET: 'unused' });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await app?.database.close();
  });

  it('answers 503 in the error shape, for /readyz and for API calls alike', async () => {
    const ready = await app.inject({ method: 'GET', url: API_PATHS.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('SERVICE_UNAVAILABLE');
    const profile = await app.inject({
      method: 'GET',
      url: API_PATHS.profile,
      headers: { cookie: 'prepwell_session=some-token' },
    });
    expect(profile.statusCode).toBe(503);
    expect(profile.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(profile.headers['retry-after']).toBe('5');
  });
});

// NOTE: cuts only this test's own database (pg_terminate_backend and ALLOW_CONNECTIONS), so the
// shared PostgreSQL server keeps serving the other test files.
describe.runIf(pgUrl)('PostgreSQL drops the app’s connections mid-traffic', () => {
  let test: TestApp & { database: { url?: string } };
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    test = await createTestApp();
    name = new URL((test.database as { url?: string }).url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
    await test.close();
  });

  it('lives, answers 503 while the database is away and serves again within 5 s of its return', async () => {
    const { app, database } = test;
    const { cookie } = await signInAs(database, { subject: 'outage-user', firstName: 'Ada' });
    const getProfile = () => app.inject({ method: 'GET', url: API_PATHS.profile, headers: { cookie } });
    // Fill the pool with open connections so there are idle clients to lose.
    const warm = await Promise.all(Array.from({ length: 8 }, getProfile));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(8).fill(200));

    const statuses: number[] = [];
    let stop = false;
    const traffic = (async () => {
      while (!stop) {
        const batch = await Promise.all(Array.from({ length: 4 }, getProfile));
        for (const response of batch) {
          statuses.push(response.statusCode);
          if (response.statusCode !== 200) expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
        }
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    const terminated = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    expect(terminated.rowCount).toBeGreaterThan(0);

    // While the database is away: 503 in the JSON error shape, /readyz too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const away = await getProfile();
    expect(away.statusCode).toBe(503);
    expect(away.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: API_PATHS.ready })).statusCode).toBe(503);

    // The database comes back: serving again within 5 s, without a restart.
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    const back = Date.now();
    let ready = 0;
    while (Date.now() - back < 5_000) {
      ready = (await app.inject({ method: 'GET', url: API_PATHS.ready })).statusCode;
      if (ready === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    expect((await getProfile()).statusCode).toBe(200);

    stop = true;
    await traffic;
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });

  it('loses no acknowledged save: autosaves and submissions of many clients while connections drop', async () => {
    const { app, database } = test;
    const clients = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signInAs(database, { subject: `saver-${i}` })),
    );
    /** Per client: the revisions the server acknowledged with a 2xx. */
    const acknowledged = clients.map(() => new Set<number>());
    const failures: { status: number; code: unknown }[] = [];
    let restored = false;

    const save = (i: number, revision: number, status: 'DRAFT' | 'SUBMITTED') =>
      app.inject({
        method: 'POST',
        url: API_PATHS.prepCheckSubmissions,
        headers: { cookie: clients[i]!.cookie },
        payload: {
          prep_check_id: 901,
          status,
          revision,
          submitted_responses: fixtureAnswersAtRevision(revision),
        },
      });
    // Each client saves as the autosave does: one at a time, a refused save retried (as a newer
    // revision) until one lands, and once the database is back, it submits (retrying the same way).
    const client = async (i: number) => {
      let revision = 0;
      while (!restored || revision < 40) {
        revision += 1;
        const res = await save(i, revision, 'DRAFT');
        if (res.statusCode < 300) acknowledged[i]!.add(revision);
        else failures.push({ status: res.statusCode, code: res.json().error?.code });
        if (revision > 400) break;
      }
      for (;;) {
        revision += 1;
        const res = await save(i, revision, 'SUBMITTED');
        if (res.statusCode < 300) return revision;
        failures.push({ status: res.statusCode, code: res.json().error?.code });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const running = clients.map((_, i) => client(i));

    await new Promise((resolve) => setTimeout(resolve, 300));
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    restored = true;
    const submitted = await Promise.all(running);

    // Every refusal was a 503 in the error shape (the database was away), never a 500 or a 409.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((f) => f.status !== 503 || f.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
    // Every client's last acknowledged save is what is stored: the submission of that revision,
    // with that revision's answers, and no draft left behind.
    for (const [i, who] of clients.entries()) {
      const rows = await database.db.select().from(submissions).where(eq(submissions.userId, who.user.id));
      expect(
        rows.map((row) => [row.status, row.revision]),
        `client ${i}`,
      ).toEqual([['SUBMITTED', submitted[i]]]);
      const answers = await database.db
        .select()
        .from(responses)
        .where(eq(responses.submissionId, rows[0]!.id));
      expect(
        answers.map((row) => row.userAnswer),
        `client ${i}`,
      ).toEqual(fixtureAnswersAtRevision(submitted[i]!).map((answer) => answer.user_answer));
      expect(acknowledged[i]!.size, `client ${i}`).toBeGreaterThan(0);
    }
  }, 60_000);
});
