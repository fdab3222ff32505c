import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

for (const route of ROUTES) {
  test(`${route.path} has its title, one heading and no axe violations`, async ({ page }, testInfo) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    // Behind a modal the page's heading is hidden from assistive technology, as it should be.
    const includeHidden = 'modal' in route && route.modal;
    await expect(page.getByRole('heading', { level: 1, includeHidden })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, includeHidden })).toBeVisible();
    if (includeHidden) await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    mkdirSync(join(SCREENSHOTS, testInfo.project.name), { recursive: true });
    await page.screenshot({
      path: join(SCREENSHOTS, testInfo.project.name, `${route.name}.png`),
      fullPage: true,
    });
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
  const search = page.getByRole('searchbox', { name: 'Search hazards' }).first();
  await search.fill('blackout');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/hazards\?query=blackout$/);
});

test('the emergency-help button shows on wide screens except on its own and prep-check pages @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('link', { name: 'Get Emergency Help' });
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
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('the FAQ opens its first answer on wide screens', async ({ page }, testInfo) => {
  await page.goto('/settings/faq');
  const first = page.getByRole('button', { name: "Why can't I find a hazard?" });
  if (testInfo.project.name === 'desktop') {
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Request a Hazard' })).toBeVisible();
  } else {
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(page.getByRole('link', { name: 'Request a Hazard' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Request a Hazard' }).click();
  await expect(page).toHaveURL(/\/feedback\?kind=request-hazard$/);
  await page.getByRole('textbox', { name: 'Your message' }).fill('Please add a guide for sinkholes.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible();
});
