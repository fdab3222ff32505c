import type { Page } from '@playwright/test';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/** The names on the Bookmarks screen's cards, in order. */
const bookmarkedNames = (page: Page) =>
  page.getByRole('list', { name: 'Bookmarked hazards' }).getByRole('heading', { level: 2 }).allTextContents();

test('an anonymous bookmark stays through a reload, then joins the account at sign-up', async ({
  page,
}, testInfo) => {
  await page.goto('/bookmarks');
  await expect(
    page.getByText(
      'You have nothing bookmarked yet. Found something you want to save? Add it to your Bookmarks!',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, { label: 'bookmarks, empty' });
  await page.screenshot({ path: `${SHOTS}/bookmarks-empty-${testInfo.project.name}.png`, fullPage: true });
  // Nothing to translate; the way to something worth keeping is one button away.
  await expect(page.getByRole('button', { name: 'Translate' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse the Hazard Guide' }).click();
  await expect(page).toHaveURL(/\/hazards$/);
  const button = page.getByRole('button', { name: 'Bookmark Fixture Flood' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByText('Added Fixture Flood to your bookmarked hazards.')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/hazards/fixture-levee');
  await page.getByRole('button', { name: 'Bookmark Levee Breach (sample)' }).click();
  await expect(page.getByText('Added Levee Breach (sample) to your bookmarked hazards.')).toBeVisible();

  await page.goto('/bookmarks');
  // Local hazards first, then by slug.
  await expect.poll(() => bookmarkedNames(page)).toEqual(['Levee Breach (sample)', 'Fixture Flood']);
  await page.reload();
  await expect.poll(() => bookmarkedNames(page)).toEqual(['Levee Breach (sample)', 'Fixture Flood']);
  await expectNoAxeViolations(page, { label: 'bookmarks, two' });
  await page.screenshot({ path: `${SHOTS}/bookmarks-full-${testInfo.project.name}.png`, fullPage: true });

  // Signing up merges them into the new account and clears the tab's copy.
  const who = newPerson(`${testInfo.project.name}-bookmarks`, 'Bea');
  await signUpWithoutUi(page.request, who, { callback: '/bookmarks' });
  await page.goto('/bookmarks');
  await expect
    .poll(
      async () => (await (await page.request.get('/public/v2/authenticated/bookmarks')).json()) as unknown,
    )
    .toMatchObject({ bookmarks: [{ slug: 'fixture-levee' }, { slug: 'fixture-flood' }] });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('@bookmarks'))).toBe('[]');
  await expect.poll(() => bookmarkedNames(page)).toEqual(['Levee Breach (sample)', 'Fixture Flood']);

  // Signed in: removing one from the Bookmarks screen removes it from the account.
  await page.getByRole('button', { name: 'Bookmark Fixture Flood' }).click();
  await expect(page.getByText('Removed Fixture Flood from your bookmarked hazards.')).toBeVisible();
  await expect.poll(() => bookmarkedNames(page)).toEqual(['Levee Breach (sample)']);
});

test('a signed-in bookmark is added and removed on the hazard page', async ({ signedInPage: page }) => {
  await page.goto('/hazards/fixture-fire');
  const button = page.getByRole('button', { name: 'Bookmark Fixture Fire' });
  await button.click();
  await expect(page.getByText('Added Fixture Fire to your bookmarked hazards.')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect(page.getByText('Removed Fixture Fire from your bookmarked hazards.')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const mine = (await (await page.request.get('/public/v2/authenticated/bookmarks')).json()) as {
    bookmarks: { slug: string }[];
  };
  expect(mine.bookmarks.map((b) => b.slug)).not.toContain('fixture-fire');
});
