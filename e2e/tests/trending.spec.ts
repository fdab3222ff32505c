import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/** The fixture pack's non-local hazards: trending never lists a local one (Levee Breach). */
const NON_LOCAL = ['Earthquake', 'Extreme Heat', 'Fixture Fire', 'Fixture Flood', 'Wildfire'];

test('Home shows the Trending Hazards strip, which opens a hazard', async ({ page }, testInfo) => {
  // The server's page has the heading and the five placeholders only: it has no trending data.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Trending Hazards');
  expect(html.match(/data-testid="trending-placeholder"/g)).toHaveLength(5);

  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Trending Hazards' });
  const list = strip.getByRole('list', { name: 'Trending Hazards' });
  await expect(list.getByRole('link')).toHaveCount(NON_LOCAL.length);
  expect((await list.getByRole('link').allTextContents()).sort()).toEqual(NON_LOCAL);
  await expect(strip.getByTestId('trending-placeholder')).toHaveCount(0);

  // 44 px targets, and the strip scrolls on its own: the page never scrolls sideways.
  for (const box of await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await expectNoAxeViolations(page, { label: 'home with the trending strip' });
  await strip.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/home-trending-${testInfo.project.name}.png` });

  // Keyboard: the links are reachable with Tab, and Enter opens the hazard.
  const flood = list.getByRole('link', { name: 'Fixture Flood' });
  await flood.focus();
  await expect(flood).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hazards\/fixture-flood$/);
});

test('a hazard view refreshes the strip', async ({ page }) => {
  let trendingCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/public/v2/trending-hazards')) trendingCalls += 1;
  });
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Trending Hazards' });
  await expect(list.getByRole('link')).toHaveCount(NON_LOCAL.length);
  expect(trendingCalls).toBe(1);
  // Open a hazard from the strip: its view is recorded.
  const viewed = page.waitForResponse(
    (response) => response.url().includes('/public/guide/hazard-view-event') && response.status() === 204,
  );
  await list.getByRole('link', { name: 'Wildfire' }).click();
  await viewed;
  // Back on Home within the list's minute of freshness, the strip is asked for again.
  await page.goBack();
  await expect(list.getByRole('link')).toHaveCount(NON_LOCAL.length);
  await expect.poll(() => trendingCalls).toBe(2);
});

test('Home says so when the trending list cannot be loaded', async ({ page, consoleErrors }) => {
  await page.route('**/public/v2/trending-hazards**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"x"}}',
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trending Hazards' }).getByRole('status')).toHaveText(
    'Unable to load trending hazards.',
    { timeout: 15_000 },
  );
  // The refused calls themselves (the first try and its two retries) are expected here.
  const refused = 'Failed to load resource: the server responded with a status of 500';
  for (let k = consoleErrors.length - 1; k >= 0; k -= 1) {
    if (consoleErrors[k]?.startsWith(refused)) consoleErrors.splice(k, 1);
  }
});

test('the shell’s analytics events reach the API and are accepted', async ({ page }) => {
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/public/analytics/log') && response.request().method() === 'POST',
  );
  await page.goto('/?lat=40.71&lng=-74.01');
  const response = await accepted;
  expect(response.status()).toBe(204);
  expect(response.request().postData() ?? '').not.toMatch(/40\.71|lat/);
});
