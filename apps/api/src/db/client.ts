import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Run the SQL migrations in apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** A cheap query for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where lost connections are reported (the server passes its logger; stderr until then). */
  onConnectionError(reporter: (error: Error) => void): void;
  /** Raw SQL for the job library (pg-boss's `db` option), on the same database and connections. */
  jobs: JobsSql;
}

/**
 * pg-boss's way to run SQL. It sends some texts of several statements without parameters (its
 * schema, its locked steps), which node-postgres's simple protocol runs as they are; PGlite runs
 * those with `exec` (its `query` takes one statement).
 */
export interface JobsSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** PostgreSQL error classes that mean "the database is away", not "this query is wrong". */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '57P', '53'];
/** The same for errors raised by Node or node-postgres before PostgreSQL answered. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
];

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's in `cause`) says that the
 * database cannot be reached right now: a failover, a restart, terminated connections, a full
 * connection table. The API answers 503 for these instead of 500, and the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.some((c) => code.startsWith(c)))
        return true;
      // 55000 "object not in prerequisite state" is what a database refusing connections answers.
      if (code === '55000' && typeof message === 'string' && /accepting connections/.test(message))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}

export interface DatabaseOptions {
  /** postgres:// URL; when unset the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder on disk; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from: tests share one migrated template. */
  loadDataDir?: Blob | File;
}

/**
 * PGlite runs PostgreSQL inside this process, in WebAssembly memory that grows and never shrinks:
 * PostgreSQL's server defaults (128 MB of shared buffers, 64 MB for building an index) made the
 * embedded server some 650 MB. The guide's data is a few megabytes, so small buffers hold all of
 * it (ADR 031).
 */
const PGLITE_MEMORY_SETTINGS = [
  ['shared_buffers', '16MB'],
  ['maintenance_work_mem', '8MB'],
  ['work_mem', '2MB'],
  ['temp_buffers', '2MB'],
  ['wal_buffers', '1MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/**
 * PGlite's PostgreSQL is WebAssembly, which V8 compiles twice: at once with its baseline compiler
 * (Liftoff), then the functions that run often again, optimised (TurboFan), keeping both. Compiled
 * once only, the embedded server took some 60 MB less, idle and under the readers' load (368 → 304
 * MB and 486 → 429 MB), was ready sooner (5.3 → 4.6 s) and answered as many requests under load
 * (bench/memory.mjs; ADR 031). Set before PGlite compiles its module. The flag concerns
 * WebAssembly only: here PGlite, and the HTTP parser of Node's fetch.
 */
function compileWebAssemblyOnce() {
  setFlagsFromString('--liftoff-only');
}

/** Open PostgreSQL when `databaseUrl` is set, otherwise PGlite under `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // NOTE: without a limit, a request waits forever for a database that is away; with it, it
      // answers 503 within 5 s and the next request tries a new connection.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // NOTE: a failover, a restart or pg_terminate_backend closes every connection. node-postgres
    // reports that on idle clients as an 'error' event, which would end the process if nothing
    // listened. The pool drops the broken client and opens a new one for the next query.
    let report: (error: Error) => void = (error) =>
      console.warn(`database connection lost: ${error.message}`);
    pool.on('error', (error) => report(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => report(error));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // NOTE: drizzle's transaction on a pool sends BEGIN before its try/finally, so a BEGIN that
    // fails (the connection was cut) never gives the client back: each outage leaked pool clients
    // until none was left and every request waited (and pool.end() never returned). Here each
    // transaction takes its own client, runs drizzle's transaction on that one client, and always
    // gives it back; a client whose connection broke is destroyed, not reused. That per-save
    // drizzle instance carries no schema (5 µs, not 87 µs with it): nothing here uses the
    // relational `query` API, which is the only part that needs one.
    const transaction: Database['transaction'] = async (run, config) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const single = drizzlePg(client) as unknown as Database;
        return await single.transaction(run, config);
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    };
    db.transaction = transaction;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      onConnectionError: (reporter) => {
        report = reporter;
      },
      jobs: {
        executeSql: async (text, values) => {
          if (values && values.length > 0) return pool.query(text, values);
          // NOTE: a text of several statements (pg-boss's `BEGIN; …; COMMIT;`) that fails leaves
          // its connection in an aborted transaction: rolled back here before the pool reuses it.
          const connection = await pool.connect();
          try {
            return await connection.query(text);
          } catch (error) {
            await connection.query('rollback').catch(() => undefined);
            throw error;
          } finally {
            connection.release();
          }
        },
      },
    };
  }
  compileWebAssemblyOnce();
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // PGlite runs in this process: it has no connections to lose.
    onConnectionError: () => {},
    jobs: {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        // NOTE: a text of several statements runs in one PGlite transaction, which PGlite rolls
        // back at once if a statement fails (nothing else can run in between): run as sent, a
        // failed `BEGIN; …; COMMIT;` of pg-boss's would leave the one session in an aborted
        // transaction, and every query after it would fail. pg-boss's own BEGIN and COMMIT are
        // left out, since the transaction is PGlite's.
        const statements = text.replace(/^\s*BEGIN;/i, '').replace(/COMMIT;\s*$/i, '');
        const results = await client.transaction((tx) => tx.exec(statements));
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
  };
}

/** For tests: the PGlite client's data dump, so each test file can start from a migrated copy. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
