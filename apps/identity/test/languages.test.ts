import { IDENTITY_PATHS, LANGUAGE_CODES } from '@prepwell/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, signUpSchema } from '../src/accounts.js';
import { texts } from '../src/texts.js';
import { escapeHtml } from '../src/views.js';
import { browser } from './browser.js';
import { authorization, fakeSmtp, SMTP_ENV, startTestProvider, type TestProvider } from './provider.js';

/** The page's `<html>`: its language, and for Arabic, written right to left, its direction. */
const htmlTag = (lang: string) => `<html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>`;

describe('the bundled provider’s pages in every app language', () => {
  let provider: TestProvider;
  let origin: string;
  const smtp = fakeSmtp();
  const sent = smtp.given;

  beforeAll(async () => {
    provider = await startTestProvider({
      env: { ...SMTP_ENV, LOGIN_RATE_LIMIT: '100' },
      mailTransport: smtp.transport,
    });
    origin = provider.origin;
    for (const lang of LANGUAGE_CODES) {
      await createAccount(
        provider.database.db,
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
  afterAll(async () => provider?.close());

  it.each(LANGUAGE_CODES)('log in and sign up open in %s (ui_locales)', async (lang) => {
    const t = texts(lang);
    const person = browser(origin);
    const start = await person.go(authorization({ ui_locales: lang }).path);
    const interaction = start.headers.get('location') ?? '';
    const login = await (await person.go(interaction)).text();
    expect(login).toContain(htmlTag(lang));
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
    expect(signUp).toContain(htmlTag(lang));
    expect(signUp).toContain(`<h1>${escapeHtml(t.createAccount)}</h1>`);
    expect(signUp).toContain(`>${escapeHtml(t.termsLink)}<`);
    expect(signUp).toContain(`>${escapeHtml(t.privacyLink)}<`);
    expect(signUp).toContain(`>${escapeHtml(t.backToApp)}</a>`);
  });

  it.each(LANGUAGE_CODES)('manage account and password reset open in %s', async (lang) => {
    const t = texts(lang);
    const person = browser(origin);
    // Not signed in at the provider: asked to log in first, in the browser's language. (Where
    // the app embeds the provider, the app's sign-in starts instead: apps/api/test/sign-in.test.ts.)
    const account = await person.go(IDENTITY_PATHS.account, {
      headers: { 'accept-language': `${lang};q=0.9, en;q=0.1` },
    });
    expect(account.status).toBe(401);
    const logInFirst = await account.text();
    expect(logInFirst).toContain(htmlTag(lang));
    expect(logInFirst).toContain(escapeHtml(t.logInFirst));

    const request = await (await person.go(`${IDENTITY_PATHS.reset}?lang=${lang}`)).text();
    expect(request).toContain(htmlTag(lang));
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
