import { IDENTITY_PATHS, LANGUAGE_CODES } from '@prepwell/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount, signUpSchema, verifyLogin } from '../src/accounts.js';
import { identityPasswordResets, oidcPayloads } from '../src/db/schema.js';
import { createResetToken, isResetTokenUsable } from '../src/resets.js';
import { loginPage } from '../src/views.js';
import { browser, type Browser } from './browser.js';
import { authorization, fakeSmtp, SMTP_ENV, startTestProvider, type TestProvider } from './provider.js';

const SENT_MESSAGE =
  'If an account uses this email address, we have sent it a link to choose a new password.';

describe('password reset by email at the bundled provider (SMTP configured)', () => {
  let provider: TestProvider;
  let origin: string;
  const smtp = fakeSmtp();
  let person: Browser;
  const db = () => provider.database.db;

  beforeAll(async () => {
    provider = await startTestProvider({ env: SMTP_ENV, mailTransport: smtp.transport });
    origin = provider.origin;
    person = browser(origin);
    await createAccount(
      db(),
      signUpSchema.parse({
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'ada@example.org',
        password: 'analytical engine',
        terms: 'on',
      }),
    );
  });
  afterAll(async () => provider?.close());

  /** The reset link of the last email, as a path on this server. */
  const lastLink = () => {
    const link = /https?:\/\/\S+/.exec(smtp.sent.at(-1)?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${origin}${IDENTITY_PATHS.reset}/new?token=`)).toBe(true);
    return link.slice(origin.length);
  };

  it('offers "Forgot your password?" on the login page', async () => {
    const interaction = (await person.go(authorization().path)).headers.get('location') ?? '';
    const html = await (await person.go(interaction)).text();
    expect(html).toContain(`<a href="${IDENTITY_PATHS.reset}?lang=en">Forgot your password?</a>`);
    expect(html).not.toContain('Password reset by email is not available');
    const request = await person.go(`${IDENTITY_PATHS.reset}?lang=en`);
    expect(request.status).toBe(200);
    const page = await request.text();
    expect(page).toContain('<h1>Reset your password</h1>');
    expect(page).toContain('<label for="email">Email</label>');
  });

  it('answers the same whether or not the email has an account, and mails a link only to accounts', async () => {
    const unknown = await person.post(`${IDENTITY_PATHS.reset}?lang=en`, { email: 'nobody@example.org' });
    const known = await person.post(`${IDENTITY_PATHS.reset}?lang=en`, { email: ' ADA@example.org ' });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const [unknownHtml, knownHtml] = [await unknown.text(), await known.text()];
    expect(knownHtml).toBe(unknownHtml);
    expect(knownHtml).toContain(SENT_MESSAGE);
    await vi.waitFor(() => expect(smtp.sent).toHaveLength(1));
    const mail = smtp.sent[0]!;
    expect(mail.to[0]?.address).toBe('ada@example.org');
    expect(mail.from.address).toBe('no-reply@prepwell.example');
    expect(mail.subject).toBe('Reset your Prepwell password');
    expect(mail.text).toContain('within 30 minutes');
    // Only the token's hash is stored.
    const token = new URL(lastLink(), origin).searchParams.get('token') ?? '';
    const rows = await db().select().from(identityPasswordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(
      30 * 60 * 1000 + 1000,
    );

    // Asking again at once sends nothing more (same answer).
    const again = await person.post(`${IDENTITY_PATHS.reset}?lang=en`, { email: 'ada@example.org' });
    expect(await again.text()).toBe(knownHtml);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.sent).toHaveLength(1);

    const invalid = await person.post(`${IDENTITY_PATHS.reset}?lang=en`, { email: 'not an email' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toMatch(/role="alert"[^>]*>.*Please enter a valid email address\./s);
  });

  it('sets a new password once with the link, and ends the provider sessions', async () => {
    const link = lastLink();
    const form = await person.go(link);
    expect(form.status).toBe(200);
    expect(form.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await form.text();
    expect(html).toContain('<h1>Choose a new password</h1>');
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const account = await verifyLogin(db(), 'ada@example.org', 'analytical engine');
    await db()
      .insert(oidcPayloads)
      .values({
        model: 'Session',
        id: 'phone-session',
        payload: { accountId: account!.id, jti: 'phone-session' },
      });

    const post = (fields: Record<string, string>) =>
      person.post(`${IDENTITY_PATHS.reset}/new?lang=en`, fields);
    const mismatch = await post({
      token,
      new_password: 'a brand new steam engine',
      confirm_password: 'another',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The two new passwords do not match.');
    const done = await post({
      token,
      new_password: 'a brand new steam engine',
      confirm_password: 'a brand new steam engine',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'Your password has been changed. You can now log in with your new password.',
    );
    expect(await verifyLogin(db(), 'ada@example.org', 'a brand new steam engine')).not.toBeNull();
    expect(await verifyLogin(db(), 'ada@example.org', 'analytical engine')).toBeNull();
    expect(await db().select().from(oidcPayloads).where(eq(oidcPayloads.id, 'phone-session'))).toHaveLength(
      0,
    );

    // Single use.
    const replay = await post({
      token,
      new_password: 'a third steam engine design',
      confirm_password: 'a third steam engine design',
    });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('This link has expired or has already been used.');
    expect((await person.go(link)).status).toBe(400);
    expect(await verifyLogin(db(), 'ada@example.org', 'a third steam engine design')).toBeNull();
  });

  it('expires links after 30 minutes; a new link replaces the older one', async () => {
    // Past the one-minute pause between two links.
    await db()
      .update(identityPasswordResets)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 1000) });
    const first = await createResetToken(db(), 'ada@example.org');
    expect(first).not.toBeNull();
    expect(await createResetToken(db(), 'nobody@example.org')).toBeNull();
    // Half an hour later...
    await db()
      .update(identityPasswordResets)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000), expiresAt: new Date(Date.now() - 60 * 1000) });
    expect(await isResetTokenUsable(db(), first!.token)).toBe(false);
    const expired = await person.go(`${IDENTITY_PATHS.reset}/new?token=${first!.token}&lang=en`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(
      `<a href="${IDENTITY_PATHS.reset}?lang=en">Ask for a new link</a>`,
    );

    const second = await createResetToken(db(), 'ada@example.org');
    await db()
      .update(identityPasswordResets)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 1000) });
    const third = await createResetToken(db(), 'ada@example.org');
    expect(await isResetTokenUsable(db(), second!.token)).toBe(false);
    expect(await isResetTokenUsable(db(), third!.token)).toBe(true);
    expect(await isResetTokenUsable(db(), 'made-up')).toBe(false);
  });

  it('refuses the reset forms from another site', async () => {
    const response = await person.post(
      `${IDENTITY_PATHS.reset}?lang=en`,
      { email: 'ada@example.org' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
  });
});

describe('password reset without SMTP', () => {
  it('shows no reset link and no message for the people who run the server, and serves no reset pages', async () => {
    const provider = await startTestProvider();
    try {
      const reset = await provider.server.inject({ method: 'GET', url: IDENTITY_PATHS.reset });
      expect(reset.statusCode).toBe(404);
      const person = browser(provider.origin);
      const interaction = (await person.go(authorization().path)).headers.get('location') ?? '';
      const html = await (await person.go(interaction)).text();
      expect(html).not.toContain(`href="${IDENTITY_PATHS.reset}`);
      expect(html).not.toContain('Forgot your password?');
      for (const lang of LANGUAGE_CODES) {
        const login = loginPage({ lang, action: '/x', backHref: '/z', signUpHref: '/y' });
        expect(login).not.toMatch(
          /not available|no está disponible|pas encore disponible|noch nicht möglich|まだご利用|暂不支持|пока недоступен/,
        );
        expect(login).not.toContain('class="hint"');
      }
    } finally {
      await provider.close();
    }
  });
});
