/**
 * An hour of load (issue 23 §14): what real readers do, mixed, at 100 connections against one
 * server on PostgreSQL with the shipped content pack: server-rendered pages in several
 * languages, the guide API, search, crisis options, starting a sign-in, and signed-in people
 * autosaving a Prep Check and bookmarking. Every minute it prints requests/s, p50/p99 (all, and
 * cached pages alone), answers by status and the server's memory (RSS); at the end, the memory
 * of the last 10 minutes against the first 10 after warm-up. It passes or fails nothing.
 *
 *   npm run bench:load                      # 10 minutes
 *   LOAD_MINUTES=60 npm run bench:load      # the hour
 *   LOAD_RATE=1800 npm run bench:load       # at most 1,800 requests/s in all (as fast as it can otherwise)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL
 * server; a database of its own is created and dropped. All load comes from this one address, so
 * the per-client and per-account limits are lifted for the server under test (real readers come
 * from many addresses; those limits have their own tests).
 */
import autocannon from 'autocannon';
import { API_PATHS } from '@prepwell/contract';
import { signInPeople } from './people.mjs';
import { LIMITS_LIFTED, percentile, SHIPPED_PACK, startBenchServer } from './server.mjs';

const minutes = Number(process.env.LOAD_MINUTES ?? 10);
/** A ceiling on requests/s over all connections, shared in proportion to them; none by default. */
const rate = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : undefined;
const CONNECTIONS = 100;
const WARM_UP_MINUTES = Math.min(2, Math.max(0, minutes - 1));
const server = await startBenchServer({
  name: 'load',
  portBase: 20000,
  contentDir: SHIPPED_PACK,
  postgres: true,
  env: LIMITS_LIFTED,
});
const { origin, rssMb } = server;

try {
  // Signed-in people: one per autosave and bookmark connection, each with their own draft.
  const check = await (await fetch(`${origin}${API_PATHS.prepCheck.replace(':id', '1')}`)).json();
  const first = check.questions.find((q) => q.question_type === 'Checkboxes');
  const answers = (revision) => [
    {
      question_id: first.question_id ?? first.id,
      user_answer: first.options
        .slice(0, 1 + (revision % 2))
        .map((o) => ({ answer_id: o.id, answer: { id: o.id, checked: true } })),
    },
  ];
  const people = await signInPeople(server.databaseUrl, 30, 'load');
  const hazards = (await (await fetch(`${origin}${API_PATHS.hazards}?lang=en`)).json()).hazards;

  const pages = [
    '/',
    '/hazards',
    '/hazards/earthquake',
    '/hazards/flood?lang=es',
    '/hazards/wildfire?lang=fr&stage=During',
    '/emergency-help',
    '/emergency-help?lang=ja',
    '/prep-checks?lang=de',
    '/settings/faq?lang=zh',
    '/hazards/hurricane?lang=ru',
  ];
  const api = [
    `${API_PATHS.hazards}?lang=en`,
    `${API_PATHS.hazards}?lang=es`,
    `${API_PATHS.hazardBySlug.replace(':slug', 'earthquake')}?lang=fr`,
    `${API_PATHS.hazardBySlug.replace(':slug', 'heat-stroke')}?lang=en`,
    `${API_PATHS.hazardSearch}?query=flood`,
    `${API_PATHS.hazardSearch}?query=smoke`,
    `${API_PATHS.crisisSupportOptions}?lang=en`,
    `${API_PATHS.crisisSupportOptions}?lang=es`,
    API_PATHS.trendingHazards,
    API_PATHS.prepChecks,
  ];
  const html = { accept: 'text/html', 'accept-encoding': 'br' };
  let nextPerson = 0;
  const groups = [
    {
      name: 'pages',
      connections: 35,
      requests: pages.map((path) => ({ method: 'GET', path, headers: html })),
    },
    { name: 'api', connections: 35, requests: api.map((path) => ({ method: 'GET', path })) },
    {
      name: 'sign-in starts',
      connections: 5,
      requests: [{ method: 'GET', path: `${API_PATHS.authLogin}?callback=/prep-checks` }],
    },
    {
      name: 'autosaves',
      connections: 15,
      requests: [
        {
          method: 'POST',
          path: API_PATHS.prepCheckSubmissions,
          setupRequest: (request, context) => {
            context.person ??= people[nextPerson++ % people.length];
            context.revision = (context.revision ?? 0) + 1;
            const status = context.revision % 20 === 0 ? 'SUBMITTED' : 'DRAFT';
            return {
              ...request,
              headers: { cookie: context.person.cookie, 'content-type': 'application/json' },
              body: JSON.stringify({
                prep_check_id: check.id,
                status,
                revision: context.revision,
                submitted_responses: answers(context.revision),
              }),
            };
          },
        },
      ],
    },
    {
      name: 'bookmarks',
      connections: 10,
      requests: [
        {
          method: 'POST',
          path: API_PATHS.bookmark,
          setupRequest: (request, context) => {
            context.person ??= people[nextPerson++ % people.length];
            context.hazard = hazards[(context.turn = (context.turn ?? 0) + 1) % hazards.length].id;
            return {
              ...request,
              headers: { cookie: context.person.cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ hazard_id: context.hazard }),
            };
          },
        },
        {
          method: 'GET',
          path: API_PATHS.authenticatedBookmarks,
          setupRequest: (request, context) => ({ ...request, headers: { cookie: context.person.cookie } }),
        },
      ],
    },
  ];

  // One minute's figures, per group and overall.
  const fresh = () => ({
    latencies: [],
    pageLatencies: [],
    statuses: new Map(),
    count: 0,
    groups: new Map(),
  });
  let window = fresh();
  const record = (group, status, latency) => {
    window.count += 1;
    window.latencies.push(latency);
    if (group === 'pages') window.pageLatencies.push(latency);
    const key = `${status}`;
    window.statuses.set(key, (window.statuses.get(key) ?? 0) + 1);
    const g = window.groups.get(group) ?? { latencies: [], bad: new Map() };
    g.latencies.push(latency);
    if (!/^2\d\d$/.test(key)) g.bad.set(key, (g.bad.get(key) ?? 0) + 1);
    window.groups.set(group, g);
  };
  const memory = [];
  const totals = new Map();
  const started = Date.now();
  const report = setInterval(() => {
    const minute = Math.round((Date.now() - started) / 60_000);
    const mb = rssMb();
    memory.push({ minute, mb });
    for (const [status, n] of window.statuses) totals.set(status, (totals.get(status) ?? 0) + n);
    const byStatus = [...window.statuses].map(([s, n]) => `${s}: ${n}`).join(', ');
    console.log(
      `minute ${String(minute).padStart(2)}: ${(window.count / 60).toFixed(0).padStart(5)} req/s, ` +
        `p50 ${percentile(window.latencies, 50)} ms, p99 ${percentile(window.latencies, 99)} ms; ` +
        `cached pages p50 ${percentile(window.pageLatencies, 50)} ms, p99 ${percentile(window.pageLatencies, 99)} ms; ` +
        `${byStatus}; server memory ${mb.toFixed(0)} MB`,
    );
    for (const [group, g] of window.groups) {
      const bad = [...g.bad].map(([st, n]) => `${st}: ${n}`).join(', ');
      console.log(
        `    ${group.padEnd(15)} ${(g.latencies.length / 60).toFixed(0).padStart(5)} req/s, p50 ${percentile(g.latencies, 50)} ms, ` +
          `p99 ${percentile(g.latencies, 99)} ms${bad ? `; not 2xx: ${bad}` : ''}`,
      );
    }
    window = fresh();
  }, 60_000);

  console.log(
    `\n## ${minutes} minutes of mixed load, ${CONNECTIONS} connections${rate ? ` at most ${rate} req/s` : ''} (shipped pack, PostgreSQL); ` +
      `server memory at idle ${rssMb().toFixed(0)} MB`,
  );
  const runs = groups.map(
    (group) =>
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: origin,
            connections: group.connections,
            duration: minutes * 60,
            ...(rate
              ? { overallRate: Math.max(1, Math.round((rate * group.connections) / CONNECTIONS)) }
              : {}),
            requests: group.requests,
            ...(group.setupClient ? { setupClient: group.setupClient } : {}),
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on('response', (_client, statusCode, _bytes, responseTime) =>
          record(group.name, statusCode, Math.round(responseTime)),
        );
        instance.on('reqError', () => record(group.name, 'error', 0));
      }),
  );
  const results = await Promise.all(runs);
  clearInterval(report);
  // The last part-minute too, so the totals count every answer.
  for (const [status, n] of window.statuses) totals.set(status, (totals.get(status) ?? 0) + n);

  const all = results.reduce((sum, r) => sum + r.requests.total, 0);
  const unexpected = [...totals].filter(([status]) => !/^2\d\d$/.test(status));
  console.log(`\n## Totals: ${all} requests, ${(all / (minutes * 60)).toFixed(0)} req/s`);
  console.log(`  answers by status: ${[...totals].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`  not 2xx: ${unexpected.reduce((sum, [, n]) => sum + n, 0)}`);
  // autocannon's own count, as a check on the tally above.
  const failedByAutocannon = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  console.log(`  not 2xx, errors or timeouts by autocannon's count: ${failedByAutocannon}`);
  const after = memory.filter((m) => m.minute > WARM_UP_MINUTES);
  if (after.length >= 2) {
    const span = Math.min(10, Math.floor(after.length / 2));
    const mean = (list) => list.reduce((sum, m) => sum + m.mb, 0) / list.length;
    const early = mean(after.slice(0, span));
    const late = mean(after.slice(-span));
    console.log(
      `  server memory after warm-up: first ${span} min ${early.toFixed(0)} MB, last ${span} min ${late.toFixed(0)} MB ` +
        `(${(((late - early) / early) * 100).toFixed(1)} %)`,
    );
  }
} finally {
  await server.stop();
}
