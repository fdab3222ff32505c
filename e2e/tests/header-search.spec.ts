import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Screenshots for a person to look at (390 px phone, 1440 px desktop): Home, and the open list.
const SHOTS = '/tmp/shots-header';

/** Home, with the app itself painted (not the static boot shell). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The search box this width shows (getByRole skips the other one, which is display: none). */
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search hazards' });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a misspelled name suggests the hazard; ArrowDown and Enter open it, by keyboard alone', async ({
  page,
}, testInfo) => {
  await openHome(page);
  await page.screenshot({ path: `${SHOTS}/home-${testInfo.project.name}.png`, fullPage: true });
  const search = searchBox(page);
  for (let i = 0; i < 10 && !(await search.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.type('erthquak');

  const list = page.getByRole('listbox', { name: 'Hazard suggestions' });
  await expect(list).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option').first()).toHaveText('Earthquake');
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available/ })).toHaveCount(1);

  await page.keyboard.press('ArrowDown');
  const first = list.getByRole('option', { name: 'Earthquake' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(search).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/suggestions-${testInfo.project.name}.png` });
  await expectNoAxeViolations(page, { label: 'home with the suggestions open' });

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hazards\/fixture-earthquake$/);
});

test('Enter with no suggestion highlighted searches the guide for the text', async ({ page }) => {
  await openHome(page);
  const search = searchBox(page);
  await search.focus();
  await page.keyboard.type('flood');
  await expect(page.getByRole('option', { name: 'Fixture Flood' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hazards\?query=flood$/);
});

test('Escape closes the suggestions and keeps the text', async ({ page }) => {
  await openHome(page);
  const search = searchBox(page);
  await search.focus();
  await page.keyboard.type('wildfire');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(search).toHaveValue('wildfire');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('a topic panel opens the hazard guide', async ({ page }, testInfo) => {
  await openHome(page);
  const topics = page.getByRole('region', { name: 'Explore by topic' });
  await expect(topics.getByRole('link')).toHaveCount(9);
  await topics.screenshot({ path: `${SHOTS}/topics-${testInfo.project.name}.png` });
  await topics.getByRole('link', { name: 'Weather' }).click();
  // The address carries the topic too (a click before the panels are interactive still works).
  await expect(page).toHaveURL(/\/hazards\?topic=Weather$/);
  // The guide opens on that topic: its chip is on and only weather hazards are listed.
  await expect(page.getByRole('button', { name: 'Weather', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(() =>
      page.getByRole('list', { name: 'Hazards' }).getByRole('heading', { level: 2 }).allTextContents(),
    )
    .toEqual(['Extreme Heat', 'Fixture Flood']);
});

test('a 911 situation links to its guide', async ({ page }, testInfo) => {
  await openHome(page);
  const panel = page.getByRole('region', { name: 'When should I call 911' });
  // A native disclosure on phones, a button beside a panel on wide screens: the one shown.
  await panel.getByText('A serious injury or crash', { exact: true }).filter({ visible: true }).click();
  const link = panel.getByRole('link', { name: 'Read the Head Injury guide' });
  await expect(link).toHaveAttribute('href', '/hazards/head-injury');
  await panel.screenshot({ path: `${SHOTS}/call-911-${testInfo.project.name}.png` });
  await expectNoAxeViolations(page, { label: 'home with a 911 situation open' });
});
