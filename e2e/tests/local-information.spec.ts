import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

test.describe('with the location granted inside the sample region', () => {
  // Fixture Town (sample) covers Portland, Oregon; the browser reports a point downtown.
  test.use({ geolocation: { latitude: 45.5231, longitude: -122.6765 }, permissions: ['geolocation'] });

  test('local information shows under its block, its stage is marked, and the point leaves rounded', async ({
    page,
  }, testInfo) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/public/guide/hazard/')) asked.push(request.url());
    });
    await page.goto('/hazards/fixture-flood?stage=Before');
    const toggle = page.getByRole('switch', { name: 'Show Local Information' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    const local = page.getByRole('region', { name: 'Local Information', exact: true });
    await expect(local).toContainText('Sample: Fixture Neighbors');
    await expect(local).toContainText('Sample local tip');
    await expect(
      page.getByRole('tab', { name: /Prepare/ }).getByRole('img', { name: 'has local information' }),
    ).toBeVisible();
    // Only 2 decimals ever leave the browser.
    expect(asked.some((url) => url.includes('lat=45.52&lng=-122.68'))).toBe(true);
    expect(asked.some((url) => /lat=45\.523|lng=-122\.676/.test(url))).toBe(false);
    await expectNoAxeViolations(page, { label: 'hazard page with local information' });
    await page.screenshot({
      path: `${SHOTS}/local-information-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // The switch is remembered for the next page.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('@loCoOn'))).toBe('true');
  });
});

test.describe('with the location refused', () => {
  test('switching on says why nothing local shows, and turns itself off', async ({ page }) => {
    await page.goto('/hazards/fixture-flood');
    const toggle = page.getByRole('switch', { name: 'Show Local Information' });
    // It turns itself off at once, so a plain click (check() would insist on the new state).
    await toggle.click();
    await expect(
      page.getByText(
        'Location permission denied. To see local information, enable location permission in your browser settings and try again.',
      ),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('@loCoOn'))).toBe('false');
    await expect(page.getByRole('region', { name: 'Local Information' })).toHaveCount(0);
  });
});
