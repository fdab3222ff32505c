import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type TestInfo } from '@playwright/test';

/**
 * A Prepwell server of the test's own, on the fixture pack, that the test can stop: Playwright's
 * `setOffline` does not reach the service worker's fetches, so offline tests stop the server and
 * only the worker's cache can answer. `content: 'shipped'` loads the real pack instead of the fixture. `base` keeps each spec's ports apart (per worker and
 * project). Starting it takes a good part of the default 30 s on a busy two-core machine: call
 * `test.slow()` first.
 */
export async function startOwnServer(
  testInfo: TestInfo,
  base: number,
  { content = 'fixture' }: { content?: 'fixture' | 'shipped' } = {},
) {
  const root = join(import.meta.dirname, '..', '..');
  const port = base + testInfo.workerIndex + (testInfo.project.name === 'phone' ? 0 : 50);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      SKIP_WEB_BUILD: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'prepwell-offline-')),
      // The shipped pack (packages/content) for a test about the real guides' lengths.
      CONTENT_DIR:
        content === 'shipped'
          ? join(root, 'packages', 'content')
          : join(root, 'packages', 'content', 'test', 'fixtures', 'pack'),
      LOG_LEVEL: 'warn',
      // One test's browser is the only client: no per-client or per-account limit for it to run into.
      PAGE_RENDER_RATE_LIMIT: '100000',
      SIGN_IN_START_RATE_LIMIT: '100000',
      ACCOUNT_WRITE_RATE_LIMIT: '100000',
    },
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${origin}/readyz`).catch(() => null)) === null).toBe(true);
  };
  try {
    await expect
      // The shipped pack's first load into a new embedded database takes longer than the fixture's.
      .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, {
        timeout: content === 'shipped' ? 240_000 : 60_000,
      })
      .toBe(200);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { origin, stop, kill: () => server.kill('SIGTERM') };
}
