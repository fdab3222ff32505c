import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** The password every test account is created with. */
export const PASSWORD = 'a long enough passphrase';

export interface Person {
  first: string;
  last: string;
  email: string;
}

/**
 * A new person with a unique email, so tests (and workers) can sign up side by side on one
 * server; `tag` says whose account it is (the project and the test or worker).
 */
export function newPerson(tag: string, first: string): Person {
  const id = `${tag.replace(/\W+/g, '-').slice(0, 40)}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  return { first, last: 'Tester', email: `${id}@example.org`.toLowerCase() };
}

/**
 * Signs `who` up through the real OpenID Connect flow, without the interface: the app answers
 * the bundled provider's authorization URL, the provider's sign-up form is posted with consent
 * as a browser posts it (same-origin headers, which the server's cross-site check reads), and
 * the redirects run back through `/public/auth/callback` to the app. `request` keeps the
 * cookies: a page's `page.request` signs that page in; a fresh request context gives a storage
 * state to save. `lang` opens the provider in that language, as the app does (ui_locales).
 */
export async function signUpWithoutUi(
  request: APIRequestContext,
  who: Person,
  options: { lang?: string; callback?: string } = {},
): Promise<void> {
  const query = new URLSearchParams({ callback: options.callback ?? '/' });
  if (options.lang) query.set('lang', options.lang);
  const start = await request.get(`/public/auth/signup?${query}`);
  expect(start.status(), 'the app answers the provider’s authorization URL').toBe(200);

  // The provider redirects to its sign-up form at /identity/interaction/<uid>.
  const form = await request.get(await start.text());
  expect(new URL(form.url()).pathname, 'the provider’s sign-up form').toMatch(
    /^\/identity\/interaction\/[\w-]+$/,
  );
  const html = await form.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(action, 'the sign-up form’s action').toMatch(/\/signup$/);
  expect(html, 'the consent checkbox').toContain('name="terms"');

  const origin = new URL(form.url()).origin;
  const done = await request.post(action ?? '', {
    headers: { origin, 'sec-fetch-site': 'same-origin' },
    form: {
      given_name: who.first,
      family_name: who.last,
      email: who.email,
      password: PASSWORD,
      terms: 'on',
    },
  });
  // Consent is granted by the provider, the callback opens a session and returns to the app.
  expect(done.status(), 'the app page after the callback').toBe(200);
  expect(new URL(done.url()).pathname).toBe(options.callback ?? '/');
  // NOTE: the callback swallows sign-in errors (it still redirects), so ask who is signed in.
  const profile = await request.get('/public/profile');
  expect(profile.status(), 'signed in after the callback').toBe(200);
  expect(await profile.json()).toMatchObject({ email: who.email });
}
