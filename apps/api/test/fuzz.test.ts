import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, IDENTITY_PATHS, errorBodySchema } from '@prepwell/contract';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

/**
 * Property: whatever arrives at any route (path, query, body, content type, signed in or not),
 * the server answers, and never with a 5xx; API answers of 4xx are in the contract's error shape.
 */
const API_ROUTES = [
  ...new Set([
    ...Object.values(API_PATHS),
    // Real ids and names of the fixture pack, so the handlers behind the patterns run too.
    '/public/guide/hazard/904',
    '/public/guide/hazard/by-slug/fixture-earthquake',
    '/pdf/fixture-flood.en.pdf',
    '/s/904',
  ]),
];
const PROVIDER_ROUTES = [
  ...Object.values(IDENTITY_PATHS).filter((path) => path !== IDENTITY_PATHS.pages),
  `${IDENTITY_PATHS.interaction}/some-uid/login`,
  `${IDENTITY_PATHS.interaction}/some-uid/signup`,
  `${IDENTITY_PATHS.account}/name`,
  `${IDENTITY_PATHS.account}/password`,
  `${IDENTITY_PATHS.mount}/auth`,
  `${IDENTITY_PATHS.mount}/token`,
  `${IDENTITY_PATHS.mount}/me`,
  `${IDENTITY_PATHS.mount}/session/end`,
  `${IDENTITY_PATHS.mount}/.well-known/openid-configuration`,
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '%',
    '%ff',
    '../..',
    '\\',
    '//evil.example',
    '0',
    '-1',
    'null',
    '[]',
    '{}',
    'ü',
    '中文',
  ),
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'callback',
        'lang',
        'languages',
        'query',
        'token',
        'return_to',
        'state',
        'code',
        'v',
        'x',
      ),
      text,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue().map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  fc.record({ kind: text, message: text, email: text }).map((value) => ({
    type: 'application/json',
    payload: JSON.stringify(value),
  })),
  text.map((value) => ({ type: 'application/json', payload: value })),
  fc.dictionary(fc.constantFrom('email', 'password', 'given_name', 'terms', 'x'), text).map((value) => ({
    type: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(value).toString(),
  })),
  text.map((value) => ({ type: 'multipart/form-data; boundary=fuzz', payload: `--fuzz\r\n${value}` })),
  fc
    .tuple(fc.constantFrom('profile', 'note', ''), fc.boolean(), text, fc.boolean())
    .map(([name, isFile, value, closed]) => ({
      type: 'multipart/form-data; boundary=fuzz',
      payload:
        `--fuzz\r\nContent-Disposition: form-data; name="${name}"${isFile ? '; filename="a.png"' : ''}\r\n\r\n` +
        `${value}${closed ? '\r\n--fuzz--\r\n' : ''}`,
    })),
  text.map((value) => ({ type: 'text/plain', payload: value })),
);
const request = fc.record({
  path: fc.oneof(
    fc.constantFrom(...API_ROUTES, ...PROVIDER_ROUTES),
    // Any text as one more path segment, encoded as a browser would…
    fc.constantFrom(...API_ROUTES).chain((p) => text.map((t) => `${p}/${encodeURIComponent(t)}`)),
    // …and raw bytes that are not valid percent-encoding.
    fc
      .tuple(
        fc.constantFrom(...API_ROUTES, ...PROVIDER_ROUTES),
        fc.constantFrom('%ff', '%E0%A4%A', '%', '%C0%AF', '%00'),
      )
      .map(([p, raw]) => `${p}/${raw}`),
  ),
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
  query,
  body,
  signedIn: fc.boolean(),
});

describe('every route, any input', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEEDBACK_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' } });
    ({ cookie } = await signInAs(t.database, { subject: 'fuzz', firstName: 'Fuzz' }));
  });
  afterAll(async () => t.close());

  it('never answers 5xx, and API errors keep the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ path, method, query, body, signedIn }) => {
        // DELETE /public/profile would end the signed-in fuzz user; its own test covers it.
        if (method === 'DELETE' && path === API_PATHS.profile && signedIn) return;
        const res = await t.app.inject({
          method,
          url: `${path}${query}`,
          headers: {
            ...(signedIn ? { cookie } : {}),
            ...(body ? { 'content-type': body.type } : {}),
          },
          ...(body ? { payload: body.payload } : {}),
        });
        expect(res.statusCode, `${method} ${path}${query}`).toBeLessThan(500);
        const isApi = path.startsWith('/public/') || path.startsWith('/self-service/');
        const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
        if (isApi && res.statusCode >= 400 && method !== 'HEAD' && isJson) {
          expect(errorBodySchema.safeParse(res.json()).success, `${method} ${path}: ${res.body}`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never answers 5xx to a signed-in person writing anything to the calls that write', async () => {
    const writes = fc.record({
      path: fc.constantFrom(API_PATHS.feedback, API_PATHS.profile, API_PATHS.profilePicture),
      method: fc.constantFrom('POST', 'PUT'),
      body,
    });
    await fc.assert(
      fc.asyncProperty(writes, async ({ path, method, body }) => {
        const res = await t.app.inject({
          method,
          url: path,
          headers: { cookie, ...(body ? { 'content-type': body.type } : {}) },
          ...(body ? { payload: body.payload } : {}),
        });
        expect(res.statusCode, `${method} ${path} ${body?.type}: ${body?.payload}`).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  });
});
