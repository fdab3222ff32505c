import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/** Open a route: its title, exactly one visible h1 and no axe violations (`modal`: behind a dialog). */
async function expectRouteBasics(
  page: Page,
  route: { path: string; title: string },
  modal: boolean,
  label: string,
) {
  await page.goto(route.path);
  await expect(page).toHaveTitle(route.title);
  // Behind a modal the page's heading is hidden from assistive technology, as it should be.
  await expect(page.getByRole('heading', { level: 1, includeHidden: modal })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, includeHidden: modal })).toBeVisible();
  if (modal) await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, { label });
}

for (const route of ROUTES) {
  test(`${route.path} has its title, one heading and no axe violations`, async ({ page }, testInfo) => {
    await expectRouteBasics(page, route, 'modal' in route && route.modal, route.path);
    mkdirSync(join(SCREENSHOTS, testInfo.project.name), { recursive: true });
    await page.screenshot({
      path: join(SCREENSHOTS, testInfo.project.name, `${route.name}.png`),
      fullPage: true,
    });
  });
}

// Signed in (the worker's shared account), these show what visitors never see: the profile form,
// and the items behind the login wall.
const SIGNED_IN_PATHS: string[] = ['/settings/account', '/my-emergency-items'];
for (const route of ROUTES.filter(({ path }) => SIGNED_IN_PATHS.includes(path))) {
  test(`${route.path} signed in has its title, one heading and no axe violations`, async ({
    signedInPage: page,
    signedInAccount,
  }) => {
    await expectRouteBasics(page, route, false, `${route.path} signed in`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Profile menu for ${signedInAccount.first}` }),
    ).toBeVisible();
  });
}

test('an unknown path redirects home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Life comes with hazards. We'll help you adapt.",
  );
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: 'New to Prepwell? See how it works' }).click();
  await expect(page).toHaveURL(/about-prepwell/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header search opens the hazard guide with the query', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search hazards' }).first();
  await search.fill('blackout');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/hazards\?query=blackout$/);
});

test('the emergency-help button shows on wide screens except on its own and prep-check pages @desktop', async ({
  page,
}) => {
  await page.goto('/');
  // The header's button (the footer links every main section, this one included).
  const button = page.getByRole('banner').getByRole('link', { name: 'Get Emergency Help' });
  await expect(button).toBeVisible();
  await page.goto('/emergency-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Emergency Help');
  await expect(button).toHaveCount(0);
  await page.goto('/prep-checks');
  await expect(button).toHaveCount(0);
});

test('small screens navigate through the drawer @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByText('Hi there')).toBeVisible();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/language$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Languages');
  await expectNoAxeViolations(page, { label: 'drawer, then Languages', tags: 'all' });
});

test('the FAQ opens its first answer on wide screens', async ({ page }, testInfo) => {
  await page.goto('/settings/faq');
  if (testInfo.project.name === 'desktop') {
    const first = page.getByRole('button', { name: "Why can't I find a hazard?" });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  } else {
    // Small screens: a native disclosure (<details>), closed until opened.
    const first = page.locator('summary', { hasText: "Why can't I find a hazard?" });
    await expect(page.getByRole('link', { name: 'Request a Hazard' })).toBeHidden();
    await first.click();
  }
  await expect(page.getByRole('link', { name: 'Request a Hazard' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a Hazard' }).click();
  await expect(page).toHaveURL(/\/feedback\?kind=request-hazard$/);
  await page.getByRole('textbox', { name: 'Your message' }).fill('Please add a guide for sinkholes.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible();
});
