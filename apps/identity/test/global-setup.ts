import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../src/standalone.js';
import { createPgTemplate, openPglite } from './database.js';

/**
 * Once per run: migrate one database with the app's migration set and let every test file start
 * from a copy of it. PGlite: a data dump in a temp folder. PostgreSQL (TEST_DATABASE_URL): a
 * template database.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const { template, dropAll } = await createPgTemplate(baseUrl, 'prepwell_identity', async (url) => {
      const pool = new pg.Pool({ connectionString: url });
      try {
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await pool.end();
      }
    });
    project.provide('identityPgTemplate', template);
    return dropAll;
  }
  const client = await openPglite();
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'prepwell-identity-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('identityPgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
