/**
 * The server a bench measures: the API (with the built web app) on a port of its own, a data
 * directory of its own, and, when asked, a PostgreSQL database of its own, created here and
 * dropped by `stop()`. Every bench starts its server through this one helper.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, SERVER_RUNTIME_ENV } from '../apps/api/build.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURE_PACK = join(root, 'packages', 'content', 'test', 'fixtures', 'pack');
export const SHIPPED_PACK = join(root, 'packages', 'content');
/** This machine's PostgreSQL unless BENCH_DATABASE_URL names another. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * All of a bench's load comes from one address, so the per-client and per-account limits are
 * lifted for the server under test (real readers come from many addresses; the limits have
 * tests of their own).
 */
export const LIMITS_LIFTED = Object.fromEntries(
  [
    'PAGE_RENDER_RATE_LIMIT',
    'SIGN_IN_START_RATE_LIMIT',
    'ACCOUNT_WRITE_RATE_LIMIT',
    'HAZARD_VIEW_RATE_LIMIT',
    'ANALYTICS_RATE_LIMIT',
    'ANALYTICS_DAILY_LIMIT',
  ].map((name) => [name, '1000000']),
);

/**
 * Starts the server and waits until `/readyz` answers. `name` tells the bench's files and
 * database apart; `postgres: true` gives it a database of its own on BENCH_DATABASE_URL (the
 * embedded one otherwise); `env` adds or overrides variables. `runtime: 'bundle'` (the default)
 * runs the server as `npm start` does, built to JavaScript (built here once per bench); `'tsx'`
 * runs its TypeScript through tsx, as before ADR 031, for a baseline.
 */
export async function startBenchServer({
  name,
  portBase,
  contentDir = FIXTURE_PACK,
  postgres = false,
  env = {},
  runtime = 'bundle',
}) {
  const port = portBase + Math.floor(Math.random() * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `prepwell-${name}-`));
  let databaseUrl;
  let databaseName;
  if (postgres) {
    databaseName = `prepwell_${name.replace(/\W/g, '_')}_bench_${process.pid}`;
    databaseUrl = Object.assign(new URL(BENCH_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
    await adminQuery(`CREATE DATABASE ${databaseName}`);
  }
  const args = runtime === 'tsx' ? ['--import', 'tsx', 'src/server.ts'] : [await builtServer()];
  const startedAt = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: join(root, 'apps', 'api'),
    env: {
      // As `npm start` runs it; the tsx baseline as it ran before ADR 031.
      ...(runtime === 'tsx' ? {} : SERVER_RUNTIME_ENV),
      ...process.env,
      PORT: String(port),
      // Canonical and preview addresses name the address the bench loads.
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CONTENT_DIR: contentDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let readyMs = NaN;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 2400 || server.exitCode !== null) throw new Error('the server did not become ready');
      const ready = await fetch(`${origin}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) {
        readyMs = performance.now() - startedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    port,
    databaseUrl,
    databaseName,
    pid: server.pid,
    /** From spawning the process to its first ready answer (polled every 50 ms), in ms. */
    readyMs,
    /** Whether the process is still running. */
    alive: () => server.exitCode === null && server.signalCode === null,
    /** The server's resident memory in MB (Linux), read from /proc. */
    rssMb: () => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : NaN;
    },
    stop,
  };
}

/** One statement on BENCH_DATABASE_URL's own database, on a connection of its own. */
let bundle;
/** The server built to JavaScript, once per process. */
function builtServer() {
  bundle ??= buildServer();
  return bundle;
}

export async function adminQuery(text, values) {
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

/** The p-th percentile of a list of numbers (NaN for none). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
