import type { Page } from '@playwright/test';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/** Adds a place on /alerts: its name, then the first search answer matching `pick`. */
async function addPlace(page: Page, name: string, search: string, pick: RegExp) {
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByLabel('Name of the place').fill(name);
  await page.getByLabel('City or US ZIP code').fill(search);
  await page.getByRole('radio', { name: pick }).first().check();
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
  await page.getByRole('button', { name: 'Save place' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
}

/** The alerts listed for a place on /alerts. */
const alertsAt = (page: Page, name: string) => page.getByRole('list', { name: `Alerts at ${name}` });

test('places saved by city and by ZIP code show the alerts there, on /alerts and on Home', async ({
  page,
}, testInfo) => {
  // Two place searches, three pages and four axe checks: 30 s on a quiet machine.
  test.slow();
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByText(/Save a place to see the official alerts there/)).toBeVisible();
  await expect(page.getByText(/^Alerts last checked/)).toBeVisible();
  await expectNoAxeViolations(page, { label: 'alerts, no places' });

  // By city: Portland, Oregon, inside the sample flash flood warning.
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByLabel('Name of the place').fill('Home');
  await page.getByLabel('City or US ZIP code').fill('Portland');
  await expect(page.getByRole('radio', { name: 'Portland, OR, United States' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Portland, ME, United States' })).toBeVisible();
  await page.getByRole('radio', { name: 'Portland, OR, United States' }).check();
  await expectNoAxeViolations(page, { label: 'alerts, adding a place' });
  await page.screenshot({ path: `${SHOTS}/alerts-add-place-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save place' }).click();
  await expect(page.getByText('Home was saved.')).toBeVisible();

  // By ZIP code: 77002 is downtown Houston, inside the sample heat warning.
  await addPlace(page, 'Work', '77002', /^77002 \(Houston, TX\)$/);
  // A place with no alert.
  await addPlace(page, 'Cabin', 'Bend, OR', /^Bend, OR, United States$/);

  const home = alertsAt(page, 'Home');
  await expect(home.getByRole('link', { name: 'Flash Flood Warning' })).toBeVisible();
  await expect(home.getByText('Extreme')).toBeVisible();
  await expect(home.getByText('Sample — not a real alert')).toBeVisible();
  await expect(alertsAt(page, 'Work').getByRole('link', { name: 'Excessive Heat Warning' })).toBeVisible();
  await expect(alertsAt(page, 'Work').getByText('Severe')).toBeVisible();
  await expect(page.getByText('No active alerts here.')).toHaveCount(1);
  await expectNoAxeViolations(page, { label: 'alerts, three places' });
  await page.screenshot({ path: `${SHOTS}/alerts-places-${testInfo.project.name}.png`, fullPage: true });

  // Kept on this device: a reload shows them again.
  await page.reload();
  await expect(alertsAt(page, 'Home').getByRole('link', { name: 'Flash Flood Warning' })).toBeVisible();

  // Home: the alerts at the top, most severe first, each with its place.
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Alerts for your places' });
  await expect(top.getByRole('listitem')).toHaveCount(2);
  await expect(top.getByRole('listitem').first()).toContainText('Flash Flood Warning');
  await expect(top.getByRole('listitem').first()).toContainText('at Home');
  await expect(top.getByRole('listitem').nth(1)).toContainText('Excessive Heat Warning');
  await expect(top.getByRole('listitem').nth(1)).toContainText('at Work');
  await expectNoAxeViolations(page, { label: 'home with alerts' });
  await page.screenshot({ path: `${SHOTS}/alerts-home-${testInfo.project.name}.png` });

  // Removing a place removes its alerts.
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Remove Work' }).click();
  await expect(page.getByText('Work was removed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Excessive Heat Warning' })).toHaveCount(0);
});

for (const [language, what, guide] of [
  ['es', 'Qué hacer ahora', /Aviso de inundación repentina/],
  ['ja', '今すぐすべきこと', /Flash Flood Warning/],
] as const) {
  test(`an alert in full with what to do now, in ${language}`, async ({ page, context }, testInfo) => {
    await context.addInitScript((lang) => sessionStorage.setItem('@language', lang), language);
    await page.goto('/alerts');
    await page.evaluate(() =>
      localStorage.setItem(
        '@places',
        JSON.stringify([
          {
            id: '0b6f3f5e-4b7e-4c43-9a53-3c1f0f6a7e01',
            name: 'Casa',
            lat: 45.52,
            lng: -122.68,
            source: 'city',
          },
        ]),
      ),
    );
    await page.reload();
    await page.getByRole('link', { name: guide }).click();
    await expect(page.getByRole('heading', { level: 1, name: guide })).toBeVisible();
    const whatToDo = page.getByRole('region', { name: what });
    await expect(whatToDo).toBeVisible();
    // The fixture guide's critical React-stage block, in the reader's language where it has one.
    await expect(whatToDo.getByRole('heading', { level: 3 }).first()).toHaveText(
      language === 'ja' ? /[\u3040-\u30ff\u4e00-\u9fff]/ : /\S/,
    );
    // The official text keeps its own language.
    await expect(page.locator('h1[lang]')).toHaveAttribute('lang', language === 'es' ? 'es-US' : 'en-US');
    await expectNoAxeViolations(page, { label: `alert page, ${language}` });
    await page.screenshot({
      path: `${SHOTS}/alert-${language}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
}

test('a signed-in person’s places join the account at sign-up and follow them', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/alerts');
  await addPlace(page, 'Mom', 'Miami', /^Miami, FL, United States$/);
  const who = newPerson(`${testInfo.project.name}-places`, 'Pat');
  await signUpWithoutUi(page.request, who, { callback: '/alerts' });
  await page.goto('/alerts');
  await expect
    .poll(async () => (await (await page.request.get('/public/v2/authenticated/places')).json()) as unknown)
    .toMatchObject({ places: [{ name: 'Mom', source: 'city' }] });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('@places'))).toBe('[]');
  await expect(alertsAt(page, 'Mom').getByRole('link', { name: 'Air Quality Alert' })).toBeVisible();

  // Another device signed in to the same account sees the place.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto('/alerts');
  await expect(alertsAt(otherPage, 'Mom').getByRole('link', { name: 'Air Quality Alert' })).toBeVisible();
  await expect(otherPage.getByText(/kept on this device only/)).toHaveCount(0);
  await other.close();
});

/** The sample flash flood warning's id, as the app asks for it (Portland, Oregon). */
async function sampleFloodId(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/public/v2/alerts?points=45.52,-122.68')).json()) as {
    alerts: { id: number; event: string }[];
  };
  const flood = answer.alerts.find((alert) => alert.event === 'Flash Flood Warning');
  expect(flood).toBeDefined();
  return flood?.id ?? 0;
}

test.describe('an alert’s page opened from a notification (rendered on the server)', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('shows the alert at once, then its times in the phone’s own time zone', async ({ page }) => {
    const id = await sampleFloodId(page);
    await page.goto(`/alerts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Flash Flood Warning' })).toBeVisible();
    await page.waitForSelector('html[data-hydrated]');
    const until = page.getByText(/^Until /);
    await expect(until).toBeVisible();
    await expect(until).not.toContainText('UTC');
    await expect(page.getByRole('region', { name: 'What to do now' })).toBeVisible();
    await expectNoAxeViolations(page, { label: 'alert page, opened directly' });
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an alert’s page is readable as the server sent it, its times in UTC', async ({ page }) => {
    const id = await sampleFloodId(page);
    await page.goto(`/alerts/${id}?lang=es`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Aviso de inundación repentina/);
    await expect(page.getByText(/^Hasta .*UTC/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Qué hacer ahora' })).toBeVisible();
  });
});
