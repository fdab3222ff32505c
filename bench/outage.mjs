/**
 * Saves while PostgreSQL goes away (issue 23 §12): signed-in people autosave a Prep Check,
 * submit it now and then, and bookmark hazards, one request at a time each, as the web app does
 * (a refused save is retried as the next revision). In the middle, PostgreSQL is restarted
 * (stopped, left down for a few seconds, started); later, the app's connections are terminated
 * from the database side. Then every save the server acknowledged with a 2xx is compared with
 * the database. Prints, per phase, the answers by status, whether every refusal was a 503 in the
 * error shape, the time from the database being back to the first acknowledged save, and the
 * number of acknowledged saves lost (the goal: 0). It passes or fails nothing, but exits 1 when
 * a save was lost or the server died, so a run can be scripted.
 *
 *   node --import tsx bench/outage.mjs
 *
 * It restarts the PostgreSQL server BENCH_DATABASE_URL names (on Debian, with pg_ctlcluster and
 * the server's own `cluster_name`, such as `15/main`), so run it as root on a machine where
 * nothing else is using that PostgreSQL. OUTAGE_SECONDS (default 5) is how long it stays down.
 */
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@prepwell/contract';
import { fixtureAnswersAtRevision } from '@prepwell/contract/testing';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { bookmarks, responses, submissions } from '../apps/api/src/db/schema.ts';
import { signInPeople } from './people.mjs';
import { adminQuery, LIMITS_LIFTED, percentile, startBenchServer } from './server.mjs';

const PEOPLE = 40;
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 5);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The Debian cluster behind BENCH_DATABASE_URL ("15/main"), to stop and start it.
const { rows } = await adminQuery('SHOW cluster_name');
const [version, cluster] = String(rows[0]?.cluster_name ?? '').split('/');
if (!version || !cluster)
  throw new Error('PostgreSQL has no cluster_name: cannot restart it with pg_ctlcluster');
const pgctl = (action, ...flags) =>
  execFileSync('pg_ctlcluster', [version, cluster, action, ...flags], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

// The server's warnings while the database is away are expected: only its errors are shown.
const server = await startBenchServer({
  name: 'outage',
  portBase: 21000,
  postgres: true,
  env: { ...LIMITS_LIFTED, LOG_LEVEL: 'error' },
});
const { origin } = server;
let exitCode = 0;

try {
  const hazardIds = (await (await fetch(`${origin}${API_PATHS.hazards}?lang=en`)).json()).hazards.map(
    (h) => h.id,
  );
  const people = (await signInPeople(server.databaseUrl, PEOPLE, 'outage')).map((person) => ({
    ...person,
    /** The newest acknowledged draft revision, and the acknowledged submissions by id. */
    draft: 0,
    submitted: new Map(),
    bookmarked: new Set(),
  }));

  let phase = 'before';
  const phases = new Map();
  const refusals = [];
  let back = null; // when the database was back, to time the first save after it
  let firstSaveAfter = null;
  const count = (status) => {
    const byStatus = phases.get(phase) ?? new Map();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    phases.set(phase, byStatus);
  };
  const send = async (person, method, path, body) => {
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { cookie: person.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => null);
      count(res.status);
      if (res.ok) {
        if (back && firstSaveAfter === null) firstSaveAfter = Date.now() - back;
        return answer ?? {};
      }
      refusals.push({ status: res.status, code: answer?.error?.code, message: answer?.error?.message });
    } catch (error) {
      count(`no answer (${error.cause?.code ?? error.message})`);
    }
    return null;
  };

  let running = true;
  const latencies = [];
  const person = async (p) => {
    for (let turn = 1, revision = 0; running; turn += 1) {
      const started = Date.now();
      revision += 1;
      if (turn % 5 === 0 && turn % 10 !== 0) {
        const hazardId = hazardIds[(turn / 5) % hazardIds.length];
        if (await send(p, 'POST', API_PATHS.bookmark, { hazard_id: hazardId })) p.bookmarked.add(hazardId);
      } else {
        // An autosave, or every tenth turn a submission (the draft becomes it), with this revision's answers.
        const status = turn % 10 === 0 ? 'SUBMITTED' : 'DRAFT';
        const body = {
          prep_check_id: 901,
          status,
          revision,
          submitted_responses: fixtureAnswersAtRevision(revision),
        };
        const saved = await send(p, 'POST', API_PATHS.prepCheckSubmissions, body);
        if (saved && status === 'DRAFT') p.draft = revision;
        if (saved?.id && status === 'SUBMITTED') p.submitted.set(saved.id, revision);
      }
      latencies.push(Date.now() - started);
      await sleep(50);
    }
  };
  const load = people.map(person);

  const outage = async (name, cut) => {
    await sleep(10_000);
    phase = name;
    back = null;
    firstSaveAfter = null;
    await cut();
    back = Date.now();
    phase = `after ${name}`;
    for (let i = 0; firstSaveAfter === null && i < 600; i += 1) await sleep(50);
    console.log(
      `  ${name}: the first acknowledged save came ${firstSaveAfter === null ? 'never (30 s)' : `${firstSaveAfter} ms`} after the database was back`,
    );
  };
  console.log(
    `\n## Saves while PostgreSQL goes away: ${PEOPLE} signed-in people, cluster ${version}/${cluster}`,
  );
  await outage('restart', async () => {
    pgctl('stop', '-m', 'fast');
    await sleep(OUTAGE_SECONDS * 1000);
    pgctl('start');
  });
  await outage('connections terminated', async () => {
    await adminQuery(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [server.databaseName],
    );
  });
  await sleep(10_000);
  running = false;
  await Promise.all(load);

  for (const [name, byStatus] of phases) {
    console.log(`  ${name.padEnd(26)} ${[...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ')}`);
  }
  const shapeless = refusals.filter((r) => r.status !== 503 || r.code !== 'SERVICE_UNAVAILABLE');
  console.log(
    `  refusals: ${refusals.length}, of which not a 503 SERVICE_UNAVAILABLE: ${shapeless.length}` +
      (shapeless.length ? ` (${JSON.stringify(shapeless.slice(0, 3))})` : ''),
  );
  console.log(
    `  one save's round trip: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`,
  );
  const alive =
    server.alive() &&
    (await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    ));
  console.log(`  server process alive and ready: ${alive ? 'yes' : 'NO'}`);

  // Every acknowledged save against the database.
  let acknowledged = 0;
  const lost = [];
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  for (const p of people) {
    const stored = await database.db.select().from(submissions).where(eq(submissions.userId, p.userId));
    const answers = await database.db.select().from(responses).where(eq(responses.userId, p.userId));
    const answerOf = new Map(answers.map((row) => [row.submissionId, row.userAnswer]));
    const draft = stored.find((row) => row.status === 'DRAFT');
    const newestSubmission = Math.max(0, ...p.submitted.values());
    if (p.draft) {
      acknowledged += 1;
      // The newest acknowledged draft is stored, or a submission acknowledged after it took its place.
      if (!(newestSubmission > p.draft || (draft && draft.revision >= p.draft)))
        lost.push(`person ${p.userId}: draft revision ${p.draft}`);
    }
    // Only the newest 20 submissions of a check are kept (issue 23 §7): each of those, with its answers.
    const kept = [...p.submitted].sort((a, b) => b[1] - a[1]).slice(0, 20);
    for (const [id, revision] of kept) {
      acknowledged += 1;
      const row = stored.find((s) => s.id === id);
      // jsonb keeps keys in its own order: the answers are compared as values, not as text.
      const same = isDeepStrictEqual(answerOf.get(id), fixtureAnswersAtRevision(revision)[0].user_answer);
      if (!row || row.status !== 'SUBMITTED' || !same)
        lost.push(`person ${p.userId}: submission ${id} (revision ${revision})`);
    }
    const marked = await database.db.select().from(bookmarks).where(eq(bookmarks.userId, p.userId));
    const markedIds = new Set(marked.map((row) => row.hazardId));
    for (const hazardId of p.bookmarked) {
      acknowledged += 1;
      if (!markedIds.has(hazardId)) lost.push(`person ${p.userId}: bookmark ${hazardId}`);
    }
  }
  await database.close();
  console.log(
    `  acknowledged saves checked: ${acknowledged}, lost: ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join('; ')})` : ''}`,
  );
  if (lost.length || !alive) exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
