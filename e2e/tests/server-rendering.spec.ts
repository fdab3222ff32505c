import { gzipSync } from 'node:zlib';
import { HOME_BUDGET_BYTES } from '../../bench/chunk-sizes.mjs';
import { expect, test } from './fixtures';

/**
 * Every page the server renders (packages/contract SERVER_RENDERED_PAGES, the guide and its
 * pages), at phone and desktop widths (the two projects): the HTML carries the page, and React
 * takes it over without a single console error or warning (a hydration mismatch is reported as
 * one: apps/web/src/main.tsx logs React's recoverable errors).
 */
const PAGES = [
  '/',
  '/hazards',
  '/hazards?query=earthqake',
  '/hazards?topic=Weather',
  '/hazards/fixture-earthquake',
  '/hazards/fixture-earthquake?lang=ja',
  '/hazards/904/90407',
  '/hazards/fixture-flood?stage=After',
  '/settings/language',
  '/settings/faq',
  '/settings/about',
  '/settings/about-us',
  '/settings/report-issue',
  '/settings/tech-support',
  '/settings/911',
  '/about-prepwell',
  '/terms',
  '/privacy',
  '/emergency-help',
  '/prep-checks',
];

// A first visit: the Prep Checks landing is served with its welcome open, and hydrates so.
test.use({ prepCheckWelcomeSeen: false });

test('every server-rendered page hydrates without an error or a warning', async ({ page }) => {
  test.slow();
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note: this configuration blocks service workers (playwright.config.ts).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${page.url()} ${message.type()}: ${message.text()}`);
    }
  });
  for (const path of PAGES) {
    const served = await page.request.get(path);
    expect(await served.text(), `${path} is rendered on the server`).toContain('id="prepwell-ssr-data"');
    await page.goto(path);
    // (By its tag: the welcome, a modal dialog, hides the landing's heading from the roles.)
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(messages).toEqual([]);
});

test('a page loads the catalogs its server render read, no others', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const name = /\/(locale-[a-z]+-[a-z]+)-/.exec(request.url())?.[1];
    if (name) catalogs.push(name);
  });
  // Home reads only the shell's catalog; the guide reads its own too.
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  expect([...new Set(catalogs)]).toEqual(['locale-en-common']);
  catalogs.length = 0;
  await page.goto('/hazards');
  await page.locator('html[data-hydrated="true"]').waitFor();
  expect([...new Set(catalogs)].sort()).toEqual(['locale-en-common', 'locale-en-hazards']);
});

// A size budget, never a time (ARCHITECTURE.md): every script home downloads until the network is
// idle, as the browser fetches it (what index.html links, the catalogs, the chunks loaded during and
// after hydration), gzipped at level 9 as `npm run bench` counts it.
test('home downloads at most 170 KB of script (gzip) until the network is idle', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(sizes.length, 'scripts seen').toBeGreaterThan(5);
  expect(total, `${(total / 1024).toFixed(1)} KB of script`).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every stage of a hazard page is a link away', async ({ page }) => {
    await page.goto('/hazards/fixture-earthquake');
    await expect(page.getByText('Earthquake React step 90405 for Adults, Kids, Pets.')).toBeVisible();
    await page.getByRole('tab', { name: 'Recover' }).click();
    await expect(page).toHaveURL(/\/hazards\/fixture-earthquake\?stage=After$/);
    await expect(page.getByRole('tab', { name: 'Recover' })).toHaveAttribute('aria-selected', 'true');
    // Every section of the stage is open: nothing can be opened without JavaScript.
    await expect(page.getByRole('region', { name: /Earthquake Recover 90406/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Earthquake Recover 90407/ })).toBeVisible();
  });

  test('the header search goes to the guide and the sections are listed in place of the menu', async ({
    page,
  }) => {
    await page.goto('/hazards/fixture-earthquake?lang=es');
    // Controls that need script are not offered: the menu button, Translate, Share, Local.
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Traducir/ })).toBeHidden();
    await expect(page.getByRole('switch')).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Guía de peligros' })).toBeVisible();
    const search = page.getByRole('search').filter({ visible: true }).first();
    await search.getByRole('combobox').fill('flood');
    await search.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/hazards\?query=flood&lang=es$/);
    await expect(page.getByRole('main').locator('a[href^="/hazards/fixture-flood"]').first()).toBeVisible();
    await nav.getByRole('link', { name: 'Chequeos de preparación' }).click();
    await expect(page).toHaveURL(/\/prep-checks/);
  });

  test('the 911 panel reads and the main sections are linked', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'When should I call 911' })).toBeVisible();
    // Native disclosures open without JavaScript, on any screen.
    await page.locator('summary', { hasText: 'Someone is not breathing' }).click();
    await expect(page.getByRole('link', { name: 'Read the Cardiac Arrest and CPR guide' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/language$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Languages');
    // The settings sections are all shown (their fold button needs JavaScript).
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  });
});
