import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

const SHOTS = 'screenshots';

/** The titles of the option cards shown, in order. */
const optionTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Crisis Support Options' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

const open = async (page: Page) => {
  await page.goto('/emergency-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Emergency Help');
};

test('911, the app, and each national line with one-tap call and text actions', async ({
  page,
}, testInfo) => {
  await open(page);
  await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByRole('link', { name: 'Download on the App Store' }).first()).toHaveAttribute(
    'href',
    'https://apps.example.org/prepwell-ios',
  );
  // Without a point: the national lines only, by priority.
  await expect.poll(() => optionTitles(page)).toEqual(['Fixture Helpline', 'Fixture Text Line']);
  const helpline = page.getByRole('article', { name: 'Fixture Helpline' });
  await expect(helpline.getByRole('link', { name: 'Call 1-800-555-0100' })).toHaveAttribute(
    'href',
    'tel:18005550100',
  );
  await expect(helpline.getByRole('link', { name: 'Text HELLO to 55501' })).toHaveAttribute(
    'href',
    'sms:55501?&body=HELLO',
  );
  await expect(helpline.getByText('Mon–Fri, 9 a.m.–5 p.m. ET')).toBeVisible();
  const textLine = page.getByRole('article', { name: 'Fixture Text Line' });
  await expect(textLine.getByText('Available 24/7')).toBeVisible();
  await expect(textLine.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?&body=HOME',
  );
  // A text-only line offers no call.
  await expect(textLine.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  // One tap: each action is at least 44 px tall; the page never scrolls sideways.
  for (const height of await page
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
    expect(height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page, { label: 'get emergency help' });
  await page.screenshot({ path: `${SHOTS}/emergency-help-${testInfo.project.name}.png`, fullPage: true });

  // More Details reveals the three sections; Less Details hides them again.
  await helpline.getByRole('button', { name: 'More Details' }).click();
  await expect(helpline.getByRole('heading', { name: 'What They Help With' })).toBeVisible();
  await expect(helpline.getByRole('heading', { name: 'Who They Help' })).toBeVisible();
  await expect(helpline.getByRole('heading', { name: 'About This Service' })).toBeVisible();
  await expect(helpline.getByText('A sample option used only by the test suite.')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'get emergency help, details open' });
  await helpline.getByRole('button', { name: 'Less Details' }).click();
  await expect(helpline.getByRole('heading', { name: 'About This Service' })).toBeHidden();
});

test('search finds a line through a typo, and says when nothing matches', async ({ page }) => {
  await open(page);
  const search = page.getByRole('searchbox', { name: 'Search crisis support options' });
  await search.fill('helpine');
  await expect(page.getByRole('heading', { name: 'Search results for "helpine":' })).toBeVisible();
  await expect.poll(async () => (await optionTitles(page))[0]).toBe('Fixture Helpline');
  await search.fill('xqzjvw');
  await expect(page.getByText('No search results found.')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'get emergency help, no results' });
  await search.fill('');
  await expect.poll(() => optionTitles(page)).toHaveLength(2);
});

/** The filter controls: inline from small screens up, in a dialog on a phone. */
async function filters(page: Page, isPhone: boolean) {
  if (!isPhone) return page.getByRole('main').getByRole('search');
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter crisis support options' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeFilters(page: Page, isPhone: boolean) {
  if (!isPhone) {
    // While a dropdown's list is open, MUI hides the rest of the page from assistive technology, so
    // the options' list cannot be read until it has closed. A list of several choices stays open
    // after a choice: Escape closes it, as it would for a reader.
    if ((await page.getByRole('listbox').count()) > 0) await page.keyboard.press('Escape');
    return expect(page.getByRole('listbox')).toHaveCount(0);
  }
  const dialog = page.getByRole('dialog', { name: 'Filter crisis support options' });
  // A list still open over the dialog closes when the reader taps elsewhere in it.
  await dialog.getByRole('heading').click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('the hazard dropdown with Other Hazards and Reset, and Who needs help? with +N', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  await open(page);
  await expect.poll(() => optionTitles(page)).toHaveLength(2);

  let picker = await filters(page, isPhone);
  if (isPhone) await expectNoAxeViolations(page, { label: 'filter dialog' });
  await picker.getByRole('combobox', { name: 'Hazard', exact: true }).click();
  await page.getByRole('option', { name: 'Fixture Flood' }).click();
  await closeFilters(page, isPhone);
  // The helpline names Fixture Flood; the text line names no hazard, so it serves every hazard.
  await expect.poll(() => optionTitles(page)).toEqual(['Fixture Helpline', 'Fixture Text Line']);

  picker = await filters(page, isPhone);
  await picker.getByRole('combobox', { name: 'Hazard', exact: true }).click();
  await page.getByRole('option', { name: 'Other Hazards' }).click();
  await closeFilters(page, isPhone);
  await expect.poll(() => optionTitles(page)).toEqual(['Fixture Text Line']);

  picker = await filters(page, isPhone);
  await picker.getByRole('button', { name: 'Reset' }).click();
  await expect(picker.getByRole('combobox', { name: 'Hazard', exact: true })).toHaveText('All hazards');
  const who = picker.getByRole('combobox', { name: 'Who needs help?' });
  await who.click();
  await page.getByRole('option', { name: 'Kids' }).click();
  // Kids: the helpline helps the elderly only; the text line (no filters) helps everyone.
  await closeFilters(page, isPhone);
  await expect.poll(() => optionTitles(page)).toEqual(['Fixture Text Line']);

  picker = await filters(page, isPhone);
  // By keyboard this time: ArrowDown opens the list.
  await picker.getByRole('combobox', { name: 'Who needs help?' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Pets' }).click();
  await page.getByRole('option', { name: 'Elderly' }).click();
  // The last two chosen as chips, then +1 for the first.
  await expect(picker.getByRole('button', { name: 'Pets' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Elderly' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Kids' })).toHaveCount(0);
  await expect(picker.getByText('+1', { exact: true })).toBeVisible();
  // Typing what no person type matches: the picker's empty text.
  await page.keyboard.type('zzz');
  await expect(page.getByText('No options available.')).toBeVisible();
  await page.keyboard.press('Escape');
  await closeFilters(page, isPhone);
  // Several choices mean any of them: Elderly brings the helpline back.
  await expect.poll(() => optionTitles(page)).toEqual(['Fixture Helpline', 'Fixture Text Line']);
  await expectNoAxeViolations(page, { label: 'get emergency help, filtered' });
});

test.describe('with local information on in Fixture Town', () => {
  test.use({ geolocation: { latitude: 45.5231, longitude: -122.6765 }, permissions: ['geolocation'] });

  test('the local sample line comes first, marked Sample', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('@loCoOn', 'true'));
    await open(page);
    await expect
      .poll(() => optionTitles(page))
      .toEqual(['Sample: Fixture Town Helpline', 'Fixture Helpline', 'Fixture Text Line']);
    const local = page.getByRole('article', { name: 'Sample: Fixture Town Helpline' });
    await expect(local.getByText('Sample', { exact: true })).toBeVisible();
    await expect(local.getByRole('link', { name: 'Call 503-555-0111' })).toHaveAttribute(
      'href',
      'tel:5035550111',
    );
  });
});

test.describe('without local information', () => {
  test.use({ geolocation: { latitude: 45.5231, longitude: -122.6765 }, permissions: ['geolocation'] });

  test('the page never reads the location on its own', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/public/crisis-support-option')) asked.push(request.url());
    });
    await open(page);
    await expect.poll(() => optionTitles(page)).toHaveLength(2);
    expect(asked.every((url) => !url.includes('lat='))).toBe(true);
  });
});

test('opens with every number when the network is gone', async ({ browser }, testInfo) => {
  test.slow();
  const { origin, stop, kill } = await startOwnServer(testInfo, 8290);
  try {
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/emergency-help');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect.poll(() => optionTitles(page)).toHaveLength(2);

    await stop();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Emergency Help');
    await expect(
      page.getByText(/^Offline: showing the saved list of crisis support options, last updated/),
    ).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Fixture Helpline' })
        .getByRole('link', { name: 'Call 1-800-555-0100' }),
    ).toHaveAttribute('href', 'tel:18005550100');
    await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await context.close();
  } finally {
    kill();
  }
});
