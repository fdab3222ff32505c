import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../src/db/client.js';

/**
 * Once per run: migrate one database and let every test file start from a copy of it.
 * PGlite: a data dump in a temp folder. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const template = `prepwell_tmpl_${runId}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    await handle.close();
    project.provide('pgTemplate', template);
    return async () => {
      const dbs = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'prepwell_%${runId}%'`,
      );
      for (const { datname } of dbs.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'prepwell-test-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const dump = await dumpPglite(handle);
  await handle.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
