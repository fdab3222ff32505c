import { IDENTITY_PATHS } from '@prepwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createAccount,
  findAccount,
  signUpSchema,
  verifyLogin,
  type IdentityAccount,
} from '../src/accounts.js';
import { oidcPayloads } from '../src/db/schema.js';
import { browser, type Browser } from './browser.js';
import { APP_ORIGIN, signUpAtProvider, startTestProvider, type TestProvider } from './provider.js';

const CROSS_SITE = 'This form can only be sent from Prepwell itself.';
const LOG_IN_FIRST = 'Please log in to Prepwell first';

describe('manage-account page of the bundled provider (/identity/account)', () => {
  let provider: TestProvider;
  let person: Browser;
  let account: IdentityAccount;
  const db = () => provider.database.db;

  beforeAll(async () => {
    provider = await startTestProvider();
    person = browser(provider.origin);
    await createAccount(
      db(),
      signUpSchema.parse({
        given_name: 'Grace',
        family_name: 'Hopper',
        email: 'grace@example.org',
        password: 'compilers all the way',
        terms: 'on',
      }),
    );
  });
  afterAll(async () => provider?.close());

  const page = async () => {
    const response = await person.go(IDENTITY_PATHS.account);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('without a provider session asks to log in first; signed in at the provider, shows the account', async () => {
    const first = await person.go(IDENTITY_PATHS.account);
    expect(first.status).toBe(401);
    expect(await first.text()).toContain(LOG_IN_FIRST);

    await signUpAtProvider(person, {
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical engine',
    });
    const response = await person.go(IDENTITY_PATHS.account);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<h1>Manage My Account</h1>');
    expect(html).toContain('Signed in as ada@example.org');
    expect(html).toContain('value="Ada"');
    expect(html).toContain('Your name in Prepwell can also be changed on the My Account page.');
    expect(html).toContain(`<a href="${APP_ORIGIN}/settings/account">Back to Prepwell</a>`);
    expect(html).not.toContain('<script');
    // Every visible field has a label.
    const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(7);
    for (const id of ids) expect(html).toContain(`<label for="${id}">`);
    const found = await verifyLogin(db(), 'ada@example.org', 'analytical engine');
    expect(found).not.toBeNull();
    account = found!;
  });

  it('changes the name, naming what is missing', async () => {
    const refused = await person.post(`${IDENTITY_PATHS.account}/name`, {
      given_name: ' ',
      family_name: 'King',
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/<div class="error-summary" role="alert"[^>]*>.*Please enter your first name\./s);
    expect(html).toContain('<li><a href="#given_name">Please enter your first name.</a></li>');
    expect(html).toMatch(
      /<input id="given_name"[^>]*aria-describedby="given_name-error" aria-invalid="true">/,
    );
    expect(html).toContain(
      '<p class="field-error" id="given_name-error"><span class="visually-hidden">Error:</span> Please enter your first name.</p>',
    );
    expect(html).toContain('value="King"');

    const saved = await person.post(`${IDENTITY_PATHS.account}/name`, {
      given_name: 'Augusta Ada',
      family_name: 'King',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${IDENTITY_PATHS.account}?saved=name&lang=en`);
    const after = await person.go(saved.headers.get('location') ?? '');
    expect(await after.text()).toContain('<p class="notice" role="status">Your name has been saved.</p>');
    expect(await findAccount(db(), account.id)).toMatchObject({
      givenName: 'Augusta Ada',
      familyName: 'King',
    });
  });

  it('changes the email with the current password; it stays unique and lower-cased', async () => {
    const wrong = await person.post(`${IDENTITY_PATHS.account}/email`, {
      email: 'ada@lovelace.example',
      current_password: 'difference engine',
    });
    expect(wrong.status).toBe(400);
    // The summary links to the email form's own current-password field.
    expect(await wrong.text()).toContain(
      '<li><a href="#email_current_password">Your current password is not correct.</a></li>',
    );

    const taken = await person.post(`${IDENTITY_PATHS.account}/email`, {
      email: 'GRACE@example.org',
      current_password: 'analytical engine',
    });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('An account with this email already exists. Please log in instead.');

    const invalid = await person.post(`${IDENTITY_PATHS.account}/email`, {
      email: 'not an email',
      current_password: 'analytical engine',
    });
    expect(await invalid.text()).toContain('Please enter a valid email address.');

    const changed = await person.post(`${IDENTITY_PATHS.account}/email`, {
      email: ' Ada@Lovelace.Example ',
      current_password: 'analytical engine',
    });
    expect(changed.status).toBe(303);
    expect(await page()).toContain('Signed in as ada@lovelace.example');
    expect((await findAccount(db(), account.id))?.email).toBe('ada@lovelace.example');
  });

  it('changes the password (current one required, confirmed) and ends other provider sessions', async () => {
    const post = (fields: Record<string, string>) =>
      person.post(`${IDENTITY_PATHS.account}/password`, fields);
    const mismatch = await post({
      current_password: 'analytical engine',
      new_password: 'a brand new steam engine',
      confirm_password: 'another engine',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The two new passwords do not match.');
    const short = await post({
      current_password: 'analytical engine',
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(await short.text()).toContain('Your password needs at least 15 characters.');
    const wrong = await post({
      current_password: 'nope nope nope',
      new_password: 'a brand new steam engine',
      confirm_password: 'a brand new steam engine',
    });
    expect(await wrong.text()).toContain('Your current password is not correct.');

    // Another device signed in at the provider with the old password.
    await db()
      .insert(oidcPayloads)
      .values({
        model: 'Session',
        id: 'other-device-session',
        payload: { accountId: account.id, uid: 'other-device', jti: 'other-device-session' },
        uid: 'other-device',
      });
    const changed = await post({
      current_password: 'analytical engine',
      new_password: 'a brand new steam engine',
      confirm_password: 'a brand new steam engine',
    });
    expect(changed.status).toBe(303);
    const confirmation = await person.go(changed.headers.get('location') ?? '');
    expect(await confirmation.text()).toContain('Your password has been changed.');
    // The person's own provider session stays.
    expect(await page()).toContain('Signed in as ada@lovelace.example');
    expect(await verifyLogin(db(), 'ada@lovelace.example', 'a brand new steam engine')).not.toBeNull();
    expect(await verifyLogin(db(), 'ada@lovelace.example', 'analytical engine')).toBeNull();
    const others = await db()
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.id, 'other-device-session')));
    expect(others).toHaveLength(0);
  });

  it('refuses the forms from another site', async () => {
    const fields = { given_name: 'Evil', family_name: 'Twin' };
    const crossSite = await person.post(`${IDENTITY_PATHS.account}/name`, fields, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain(CROSS_SITE);
    const otherOrigin = await person.post(`${IDENTITY_PATHS.account}/name`, fields, {
      origin: 'https://evil.example',
      'sec-fetch-site': '',
    });
    expect(otherOrigin.status).toBe(403);
    expect(await otherOrigin.text()).toContain(CROSS_SITE);
    expect((await findAccount(db(), account.id))?.givenName).toBe('Augusta Ada');
  });

  it('treats a bogus or deleted provider session as signed out', async () => {
    const fields = { given_name: 'A', family_name: 'B' };
    const stranger = browser(provider.origin);
    const none = await stranger.post(`${IDENTITY_PATHS.account}/name`, fields);
    expect(none.status).toBe(401);
    expect(await none.text()).toContain(LOG_IN_FIRST);
    const bogus = await stranger.post(`${IDENTITY_PATHS.account}/name`, fields, {
      cookie: '_session=not-a-session',
    });
    expect(bogus.status).toBe(401);

    // The person's own session, ended at the provider (e.g. from another device).
    await db().delete(oidcPayloads).where(eq(oidcPayloads.model, 'Session'));
    const deleted = await person.post(`${IDENTITY_PATHS.account}/name`, fields);
    expect(deleted.status).toBe(401);
    expect(await deleted.text()).toContain(LOG_IN_FIRST);
    expect((await findAccount(db(), account.id))?.givenName).toBe('Augusta Ada');
  });
});

describe('manage-account page limits', () => {
  it('rate-limits the forms like the login, with a page in the person’s language', async () => {
    const provider = await startTestProvider({ env: { LOGIN_RATE_LIMIT: '2' } });
    try {
      const post = () =>
        provider.server.inject({
          method: 'POST',
          url: `${IDENTITY_PATHS.account}/password`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
          payload: 'current_password=x',
        });
      expect((await post()).statusCode).not.toBe(429);
      expect((await post()).statusCode).not.toBe(429);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toContain('text/html');
      expect(limited.body).toContain('Too many attempts. Please wait a few minutes and try again.');
      expect(limited.body).toContain('role="alert"');
    } finally {
      await provider.close();
    }
  });
});
