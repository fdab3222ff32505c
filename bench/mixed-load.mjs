/**
 * The mixed load of real readers (issue 23 §14), shared by `bench:load` (an hour of it) and the
 * memory bench (a minute of it): server-rendered pages in several languages, the guide API,
 * search, crisis options, starting a sign-in, and signed-in people autosaving a Prep Check and
 * bookmarking, at 100 connections in all. `run` drives it with autocannon and reports every
 * answer to `onAnswer(group, status, latencyMs)`.
 */
import autocannon from 'autocannon';
import { API_PATHS } from '@prepwell/contract';
import { checked } from '@prepwell/contract/testing';
import { signInPeople } from './people.mjs';

export const CONNECTIONS = 100;

/**
 * The request groups for a server at `origin` whose PostgreSQL database is `databaseUrl`. Without
 * one (the embedded database, which a bench cannot reach from outside), readers only: the signed-in
 * groups' connections go to pages and the API.
 */
export async function mixedLoadGroups(origin, databaseUrl) {
  // Signed-in people: one per autosave and bookmark connection, each with their own draft.
  const check = await (await fetch(`${origin}${API_PATHS.prepCheck.replace(':id', '1')}`)).json();
  const first = check.questions.find((q) => q.question_type === 'Checkboxes');
  const answers = (revision) => [
    {
      question_id: first.question_id ?? first.id,
      user_answer: first.options.slice(0, 1 + (revision % 2)).map((o) => checked(o.id)),
    },
  ];
  const people = databaseUrl ? await signInPeople(databaseUrl, 30, 'load') : [];
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
  const readersOnly = people.length === 0;
  const groups = [
    {
      name: 'pages',
      connections: readersOnly ? 50 : 35,
      requests: pages.map((path) => ({ method: 'GET', path, headers: html })),
    },
    {
      name: 'api',
      connections: readersOnly ? 45 : 35,
      requests: api.map((path) => ({ method: 'GET', path })),
    },
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
  return readersOnly ? groups.filter((group) => !['autosaves', 'bookmarks'].includes(group.name)) : groups;
}

/**
 * Runs the groups for `seconds` (at most `rate` requests/s in all, shared in proportion to the
 * connections, when given) and resolves with autocannon's results, one per group.
 */
export function runMixedLoad(origin, groups, { seconds, rate, onAnswer }) {
  return Promise.all(
    groups.map(
      (group) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            {
              url: origin,
              connections: group.connections,
              duration: seconds,
              ...(rate
                ? { overallRate: Math.max(1, Math.round((rate * group.connections) / CONNECTIONS)) }
                : {}),
              requests: group.requests,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) =>
            onAnswer(group.name, statusCode, Math.round(responseTime)),
          );
          instance.on('reqError', () => onAnswer(group.name, 'error', 0));
        }),
    ),
  );
}
