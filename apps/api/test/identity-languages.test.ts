import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_PATHS, LANGUAGE_CODES } from '@prepwell/contract';
import {
  createAccount,
  createMailTransport,
  escapeHtml,
  signUpSchema,
  texts,
  type MailTransport,
} from '@prepwell/identity';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase, testConfig } from './helpers.js';
import { browser, freePort } from './identity-helpers.js';

describe('the bundled provider’s pages in every app language', () => {
  let app: App;
  let database: DatabaseHandle;
  let origin: string;
  const sent: { to: string; subject: string; text: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const json = createMailTransport({ jsonTransport: true });
    const transport: MailTransport = {
      async sendMail(message) {
        sent.push(message);
        return json.sendMail(message);
      },
    };
    app = await buildApp({
      config: testConfig({
        PUBLIC_URL: origin,
        PORT: String(port),
        SMTP_URL: 'smtp://mail.invalid',
        SMTP_FROM: 'no-reply@prepwell.example',
        LOGIN_RATE_LIMIT: '100',
      }),
      database,
      mailTransport: transport,
    });
    await app.listen({ port, host: '127.0.0.1' });
    for (const lang of LANGUAGE_CODES) {
      await createAccount(
        database.db,
        signUpSchema.parse({
          given_name: 'Ada',
          family_name: 'Lovelace',
          email: `ada-${lang}@example.org`,
          password: 'analytical engine',
          terms: 'on',
        }),
      );
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const authorize = (lang: string, screen?: string) =>
    new URLSearchParams({
      client_id: 'prepwell-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${origin}/public/auth/callback`,
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
      ui_locales: lang,
      ...(screen ? { screen } : {}),
    });

  it.each(LANGUAGE_CODES)('log in and sign up open in %s (ui_locales)', async (lang) => {
    const t = texts(lang);
    const person = browser(origin);
    const start = await person.go(`/auth/auth?${authorize(lang)}`);
    const interaction = start.headers.get('location') ?? '';
    const login = await (await person.go(interaction)).text();
    expect(login).toContain(`<html lang="${lang}">`);
    expect(login).toContain(`<title>${escapeHtml(t.logIn)} - Prepwell</title>`);
    expect(login).toContain(`<h1>${escapeHtml(t.logIn)}</h1>`);
    expect(login).toContain(`>${escapeHtml(t.forgotPassword)}</a>`);
    expect(login).toContain(`href="${IDENTITY_PATHS.reset}?lang=${lang}"`);

    const wrong = await person.post(`${interaction}/login`, {
      email: `ada-${lang}@example.org`,
      password: 'nope nope',
    });
    expect(await wrong.text()).toContain(escapeHtml(t.wrongCredentials));

    const signUp = await (await person.go(`${interaction}?screen=signup`)).text();
    expect(signUp).toContain(`<html lang="${lang}">`);
    expect(signUp).toContain(`<h1>${escapeHtml(t.createAccount)}</h1>`);
    expect(signUp).toContain(escapeHtml(t.consent));
  });

  it.each(LANGUAGE_CODES)('manage account and password reset open in %s', async (lang) => {
    const t = texts(lang);
    const person = browser(origin);
    // Not signed in at the provider: sign-in starts in the browser's language.
    const account = await person.go(IDENTITY_PATHS.account, {
      headers: { 'accept-language': `${lang};q=0.9, en;q=0.1` },
    });
    expect(account.status).toBe(303);
    expect(new URL(account.headers.get('location') ?? '').searchParams.get('ui_locales')).toBe(lang);

    const request = await (await person.go(`${IDENTITY_PATHS.reset}?lang=${lang}`)).text();
    expect(request).toContain(`<html lang="${lang}">`);
    expect(request).toContain(`<h1>${escapeHtml(t.resetTitle)}</h1>`);
    const answer = await person.post(`${IDENTITY_PATHS.reset}?lang=${lang}`, {
      email: `ada-${lang}@example.org`,
    });
    expect(await answer.text()).toContain(escapeHtml(t.resetSent));
    await vi.waitFor(() => expect(sent.find((mail) => mail.to === `ada-${lang}@example.org`)).toBeDefined());
    const mail = sent.find((message) => message.to === `ada-${lang}@example.org`)!;
    expect(mail.subject).toBe(t.resetEmailSubject);
    expect(mail.text).toContain(t.resetEmailBody.split('{link}')[0]!.trim());
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(new URL(link).searchParams.get('lang')).toBe(lang);
    const form = await (await person.go(link.slice(origin.length))).text();
    expect(form).toContain(`<h1>${escapeHtml(t.chooseNewPassword)}</h1>`);
  });
});
