import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The provider's log-in and sign-up pages as part of the product (ADR 027): the way back to the
 * page the person came from, the consent's links and target, and errors without script.
 */

/** Screenshots to look at: SHOTS_DIR (e.g. /tmp/shots-identity), else e2e/screenshots. */
const SHOTS = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', 'screenshots');

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** A sign-up with errors answers 400, which Chromium reports as a console error: forgive only that. */
function forgive400(errors: string[]) {
  const message = 'Failed to load resource: the server responded with a status of 400';
  for (let i = errors.length - 1; i >= 0; i -= 1) if (errors[i]?.startsWith(message)) errors.splice(i, 1);
}

/** The provider's page for this sign-in, opened from the app's own Log In / sign-up start. */
async function openProvider(page: Page, kind: 'login' | 'signup', lang: string, callback = '/') {
  const query = new URLSearchParams({ callback, lang });
  const url = await (await page.request.get(`/public/auth/${kind}?${query}`)).text();
  await page.goto(url);
}

test('"Back to Prepwell" returns from log in to the hazard page it started from', async ({ page }) => {
  await page.goto('/hazards/fixture-earthquake');
  const hazardTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  // The bar's "Prepwell" goes to the app's home.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prepwell' })).toHaveAttribute('href', '/');
  await expect(page.getByText(/not available on this server/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Prepwell' }).click();
  await expect(page).toHaveURL(/\/hazards\/fixture-earthquake$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hazardTitle ?? '');
  // Still signed out, and no error shown.
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('sign-up sent empty: the summary links to each field, the messages sit above them', async ({
  page,
  consoleErrors,
}) => {
  await openProvider(page, 'signup', 'en', '/hazards/fixture-earthquake');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();

  // Terms and Privacy open the app's own pages in a new tab, so the form is not lost.
  const terms = page.getByRole('link', { name: /^Terms of Service/ });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', '/privacy');
  const [termsTab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await termsTab.waitForLoadState();
  expect(new URL(termsTab.url()).pathname).toBe('/terms');
  await termsTab.close();
  // Clicking a link in the label does not tick the box.
  const consent = page.getByRole('checkbox', { name: /By creating an account, you agree/ });
  await expect(consent).not.toBeChecked();

  // The checkbox's own target is 44×44 px.
  const box = await consent.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await page.getByText('By creating an account, you agree').click({ position: { x: 5, y: 5 } });
  await expect(consent).toBeChecked();
  await consent.uncheck();

  await page.getByRole('button', { name: 'Create an Account' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Create an Account/);
  // The 400 is the form's answer: forgiven once it has arrived (forgiven at the click, a slow
  // phone's console message came after and failed the test).
  forgive400(consoleErrors);
  // The summary has focus (autofocus, no script), so it is read out first.
  await expect(summary).toBeFocused();
  const fields = [
    ['First name', 'Please enter your first name.'],
    ['Last name', 'Please enter your last name.'],
    ['Email', 'Please enter your email address.'],
    ['Password', 'Please enter your password.'],
  ] as const;
  for (const [label, message] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    // Each summary link moves focus to its field.
    await summary.getByRole('link', { name: message }).click();
    await expect(field).toBeFocused();
  }
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await summary
    .getByRole('link', {
      name: 'Please agree to the Terms of Service & Privacy Policy to create an account.',
    })
    .click();
  await expect(consent).toBeFocused();
  await expectNoAxeViolations(page, { label: 'provider sign-up page with errors' });
});

for (const lang of ['en', 'es', 'ja', 'ar'] as const) {
  test(`screenshots of log in and sign up (${lang})`, async ({ page, consoleErrors }, testInfo) => {
    await openProvider(page, 'login', lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await shot(page, testInfo, `login-${lang}`);
    await openProvider(page, 'signup', lang);
    await shot(page, testInfo, `signup-${lang}`);
    await page.locator('button[type=submit]').click();
    await expect(page.locator('.error-summary')).toBeVisible();
    forgive400(consoleErrors);
    await shot(page, testInfo, `signup-errors-${lang}`);
    // Nothing wider than the window.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
