import { expect, test } from './fixtures';

test('the skip link and the navigation work by keyboard alone @desktop', async ({ page }) => {
  await page.goto('/');
  // The static boot shell paints first; wait for the app itself before using the keyboard.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const guide = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hazard Guide' });
  for (let i = 0; i < 15 && !(await guide.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(guide).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hazards$/);
  // Focus moves to the new page's heading, so a screen reader announces where the user is.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the menu opens, navigates and closes by keyboard @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await page.keyboard.press('Enter');
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/language$/);
});
