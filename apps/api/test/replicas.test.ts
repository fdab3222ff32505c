import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPack } from '@prepwell/content';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadContent } from '../src/modules/content/loader.js';
import { inArray } from 'drizzle-orm';
import { API_PATHS, SUPPORTED_LANGUAGES } from '@prepwell/contract';
import { feedback } from '../src/db/schema.js';
import { createTestDatabase, FIXTURE_PACK_DIR, signInAs, testConfig } from './helpers.js';

/**
 * Two replicas of the API against one database (docs/deploy.md): nothing another replica needs
 * is kept in process. On PostgreSQL each replica has its own connection pool; on PGlite (one
 * process only) they share the embedded database. With TEST_REDIS_URL, rate limits are shared.
 */
describe('two replicas on one database', () => {
  let database: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let a: App;
  let b: App;
  const redisUrl = process.env.TEST_REDIS_URL;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url;
    second = url ? await openDatabase({ databaseUrl: url }) : database;
    const env = {
      FEEDBACK_RATE_LIMIT: '2',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    a = await buildApp({ config: testConfig(env), database });
    b = await buildApp({ config: testConfig(env), database: second });
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    if (second !== database) await second.close();
    await database.close();
  });

  it('sees a content load made by the other replica', async () => {
    const before = (await b.inject({ url: '/readyz' })).json().contentVersion;
    const result = await loadContent(database.db, readContentPack(FIXTURE_PACK_DIR));
    expect(result.changed).toBe(true);
    const after = (await b.inject({ url: '/readyz' })).json().contentVersion;
    expect(after).toBe(result.version);
    expect(after).not.toBe(before);
    const languages = await b.inject({ url: '/public/v2/supported-languages' });
    expect(languages.json().languages).toHaveLength(SUPPORTED_LANGUAGES.length);
  });

  it('stores feedback sent to either replica in the one database', async () => {
    // A fresh client address each run: Redis keeps counts between runs for the rate window.
    const client = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const send = (app: App, message: string) =>
      app.inject({
        method: 'POST',
        url: '/public/feedback',
        payload: { kind: 'general', message },
        remoteAddress: client,
      });
    const first = await send(a, 'from replica a');
    expect(first.statusCode).toBe(201);
    const third = await send(b, 'from replica b');
    if (redisUrl) {
      // Shared limit of 2 per client: the second message already used it up across replicas.
      expect((await send(a, 'one more')).statusCode).toBe(429);
    } else {
      // In memory, each replica counts on its own (documented in docs/deploy.md).
      expect((await send(a, 'second on a')).statusCode).toBe(201);
      expect((await send(b, 'second on b')).statusCode).toBe(201);
      expect((await send(b, 'third on b')).statusCode).toBe(429);
    }
    expect(third.statusCode).toBe(201);
    // Both messages are rows of the one database, whichever replica took them.
    const ids = [first.json().id, third.json().id];
    const rows = await database.db.select().from(feedback).where(inArray(feedback.id, ids));
    expect(rows.map((row) => row.message).sort()).toEqual(['from replica a', 'from replica b']);
  });

  it('knows a session opened on one replica on the other', async () => {
    const { cookie } = await signInAs(database, { subject: 'replica-user', firstName: 'Rae' });
    for (const app of [a, b]) {
      const profile = await app.inject({ url: API_PATHS.profile, headers: { cookie } });
      expect(profile.json().first_name).toBe('Rae');
    }
  });
});
