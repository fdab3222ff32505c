/**
 * Test databases migrated with the app's one migration set (apps/api/drizzle, MIGRATIONS_DIR):
 * PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. The migrations run once per
 * run (global-setup.ts); each test file starts from a copy of that template.
 *
 * The PostgreSQL template functions take their names as arguments, so other packages' test
 * setups (the API's) can share them.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { IdentityDatabase } from '../src/accounts.js';

/** A fresh, migrated database for one test file. `url` is set on PostgreSQL only. */
export interface TestDatabase {
  db: IdentityDatabase;
  url?: string;
  close(): Promise<void>;
}

/** `baseUrl` with another database name. */
const withDatabase = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Run SQL on the server of `baseUrl` (CREATE / DROP DATABASE) with a short-lived client. */
async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Once per run (a vitest globalSetup): a template database `${prefix}_tmpl_<run>` migrated by
 * `migrate(url)`. `dropAll` drops it and every copy of it a test file left behind.
 */
export async function createPgTemplate(
  baseUrl: string,
  prefix: string,
  migrate: (url: string) => Promise<void>,
): Promise<{ template: string; dropAll(): Promise<void> }> {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const template = `${prefix}_tmpl_${runId}`;
  await admin(baseUrl, `CREATE DATABASE ${template}`);
  await migrate(withDatabase(baseUrl, template));
  return {
    template,
    dropAll: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        const dbs = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}_%${runId}%'`,
        );
        for (const { datname } of dbs.rows)
          await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Per test file: a new database copied from `template`, and how to drop it. */
export async function copyPgTemplate(
  baseUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const [prefix, runId] = template.split('_tmpl_');
  const name = `${prefix}_t${Math.random().toString(36).slice(2, 8)}_${runId}`;
  await admin(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDatabase(baseUrl, name),
    drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** PGlite in memory with the extensions the migrations use, optionally from a data dump. */
export const openPglite = (dump?: Blob) =>
  PGlite.create('memory://', { extensions: { pg_trgm }, ...(dump ? { loadDataDir: dump } : {}) });

/** A fresh, migrated database for one test file: PGlite from the template, or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const copy = await copyPgTemplate(baseUrl, inject('identityPgTemplate'));
    const pool = new pg.Pool({ connectionString: copy.url, max: 5 });
    return {
      db: drizzlePg(pool) as unknown as IdentityDatabase,
      url: copy.url,
      close: async () => {
        await pool.end();
        await copy.drop();
      },
    };
  }
  const client = await openPglite(new Blob([readFileSync(inject('identityPgliteTemplate'))]));
  return { db: drizzlePglite(client) as unknown as IdentityDatabase, close: () => client.close() };
}

declare module 'vitest' {
  export interface ProvidedContext {
    identityPgTemplate: string;
    identityPgliteTemplate: string;
  }
}
