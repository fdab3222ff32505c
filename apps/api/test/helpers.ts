import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { readContentPack } from '@prepwell/content';
import { copyPgTemplate } from '../../identity/test/database.js';
import { buildApp, type App } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadContent } from '../src/modules/content/loader.js';

export const FIXTURE_PACK_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'packages',
  'content',
  'test',
  'fixtures',
  'pack',
);

/** A fresh, migrated database for one test file: PGlite from the template, or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const copy = await copyPgTemplate(baseUrl, inject('pgTemplate'));
    const handle = await openDatabase({ databaseUrl: copy.url });
    return {
      ...handle,
      url: copy.url,
      close: async () => {
        await handle.close();
        await copy.drop();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(FIXTURE_PACK_DIR, 'no-web-build'),
    CONTENT_DIR: FIXTURE_PACK_DIR,
    ...env,
  });
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole server on a fresh database with the small fixture content pack loaded. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    loadFixtureContent?: boolean;
    logStream?: Parameters<typeof buildApp>[0]['logStream'];
    /** Add routes before the app starts (tests of the error handler). */
    extend?: (app: App) => void;
    /** The clock of the app's time-expiring caches (trending), for tests that move time. */
    now?: () => number;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  if (options.loadFixtureContent !== false) await loadContent(database.db, readContentPack(FIXTURE_PACK_DIR));
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    logLevel: options.logStream ? 'info' : undefined,
    now: options.now,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A log stream for `createTestApp({ logStream })` and the text written to it so far. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

export { signInAs } from './users.js';
