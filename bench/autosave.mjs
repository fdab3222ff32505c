/**
 * Bench of the questionnaire's autosave on PostgreSQL: `PUT /public/prep-check-submissions` with
 * a whole three-question draft, 20 connections, against the bare `/healthz` of the same server.
 * A server on its own fresh database (created here, dropped after); twenty signed-in people, one
 * per connection, each saving their own draft at the same revision again (a save equal to the
 * stored revision is accepted, so every request writes). Prints req/s and p99; passes or fails
 * nothing.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/autosave.mjs
 *
 * (tsx: it signs the bench user in with the API's own session code.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_PATHS, SESSION_COOKIE } from '@prepwell/contract';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { createSession } from '../apps/api/src/plugins/session.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps', 'api');
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `prepwell_autosave_bench_${process.pid}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const port = 19000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'prepwell-autosave-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTENT_DIR: join(root, 'packages', 'content', 'test', 'fixtures', 'pack'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const origin = `http://127.0.0.1:${port}`;
const CONNECTIONS = 20;
const checked = (id) => ({ answer_id: id, answer: { id, checked: true } });
const ordered = (id, order) => ({ answer_id: id, answer: { id, order } });
const placed = (id, stage, position) => ({
  answer_id: id,
  answer: { id, placement: { stage, position } },
});
const draft = {
  prep_check_id: 901,
  status: 'DRAFT',
  revision: 1,
  submitted_responses: [
    { question_id: 90101, user_answer: [checked(9010101), checked(9010102)] },
    { question_id: 90102, user_answer: [ordered(9010202, 1), ordered(9010201, 2), ordered(9010203, 3)] },
    {
      question_id: 90103,
      user_answer: [placed(9010301, 'Before', 1), placed(9010303, 'During', 1), placed(9010304, 'After', 1)],
    },
  ],
};

async function measure(path, options = {}) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: CONNECTIONS,
    duration: 8,
    ...options,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

try {
  for (let i = 0; ; i += 1) {
    if (i > 240) throw new Error('the server did not become ready');
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Twenty people, each autosaving their own draft (one connection each).
  const database = await openDatabase({ databaseUrl });
  const people = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'https://bench.invalid', subject: `autosave-${i}`, firstName: '', lastName: '' })
      .returning();
    const { token } = await createSession(database.db, user.id);
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${origin}${API_PATHS.prepCheckSubmissions}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(draft),
    });
    if (created.status !== 201) throw new Error(`the first save answered ${created.status}`);
    const { id } = await created.json();
    people.push({ headers, body: JSON.stringify({ ...draft, id }) });
  }
  await database.close();
  let next = 0;
  const autosave = {
    method: 'PUT',
    setupClient: (client) => {
      const person = people[next++ % people.length];
      client.setHeaders(person.headers);
      client.setBody(person.body);
    },
  };

  await measure('/healthz');
  const bare = await measure('/healthz');
  // A signed-in read of one small row (the user's bookmarks): what any signed-in call costs.
  const signedIn = await measure(API_PATHS.authenticatedBookmarks, {
    setupClient: (client) => client.setHeaders(people[next++ % people.length].headers),
  });
  await measure(API_PATHS.prepCheckSubmissions, { ...autosave, duration: 3 });
  const save = await measure(API_PATHS.prepCheckSubmissions, autosave);
  console.log(
    `bare route /healthz                          ${bare.rps.toFixed(0).padStart(6)} req/s, p99 ${bare.p99} ms`,
  );
  console.log(
    `GET ${API_PATHS.authenticatedBookmarks} (signed in) ${signedIn.rps.toFixed(0).padStart(6)} req/s, p99 ${signedIn.p99} ms, ratio ${(signedIn.rps / bare.rps).toFixed(2)}`,
  );
  console.log(
    `PUT /public/prep-check-submissions (autosave) ${save.rps.toFixed(0).padStart(6)} req/s, p99 ${save.p99} ms, ` +
      `ratio ${(save.rps / bare.rps).toFixed(2)}${save.errors ? `, errors or non-2xx: ${save.errors}` : ''}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
