import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('POST /public/feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEEDBACK_RATE_LIMIT: '3' } });
  });
  afterAll(async () => t.close());

  it('stores a message and answers 201 with its id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/feedback',
      payload: {
        kind: 'request-hazard',
        message: 'Please add sinkholes.',
        email: 'a@example.org',
        language: 'es',
      },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(feedback);
    expect(rows).toEqual([
      expect.objectContaining({
        id: res.json().id,
        kind: 'request-hazard',
        message: 'Please add sinkholes.',
        language: 'es',
      }),
    ]);
  });

  it('says which fields are wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/feedback',
      payload: { kind: 'complaint', message: '   ', email: 'not-an-email', extra: 1 },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.kind', 'body.message', 'body.email']));
  });

  it('limits how often one client can send', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/public/feedback',
        payload: { kind: 'general', message: 'Thanks!' },
        remoteAddress: '10.0.0.3',
      });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await send()).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const limited = await send();
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
