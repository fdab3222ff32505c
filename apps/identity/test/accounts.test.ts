import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  deleteAccount,
  EmailTakenError,
  findAccount,
  signUpSchema,
  verifyLogin,
} from '../src/accounts.js';
import { createTestDatabase, type TestDatabase } from './database.js';

describe('bundled identity provider accounts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const form = {
    given_name: 'Ada',
    family_name: 'Lovelace',
    email: 'Ada@Example.org ',
    password: 'analytical engine',
    terms: 'on',
  };

  it('refuses sign-up without the terms checkbox, naming each problem', () => {
    const result = signUpSchema.safeParse({ ...form, terms: undefined, email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['terms_required', 'email_invalid', 'password_too_short']),
    );
  });

  it('refuses a password of 15 characters or more that anyone could guess (NIST 800-63B-4)', () => {
    const refused = (password: string) =>
      signUpSchema.safeParse({ ...form, password }).error?.issues.map((issue) => issue.message) ?? [];
    // Common, a keyboard walk, a sequence, a repeat, or the person's own name and email.
    for (const password of [
      'passwordpassword',
      'qwertyuiopasdfgh',
      '123456789012345',
      'aaaaaaaaaaaaaaaa',
      'AdaLovelaceAdaLovelace',
      'ada@example.org1',
      'prepwellprepwell',
    ]) {
      expect(refused(password), password).toEqual(['password_guessable']);
    }
    expect(refused('short')).toEqual(['password_too_short']);
    // Unrelated words pass, with spaces and in any script.
    for (const password of [
      'analytical engine',
      'river kettle lantern',
      'きのうの雨と青い傘と黒い猫が好き',
    ]) {
      expect(refused(password), password).toEqual([]);
    }
  });

  it('signs up with a scrypt hash and a lower-cased email, once per email', async () => {
    const account = await createAccount(database.db, signUpSchema.parse(form));
    expect(account.email).toBe('ada@example.org');
    expect(account.passwordHash).toMatch(/^scrypt\$/);
    expect(account.passwordHash).not.toContain('analytical');
    await expect(createAccount(database.db, signUpSchema.parse(form))).rejects.toBeInstanceOf(
      EmailTakenError,
    );
  });

  it('logs in with the right password only, with one answer for unknown emails', async () => {
    expect((await verifyLogin(database.db, 'ADA@example.org', 'analytical engine'))?.givenName).toBe('Ada');
    expect(await verifyLogin(database.db, 'ada@example.org', 'difference engine')).toBeNull();
    expect(await verifyLogin(database.db, 'nobody@example.org', 'analytical engine')).toBeNull();
  });

  it('finds and deletes accounts by id', async () => {
    const account = await verifyLogin(database.db, 'ada@example.org', 'analytical engine');
    expect(await findAccount(database.db, account!.id)).toMatchObject({ email: 'ada@example.org' });
    expect(await findAccount(database.db, 'not-an-id')).toBeNull();
    await deleteAccount(database.db, account!.id);
    expect(await findAccount(database.db, account!.id)).toBeNull();
  });
});
