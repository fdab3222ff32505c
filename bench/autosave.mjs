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
import autocannon from 'autocannon';
import { API_PATHS } from '@prepwell/contract';
import { checked, ordered, placed } from '@prepwell/contract/testing';
import { signInPeople } from './people.mjs';
import { LIMITS_LIFTED, startBenchServer } from './server.mjs';

const CONNECTIONS = 20;
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

// Twenty people write far more often than a person does: the per-account write limit is lifted.
const server = await startBenchServer({
  name: 'autosave',
  portBase: 19000,
  postgres: true,
  env: LIMITS_LIFTED,
});
const origin = server.origin;

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
  // Twenty people, each autosaving their own draft (one connection each).
  const people = [];
  for (const { cookie } of await signInPeople(server.databaseUrl, CONNECTIONS, 'autosave')) {
    const headers = { cookie, 'content-type': 'application/json' };
    const created = await fetch(`${origin}${API_PATHS.prepCheckSubmissions}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(draft),
    });
    if (created.status !== 201) throw new Error(`the first save answered ${created.status}`);
    const { id } = await created.json();
    people.push({ headers, body: JSON.stringify({ ...draft, id }) });
  }
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
  await server.stop();
}
