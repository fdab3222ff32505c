/**
 * Start-up and memory (issue 25 §2): the server as `npm start` runs it (built to JavaScript, ADR
 * 031) against the same server run through tsx, measured in the same run, with the shipped pack.
 *   - start to ready on a fresh PostgreSQL database (migrations and the content load included);
 *   - resident memory (RSS) at idle: 45 s after one page was rendered;
 *   - RSS under the mixed load of `bench:load` (100 connections) for MEMORY_LOAD_SECONDS (60);
 *   - the same on the embedded PGlite (readers only: a bench cannot reach its database).
 * Prints each figure against its goal; passes or fails nothing.
 *
 *   node --import tsx bench/memory.mjs       # or as part of `npm run bench`
 */
import { CONNECTIONS, mixedLoadGroups, runMixedLoad } from './mixed-load.mjs';
import { LIMITS_LIFTED, SHIPPED_PACK, startBenchServer } from './server.mjs';

const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 60);
// V8 gives back the start-up's garbage some 30 s after the server goes quiet (its memory reducer).
const IDLE_SECONDS = 45;
const GOALS = { startMs: 3000, idlePg: 200, loadPg: 350, pglite: 400 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Start, idle, then load one server; every figure in ms or MB. */
async function measure({ runtime, postgres }) {
  const server = await startBenchServer({
    name: `memory-${runtime}-${postgres ? 'pg' : 'pglite'}`,
    portBase: 23000,
    contentDir: SHIPPED_PACK,
    postgres,
    runtime,
    env: LIMITS_LIFTED,
  });
  try {
    // Idle: one reader first (the first page render loads what every render needs), then quiet.
    await fetch(`${server.origin}/hazards/earthquake`, { headers: { accept: 'text/html' } });
    await sleep(IDLE_SECONDS * 1000);
    const idle = server.rssMb();
    const groups = await mixedLoadGroups(server.origin, server.databaseUrl);
    let peak = idle;
    let answers = 0;
    let notOk = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 500);
    await runMixedLoad(server.origin, groups, {
      seconds: LOAD_SECONDS,
      onAnswer: (_group, status) => {
        answers += 1;
        if (!/^2\d\d$/.test(String(status))) notOk += 1;
      },
    });
    clearInterval(sampler);
    return { readyMs: server.readyMs, idle, peak, end: server.rssMb(), answers, notOk };
  } finally {
    await server.stop();
  }
}

const mb = (value) => `${value.toFixed(0)} MB`;
const against = (value, goal) => `${value <= goal ? 'within' : 'OVER'} the goal of ${goal}`;

console.log(
  `\n## Start-up and memory (shipped pack; load: ${CONNECTIONS} connections of mixed readers for ${LOAD_SECONDS} s)`,
);
const rows = [
  ['tsx (before ADR 031), PostgreSQL', { runtime: 'tsx', postgres: true }],
  ['built JavaScript, PostgreSQL', { runtime: 'bundle', postgres: true }],
  ['built JavaScript, embedded PGlite', { runtime: 'bundle', postgres: false }],
];
const results = [];
for (const [label, options] of rows) {
  const r = await measure(options);
  results.push(r);
  console.log(
    `  ${label.padEnd(36)} ready ${(r.readyMs / 1000).toFixed(2)} s; RSS idle ${mb(r.idle)}, ` +
      `under load peak ${mb(r.peak)} (end ${mb(r.end)}); ${r.answers} answers, ${r.notOk} not 2xx`,
  );
}
const [tsx, pg, pglite] = results;
console.log(
  `  built vs tsx on PostgreSQL: start ${(pg.readyMs / tsx.readyMs).toFixed(2)}×, idle ${(pg.idle / tsx.idle).toFixed(2)}×, ` +
    `peak ${(pg.peak / tsx.peak).toFixed(2)}×`,
);
console.log(
  `  start to ready on a fresh PostgreSQL: ${(pg.readyMs / 1000).toFixed(2)} s, ${against(pg.readyMs, GOALS.startMs)} ms`,
);
console.log(`  idle on PostgreSQL: ${mb(pg.idle)}, ${against(pg.idle, GOALS.idlePg)} MB`);
console.log(`  under load on PostgreSQL: ${mb(pg.peak)}, ${against(pg.peak, GOALS.loadPg)} MB`);
console.log(`  on PGlite (peak): ${mb(pglite.peak)}, ${against(pglite.peak, GOALS.pglite)} MB`);
