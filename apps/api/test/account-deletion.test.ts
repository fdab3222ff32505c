import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createAccount, identityAccounts, oidcPayloads } from '@prepwell/identity';
import { profilePictures, sessions, users } from '../src/db/schema.js';
import { createSession } from '../src/plugins/session.js';
import { deleteUser } from '../src/modules/account/repository.js';
import { SESSION_COOKIE } from '@prepwell/contract';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(file: Buffer) {
  const boundary = '----prepwell-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profile"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('deleting an account', () => {
  let t: TestApp;
  const embeddedIssuer = 'http://localhost:8080/auth';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const del = (cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: '/public/profile',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const profile = (cookie: string) => t.app.inject({ url: '/public/profile', headers: { cookie } });

  it('answers 401 to anonymous calls', async () => {
    const res = await del();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a deletion sent from another site', async () => {
    const eve = await signInAs(t.database, { subject: 'eve', firstName: 'Eve' });
    const res = await del(eve.cookie, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await profile(eve.cookie)).statusCode).toBe(200);
  });

  it('removes the user, every row that references them and the bundled provider account', async () => {
    const account = await createAccount(t.database.db, {
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical engine',
      terms: 'on',
    });
    // Something the provider keeps for the account (a provider session).
    await t.database.db.insert(oidcPayloads).values({
      model: 'Session',
      id: 'ada-provider-session',
      payload: { accountId: account.id, exp: Math.floor(Date.now() / 1000) + 3600 },
    });
    const ada = await signInAs(t.database, { subject: account.id, firstName: 'Ada', issuer: embeddedIssuer });
    const second = await createSession(t.database.db, ada.user.id);
    const grace = await signInAs(t.database, {
      subject: 'grace',
      firstName: 'Grace',
      issuer: embeddedIssuer,
    });

    const { body, contentType } = multipart(PNG);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/public/profile/profile-picture',
      payload: body,
      headers: { cookie: ada.cookie, 'content-type': contentType },
    });
    expect(upload.statusCode).toBe(201);

    const res = await del(ada.cookie);
    expect(res.statusCode).toBe(204);
    const cleared = res.headers['set-cookie'] as string[];
    expect(cleared.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(cleared.some((c) => c.startsWith('prepwell_signed_in=;'))).toBe(true);

    // Neither of Ada's sessions opens anything any more.
    expect((await profile(ada.cookie)).statusCode).toBe(401);
    expect((await profile(`${SESSION_COOKIE}=${second.token}`)).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, ada.user.id))).toHaveLength(0);
    expect(
      await db.select().from(profilePictures).where(eq(profilePictures.userId, ada.user.id)),
    ).toHaveLength(0);
    expect(await db.select().from(identityAccounts).where(eq(identityAccounts.id, account.id))).toHaveLength(
      0,
    );
    expect(
      await db
        .select()
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${account.id}`),
    ).toHaveLength(0);

    // Somebody else is untouched.
    expect((await profile(grace.cookie)).json().first_name).toBe('Grace');
  });

  it('deletes the user and the sign-in account in one transaction: neither goes alone', async () => {
    const kept = await signInAs(t.database, { subject: 'kept', firstName: 'Kept' });
    const failingProviderDelete = async () => {
      throw new Error('the provider could not delete the account');
    };
    await expect(deleteUser(t.database.db, kept.user, failingProviderDelete)).rejects.toThrow(/provider/);
    expect((await profile(kept.cookie)).json().first_name).toBe('Kept');
  });

  it('has every user-owned table reference users(id) ON DELETE CASCADE', async () => {
    const result = await t.database.db.execute(sql`
      select c.table_name,
        exists (
          select 1 from pg_constraint con
          join pg_class t on t.oid = con.conrelid
          join pg_class r on r.oid = con.confrelid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = any (con.conkey)
          where con.contype = 'f' and con.confdeltype = 'c' and r.relname = 'users'
            and t.relname = c.table_name and a.attname = 'user_id'
        ) as cascades
      from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'user_id'
      order by c.table_name`);
    const rows = (result as unknown as { rows: { table_name: string; cascades: boolean }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row, row.table_name).toMatchObject({ cascades: true });
  });
});
