import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgTemplate } from '../../identity/test/database.js';
import { dumpPglite, openDatabase } from '../src/db/client.js';

/**
 * Once per run: migrate one database and let every test file start from a copy of it.
 * PGlite: a data dump in a temp folder. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const { template, dropAll } = await createPgTemplate(baseUrl, 'prepwell', async (url) => {
      const handle = await openDatabase({ databaseUrl: url });
      await handle.migrate();
      await handle.close();
    });
    project.provide('pgTemplate', template);
    return dropAll;
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
