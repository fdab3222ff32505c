import type { Page } from '@playwright/test';
import { newPerson, signUpWithoutUi } from './accounts';
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
    // The Community Sponsors block opens once they load: the area's sponsor first ("Based on
    // Your Location"), then the one sponsoring this hazard everywhere.
    const sponsors = page.getByRole('article');
    await expect(sponsors).toHaveCount(2);
    await expect(sponsors.nth(0).getByRole('heading')).toHaveText('Sample: Fixture Fund');
    await expect(sponsors.nth(0)).toContainText('Based on Your Location');
    await expect(sponsors.nth(1).getByRole('heading')).toHaveText('Sample: Everywhere Fund');
    await expect(sponsors.nth(1)).not.toContainText('Based on Your Location');
    await expect(sponsors.nth(0).getByRole('link', { name: 'Sign up for alerts' })).toHaveAttribute(
      'href',
      'https://www.ready.gov/alerts',
    );
    await expect(
      sponsors.nth(0).getByRole('link', { name: 'Learn More About This Sponsor' }),
    ).toHaveAttribute('href', 'https://www.ready.gov/');
    await expect(page.getByRole('link', { name: 'About community sponsors' })).toHaveAttribute(
      'href',
      'https://example.org/community-sponsors',
    );
    // The Local booster is added, selected, with the local information (behind Show for on a phone).
    const showFor = page.getByRole('button', { name: /^Show for: / });
    if (await showFor.isVisible()) await showFor.click();
    await expect(page.getByRole('button', { name: 'Local', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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

test.describe('local information that cannot be fetched', () => {
  test.use({ geolocation: { latitude: 45.5231, longitude: -122.6765 }, permissions: ['geolocation'] });
  const failLocalCalls = (page: Page) =>
    page.route(
      (url) => url.pathname.startsWith('/public/guide/hazard') && url.searchParams.has('lat'),
      (route) => route.abort('internetdisconnected'),
    );

  test('on switching on: the guide stays, the message shows and the switch turns off', async ({
    page,
    consoleErrors,
  }) => {
    await failLocalCalls(page);
    await page.goto('/hazards/fixture-flood?stage=Before');
    const toggle = page.getByRole('switch', { name: 'Show Local Information' });
    await toggle.click();
    await expect(page.getByText('Unable to retrieve local information')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flood/);
    expect(await page.evaluate(() => localStorage.getItem('@loCoOn'))).toBe('false');
    await page.waitForLoadState('networkidle');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR')));
  });

  test('on opening a hazard with the switch on: the message shows over the guide', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/hazards/fixture-flood');
    await page.evaluate(() => localStorage.setItem('@loCoOn', 'true'));
    await failLocalCalls(page);
    await page.goto('/hazards/fixture-earthquake');
    await expect(page.getByText('Unable to retrieve local information')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).not.toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Earthquake/);
    await page.waitForLoadState('networkidle');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR')));
  });
});

test.describe('with the location refused', () => {
  test('switching on says why nothing local shows, and turns itself off', async ({ page }) => {
    await page.goto('/hazards/fixture-flood');
    const toggle = page.getByRole('switch', { name: 'Show Local Information' });
    // It turns itself off at once, so a plain click (check() would insist on the new state).
    await toggle.click();
    const popover = page.getByRole('dialog', { name: 'Location is off' });
    await expect(popover).toContainText(
      'Location permission denied. To see local information, enable location permission in your browser settings and try again.',
    );
    await expectNoAxeViolations(page, { label: 'location refused popover' });
    await popover.getByRole('button', { name: 'OK' }).click();
    await expect(popover).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('@loCoOn'))).toBe('false');
    await expect(page.getByRole('region', { name: 'Local Information' })).toHaveCount(0);
    // Without a point only the sponsor of this hazard everywhere is shown.
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText('Sample: Everywhere Fund');
  });
});

test.describe('with the location refused and a saved place', () => {
  test('a saved place gives local information without sharing the location', async ({ page }, testInfo) => {
    // A place saved, a hazard opened twice and the popover: close to 30 s on a busy machine.
    test.slow();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/public/guide/hazard/')) asked.push(request.url());
    });
    await page.goto('/hazards/fixture-flood?stage=Before');
    const toggle = page.getByRole('switch', { name: 'Show Local Information' });
    await toggle.click();
    const refused = page.getByRole('dialog', { name: 'Location is off' });
    // No places yet: the popover offers to save one, which opens the form on /alerts.
    await refused.getByRole('link', { name: 'Save a place' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await page.getByLabel('Name of the place').fill('Home');
    await page.getByLabel('City or US ZIP code').fill('Portland');
    await page.getByRole('radio', { name: 'Portland, OR, United States' }).check();
    await page.getByRole('button', { name: 'Save place' }).click();
    await expect(page.getByText('Home was saved.')).toBeVisible();

    // Back on the hazard: "Local to" offers the place; choosing it shows Portland's information.
    await page.goBack();
    const localTo = page.getByRole('combobox', { name: 'Local to' });
    await expect(localTo).toHaveValue('');
    await expect(toggle).not.toBeChecked();
    await localTo.selectOption({ label: 'Home' });
    const local = page.getByRole('region', { name: 'Local Information', exact: true });
    await expect(local).toContainText('Sample local tip');
    await expect(toggle).toBeChecked();
    await expect(refused).toHaveCount(0);
    // The place's point leaves rounded like a position (Portland's centre, 45.52, -122.68).
    expect(asked.some((url) => url.includes('lat=45.52&lng=-122.68'))).toBe(true);
    await expectNoAxeViolations(page, { label: 'local information for a saved place' });
    await page.screenshot({ path: `${SHOTS}/local-place-${testInfo.project.name}.png`, fullPage: true });

    // Kept for the next page; off and on again stays with Home and never asks for the location.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Local to' })).toHaveValue(/./);
    await expect(local).toContainText('Sample local tip');
    await toggle.click();
    await expect(local).toHaveCount(0);
    await toggle.click();
    await expect(local).toContainText('Sample local tip');
    await expect(refused).toHaveCount(0);

    // "My location" asks, is refused, and the popover offers the saved place instead.
    await localTo.selectOption({ label: 'My location' });
    await expect(refused).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('@loCoOn'))).toBe('false');
    await expectNoAxeViolations(page, { label: 'location refused, with a saved place' });
    await page.screenshot({ path: `${SHOTS}/local-refused-place-${testInfo.project.name}.png` });
    await refused.getByRole('button', { name: 'Use Home' }).click();
    await expect(refused).toHaveCount(0);
    await expect(toggle).toBeChecked();
    await expect(local).toContainText('Sample local tip');

    // Removing the place switches local information off; the picker goes with the last place.
    await page.goto('/alerts');
    await page.getByRole('button', { name: 'Remove Home' }).click();
    await expect(page.getByText('Home was removed.')).toBeVisible();
    await page.goto('/hazards/fixture-flood?stage=Before');
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Local to' })).toHaveCount(0);
    await expect(local).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('@loCoPlace'))).toBe('null');
  });
});

test.describe('first visit', () => {
  test.use({ localIntroSeen: false });

  test('the intro points at the switch until Done, and stays dismissed', async ({ page }, testInfo) => {
    await page.goto('/hazards/fixture-heat');
    const intro = page.getByText(/^New: switch on Show Local Information/);
    // Not while the page is first read: it waits for the reader's first key, tap or scroll.
    await page.waitForTimeout(500);
    await expect(intro).toHaveCount(0);
    await page.keyboard.press('Shift');
    await expect(intro).toBeVisible();
    // The switch is described by the tip while it shows.
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).toHaveAccessibleDescription(
      /^New: switch on Show Local Information/,
    );
    await expectNoAxeViolations(page, { label: 'local information intro' });
    await page.screenshot({ path: `${SHOTS}/local-intro-${testInfo.project.name}.png` });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(intro).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('Local_Content_Intro'))).toBe('true');
    await page.goto('/hazards');
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).toBeVisible();
    await page.keyboard.press('Shift');
    await expect(intro).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  test.use({ localIntroSeen: false });

  test('dismissing the intro is kept in the profile, so another browser does not show it', async ({
    page,
    browser,
  }, testInfo) => {
    const who = newPerson(`${testInfo.project.name}-local-intro`, 'Lee');
    await signUpWithoutUi(page.request, who);
    await page.goto('/hazards/fixture-heat');
    await page.keyboard.press('Shift');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/public/profile')).json()) as { tutorials_shown: string[] })
            .tutorials_shown,
      )
      .toContain('LocalContentIntro');

    // The same account in a fresh browser (no storage): no intro.
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const second = await other.newPage();
    await second.addInitScript(() => localStorage.clear());
    await second.goto('/hazards/fixture-heat');
    await second.waitForSelector('html[data-hydrated]');
    await expect(second.getByRole('switch', { name: 'Show Local Information' })).toBeVisible();
    await second.keyboard.press('Shift');
    await expect(second.getByRole('button', { name: 'Done' })).toHaveCount(0);
    expect(await second.evaluate(() => localStorage.getItem('Local_Content_Intro'))).toBeNull();
    await other.close();
  });
});

test.describe('a hazard without local information for the reader', () => {
  test.use({ geolocation: { latitude: 45.5231, longitude: -122.6765 }, permissions: ['geolocation'] });

  test('the popover explains, "do not show again" keeps it away, and the choice stays on elsewhere', async ({
    page,
  }, testInfo) => {
    await page.goto('/hazards/fixture-heat');
    const toggle = page.getByRole('switch', { name: 'Show Local Information' });
    await toggle.click();
    const popover = page.getByRole('dialog', { name: 'No local information here yet' });
    await expect(popover).toBeVisible();
    await expectNoAxeViolations(page, { label: 'no local information popover' });
    await page.screenshot({ path: `${SHOTS}/local-none-${testInfo.project.name}.png` });
    await popover.getByRole('checkbox', { name: 'Do not show this again' }).check();
    await popover.getByRole('button', { name: 'OK' }).click();
    await expect(popover).toHaveCount(0);
    // Off on this hazard (nothing local to show), while the stored choice stays on.
    await expect(toggle).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('@loCoOn'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('@DisableAutoShowNoLoCo'))).toBe('true');

    // Opened again: no popover by itself, the switch off on this hazard only.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Extreme Heat Prepare 90601' })).toBeVisible();
    await expect(popover).toHaveCount(0);
    await page.goto('/hazards/fixture-flood?stage=Before');
    await expect(page.getByRole('switch', { name: 'Show Local Information' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Local Information', exact: true })).toBeVisible();

    // Switching it on again by hand on the hazard without any still says why.
    await page.goto('/hazards/fixture-heat');
    await page.getByRole('switch', { name: 'Show Local Information' }).click();
    await expect(popover).toBeVisible();
  });
});

test.describe('local hazards', () => {
  test.use({ geolocation: { latitude: 45.5231, longitude: -122.6765 }, permissions: ['geolocation'] });

  test('a local hazard is listed, first, only for a reader inside its region', async ({ page }) => {
    await page.goto('/hazards');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(page.getByRole('heading', { name: 'Fixture Flood' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Levee Breach (sample)' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show Local Information' }).check();
    await expect(page.getByRole('heading', { name: 'Levee Breach (sample)' })).toBeVisible();
    await expect(cards.first()).toHaveText('Levee Breach (sample)');
    // Search finds it too, for this reader.
    await page.goto('/hazards?query=levee');
    await expect(page.getByRole('heading', { name: 'Levee Breach (sample)' })).toBeVisible();
  });
});

test.describe('community sponsors that cannot be loaded', () => {
  test('say so in the block', async ({ page, consoleErrors }) => {
    // The server's page carries the sponsors (app/server-prefill.ts), so the browser asks for them
    // on a page it opens itself: from the guide's list, with the connection gone.
    await page.goto('/hazards');
    await page.route('**/public/guide/community-sponsor/**', (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('link', { name: /Fixture Flood/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Flood' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Unable to get community sponsors. Please check your internet connection and try again.',
    );
    await expectNoAxeViolations(page, { label: 'sponsors failed' });
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR')));
  });
});
