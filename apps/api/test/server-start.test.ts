import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('server start', () => {
  it('stops with one message listing every bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'chatty' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(result.stderr).toContain(name);
  });
});
