import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_COOKIE } from '@prepwell/contract';
import { createSession } from '../src/plugins/session.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

/**
 * Signed-in writes are limited per account (issue 23 §7): ACCOUNT_WRITE_RATE_LIMIT a minute over
 * every write route, whatever session or address they come from; reads are not counted.
 */
describe('writes per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCOUNT_WRITE_RATE_LIMIT: '6' } });
  });
  afterAll(async () => t.close());

  const bookmark = (cookie: string, hazardId: number, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.bookmark,
      payload: { hazard_id: hazardId },
      headers: { cookie },
      remoteAddress,
    });

  it('refuses the write past the allowance with 429 and Retry-After, across sessions and routes', async () => {
    const ada = await signInAs(t.database, { subject: 'ada-writes' });
    const second = `${SESSION_COOKIE}=${(await createSession(t.database.db, ada.user.id)).token}`;
    const statuses = [
      (await bookmark(ada.cookie, 901)).statusCode,
      (await bookmark(second, 902, '10.9.0.2')).statusCode,
      (
        await t.app.inject({
          method: 'PATCH',
          url: API_PATHS.profile,
          payload: { first_name: 'Ada' },
          headers: { cookie: second },
        })
      ).statusCode,
    ];
    for (let i = 0; i < 3; i++) statuses.push((await bookmark(ada.cookie, 901)).statusCode);
    // Six writes, whatever each answered (a repeated bookmark is a 409): none refused for the rate.
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await bookmark(second, 903, '10.9.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is not writing.
    expect((await t.app.inject({ url: API_PATHS.profile, headers: { cookie: second } })).statusCode).toBe(
      200,
    );
    // Another account has its own allowance.
    const bob = await signInAs(t.database, { subject: 'bob-writes' });
    expect((await bookmark(bob.cookie, 901)).statusCode).toBe(201);
  });
});
