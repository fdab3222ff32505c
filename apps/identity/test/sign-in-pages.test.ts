import { IDENTITY_PATHS, LANGUAGE_CODES } from '@prepwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../src/texts.js';
import { escapeHtml } from '../src/views.js';
import { browser } from './browser.js';
import { APP_ORIGIN, authorization, REDIRECT_URI, startTestProvider, type TestProvider } from './provider.js';

/**
 * The log-in and sign-up pages as part of the product (ADR 027): the way back to Prepwell, the
 * consent's links, and errors in the GOV.UK pattern (summary, message above each field).
 */
const TERMS_URL = 'https://legal.example.org/terms';
const PRIVACY_URL = 'https://legal.example.org/privacy';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({
    env: { IDENTITY_TERMS_URL: TERMS_URL, IDENTITY_PRIVACY_URL: PRIVACY_URL, LOGIN_RATE_LIMIT: '100' },
  });
});
afterAll(async () => provider?.close());

/** A fresh sign-in at the provider: the browser and its interaction's path. */
async function startSignIn(extra: Record<string, string> = {}) {
  const person = browser(provider.origin);
  const interaction = (await person.go(authorization(extra).path)).headers.get('location') ?? '';
  expect(interaction).toMatch(new RegExp(`^${IDENTITY_PATHS.interaction}/[\\w-]+$`));
  return { person, interaction };
}

/** The attribute values of the element with this id (its tag's text). */
const tagWithId = (html: string, id: string) => new RegExp(`<[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the way back to Prepwell', () => {
  it('links "Prepwell" in the bar to the app, and offers "Back to Prepwell" on log in and sign up', async () => {
    const { person, interaction } = await startSignIn();
    for (const screen of ['login', 'signup']) {
      const html = await (await person.go(`${interaction}?screen=${screen}`)).text();
      expect(html, screen).toContain(`<header><a href="${APP_ORIGIN}">Prepwell</a></header>`);
      expect(html, screen).toContain(`<a class="back" href="${interaction}/abort">Back to Prepwell</a>`);
    }
  });

  it('"Back to Prepwell" ends the sign-in with access_denied, back at the app with its state', async () => {
    const { person, interaction } = await startSignIn({ state: 'state-back' });
    const aborted = await person.go(`${interaction}/abort`);
    expect(aborted.status).toBe(303);
    const toApp = await person.follow(aborted);
    const callback = new URL(toApp.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-back');
    expect(callback.searchParams.get('code')).toBeNull();
    // The interaction is over: its page has expired, and going back again just goes to the app.
    expect((await person.go(interaction)).status).toBe(400);
    const again = await person.go(`${interaction}/abort`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(APP_ORIGIN);
  });
});

describe('an interaction that is over', () => {
  it('answers its page, its log-in form and its sign-up form with the expired page', async () => {
    const { person, interaction } = await startSignIn();
    await person.follow(await person.go(`${interaction}/abort`));
    const expired = escapeHtml(texts('en').expired);
    const answers = [
      await person.go(interaction),
      await person.post(`${interaction}/login`, { email: 'ada@example.org', password: 'a long password' }),
      await person.post(`${interaction}/signup`, { email: 'ada@example.org' }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(400);
      expect(await answer.text(), answer.url).toContain(expired);
    }
  });
});

describe('sign-up consent', () => {
  it.each(LANGUAGE_CODES)('links the configured Terms and Privacy pages in a new tab (%s)', async (lang) => {
    const t = texts(lang);
    const { person, interaction } = await startSignIn({ ui_locales: lang, screen: 'signup' });
    const html = await (await person.go(interaction)).text();
    const link = (href: string, text: string) =>
      `<a href="${href}" target="_blank" rel="noopener">${escapeHtml(text)}<span class="visually-hidden"> ${escapeHtml(t.newTab)}</span></a>`;
    expect(html).toContain(link(TERMS_URL, t.termsLink));
    expect(html).toContain(link(PRIVACY_URL, t.privacyLink));
    expect(html).not.toMatch(/\{(terms|privacy)\}/);
    // The checkbox and its label: one 44×44 target (the input covers the drawn box).
    expect(html).toMatch(/<input id="terms" name="terms" type="checkbox"[^>]*>\s*<label for="terms">/);
    expect(html).toMatch(/\.check input \{[^}]*width: 44px; height: 44px;/);
  });
});

describe('errors, GOV.UK style, without script', () => {
  it('sign-up sent empty: a summary linking each field, a message above each, the fields marked', async () => {
    const { person, interaction } = await startSignIn({ screen: 'signup' });
    const form = await (await person.go(interaction)).text();
    expect(form).toMatch(/<form method="post" action="[^"]+" novalidate>/);

    const refused = await person.post(`${interaction}/signup`, {});
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<title>Error: Create an Account - Prepwell</title>');
    const summary = /<div class="error-summary"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(summary).toContain('role="alert"');
    expect(summary).toContain('tabindex="-1" autofocus');
    expect(summary).toContain('<h2 id="error-summary-title">There is a problem</h2>');
    const messages = {
      given_name: 'Please enter your first name.',
      family_name: 'Please enter your last name.',
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
      terms: 'Please agree to the Terms of Service &amp; Privacy Policy to create an account.',
    };
    for (const [field, message] of Object.entries(messages)) {
      expect(summary, field).toContain(`<li><a href="#${field}">${message}</a></li>`);
      expect(html, field).toContain(
        `<p class="field-error" id="${field}-error"><span class="visually-hidden">Error:</span> ${message}</p>`,
      );
      const input = tagWithId(html, field);
      expect(input, field).toContain('aria-invalid="true"');
      expect(input, field).toMatch(new RegExp(`aria-describedby="[^"]*\\b${field}-error\\b`));
    }
    // Only the first problem of a field: an empty password is not also "too short".
    expect(html).not.toContain('Your password needs at least 15 characters.');
    expect(html).not.toContain('Please enter a valid email address.');
    // The password keeps its hint in its description.
    expect(tagWithId(html, 'password')).toContain('aria-describedby="password-hint password-error"');
  });

  it('sign-up with one problem marks only that field and keeps what was typed', async () => {
    const { person, interaction } = await startSignIn({ screen: 'signup' });
    const html = await (
      await person.post(`${interaction}/signup`, {
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'not an email',
        password: 'analytical engine',
        terms: 'on',
      })
    ).text();
    expect(html).toContain('<li><a href="#email">Please enter a valid email address.</a></li>');
    expect(tagWithId(html, 'email')).toContain('value="not an email"');
    expect(tagWithId(html, 'email')).toContain('aria-invalid="true"');
    expect(tagWithId(html, 'given_name')).not.toContain('aria-invalid');
    expect(tagWithId(html, 'terms')).not.toContain('aria-invalid');
  });

  it.each(LANGUAGE_CODES)('log in sent empty names the email and the password (%s)', async (lang) => {
    const t = texts(lang);
    const { person, interaction } = await startSignIn({ ui_locales: lang });
    const refused = await person.post(`${interaction}/login`, { email: '', password: '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`<title>${escapeHtml(`${t.errorPrefix}: ${t.logIn}`)} - Prepwell</title>`);
    expect(html).toContain(`<h2 id="error-summary-title">${escapeHtml(t.errorSummaryTitle)}</h2>`);
    expect(html).toContain(`<li><a href="#email">${escapeHtml(t.errors.email_required)}</a></li>`);
    expect(html).toContain(`<li><a href="#password">${escapeHtml(t.errors.password_required)}</a></li>`);
    expect(tagWithId(html, 'email')).toContain('aria-describedby="email-error" aria-invalid="true"');
    expect(tagWithId(html, 'password')).toContain('aria-describedby="password-error" aria-invalid="true"');
    expect(html).not.toContain(escapeHtml(t.wrongCredentials));
  });

  it('a wrong password is one problem, about the email and password together', async () => {
    const { person, interaction } = await startSignIn();
    const refused = await person.post(`${interaction}/login`, {
      email: 'nobody@example.org',
      password: 'not a password',
    });
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(html).toContain('<li><a href="#email">That email and password do not match an account.</a></li>');
    expect(tagWithId(html, 'email')).toContain('value="nobody@example.org"');
  });
});
