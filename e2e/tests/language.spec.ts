import { expect, test } from './fixtures';

test('switching to 日本語 re-renders every string, survives a reload, and switches back', async ({
  page,
}) => {
  await page.goto('/settings/language');
  await expect(page.getByRole('radio', { name: '日本語' })).toBeVisible();
  // A slow connection: the Japanese catalogs take a moment, so "Downloading..." is seen.
  await page.route(/\/assets\/locale-[a-z]+-(common|pages)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('radio', { name: '日本語' }).check();
  await expect(page.getByText('Downloading...')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Languages');
  expect(await page.evaluate(() => sessionStorage.getItem('@language'))).toBe('ja');
  const japaneseHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    "Life comes with hazards. We'll help you adapt.",
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.goto('/settings/language');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(japaneseHeading ?? '');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByText('Preferred language changed to English.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Languages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
