import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { PREP_CHECK_WELCOME_COOKIE, textDirection } from '@prepwell/contract';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

/*
 * Issue 28: three of the six new languages, Arabic (right to left), Korean and Vietnamese, on the
 * real content pack, at the project's width (390 or 1440 px): every screen the issue names is axe
 * clean and, on a phone, fits 320 px without scrolling sideways; a Prep Check's ranking and grid
 * questions are answered with the keyboard alone; and in Arabic the layout is mirrored from the
 * server's first byte.
 */

const SHOTS = 'screenshots';
const LANGUAGES = ['ar', 'ko', 'vi'] as const;
type Lang = (typeof LANGUAGES)[number];

const SCREENS = [
  ['home', '/'],
  ['guide', '/hazards'],
  ['hazard-react', '/hazards/flood?stage=During'],
  ['emergency-help', '/emergency-help'],
  ['plan', '/plan'],
  ['alerts', '/alerts'],
] as const;

/** The questionnaire's words in `lang`, from the app's own catalog. */
function questionnaireWords(lang: Lang) {
  const file = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', lang, 'pages.json');
  const pages = JSON.parse(readFileSync(file, 'utf8')) as {
    prepChecks: {
      questionnaire: { tutorialTitle: string; tutorialStart: string; allPlaced: string; previous: string };
    };
  };
  return pages.prepChecks.questionnaire;
}

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
test.beforeAll(async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium');
  testInfo.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startOwnServer(testInfo, 8700, { content: 'shipped' });
});
test.afterAll(() => server?.kill());

/** A page of a fresh context that reads in `lang` on the test's server (signed out). */
async function pageIn(browser: Browser, lang: Lang, width: number) {
  const origin = server!.origin;
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: width < 800 ? 844 : 900 },
    isMobile: width < 800,
    hasTouch: width < 800,
    serviceWorkers: 'block',
  });
  await context.addCookies([
    { name: 'prepwell_lang', value: lang, url: origin },
    { name: PREP_CHECK_WELCOME_COOKIE, value: '1', url: origin },
  ]);
  await context.addInitScript((language) => {
    sessionStorage.setItem('@language', language);
    localStorage.setItem('Local_Content_Intro', 'true');
  }, lang);
  return context.newPage();
}

/** How wide the page is: wider than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** On a phone, the screen as it is fits 320 px too, without scrolling sideways. */
async function fits320(page: Page, width: number, where: string) {
  if (width >= 800) return;
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await pageWidth(page), `${where} at 320 px`).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width, height: 844 });
}

/** Press Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

const projectWidth = (name: string) => (name === 'phone' ? 390 : 1440);

for (const lang of LANGUAGES) {
  test(`in ${lang}, the issue's screens on the real guide: axe clean, in its direction, no sideways scrolling at 320 px`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const width = projectWidth(testInfo.project.name);
    const page = await pageIn(browser, lang, width);
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', textDirection(lang));
      await expectNoAxeViolations(page, { label: `${lang} ${name} at ${width}px` });
      await page.screenshot({ path: `${SHOTS}/language-${lang}-${name}-${width}.png` });
      await fits320(page, width, `${lang} ${name}`);
    }
    await page.context().close();
  });

  test(`in ${lang}, a Prep Check's questions, ranking and grid included, answered with the keyboard`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const width = projectWidth(testInfo.project.name);
    const page = await pageIn(browser, lang, width);
    await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-${lang}-keys`, 'Minh'));
    const words = questionnaireWords(lang);
    await page.goto('/prep-checks/1');
    const options = page.locator('[id^="board-option-"]');
    const count = page.getByTestId('question-count');
    let boards = 0;
    const kindsSeen = new Set<string>();
    for (let question = 0; question < 10 && !/\/complete$/.test(page.url()); question++) {
      // (Under a tutorial the question is hidden from assistive technology: found by its markup.)
      await expect(page.locator('input[type="checkbox"]').first().or(options.first())).toBeVisible();
      // The first question of each kind opens with its tutorial (a board's kind: its columns).
      const kind =
        (await options.count()) > 0
          ? `board ${await page.locator('[role="group"] section').count()}`
          : 'checkboxes';
      if (!kindsSeen.has(kind)) {
        kindsSeen.add(kind);
        const tutorial = page.getByRole('dialog', { name: words.tutorialTitle });
        await tabTo(page, tutorial.getByRole('button', { name: words.tutorialStart }));
        await page.keyboard.press('Enter');
        await expect(tutorial).toBeHidden();
      }
      if ((await options.count()) > 0) {
        boards += 1;
        // Each item in turn: picked up with Enter, put with Enter in the first free place the Tab
        // key reaches (on a phone, in the tray of places that opens).
        while ((await options.count()) > 0) {
          await tabTo(page, options.first());
          await page.keyboard.press('Enter');
          const tray = page.getByTestId('place-tray');
          const place = (await tray.isVisible())
            ? tray.locator('[data-free="true"]').first()
            : page.locator('[id^="slot-"]:not([aria-pressed])').first();
          await tabTo(page, place);
          await page.keyboard.press('Enter');
        }
        await expect(page.getByText(words.allPlaced)).toBeVisible();
        await expectNoAxeViolations(page, { label: `${lang} board ${boards} at ${width}px` });
        await page.screenshot({ path: `${SHOTS}/language-${lang}-prep-check-board-${boards}-${width}.png` });
        await fits320(page, width, `${lang} board ${boards}`);
      } else {
        await tabTo(page, page.getByRole('checkbox').first());
        await page.keyboard.press('Space');
        await expect(page.getByRole('checkbox').first()).toBeChecked();
      }
      const before = await count.textContent();
      await tabTo(page, page.getByTestId('question-forward'));
      await page.keyboard.press('Enter');
      await expect
        // (Gone with the last question, the count is not waited for: the address says it.)
        .poll(
          async () =>
            /\/complete$/.test(page.url()) ||
            (await count.textContent({ timeout: 1000 }).catch(() => before)) !== before,
        )
        .toBe(true);
    }
    await expect(page).toHaveURL(/\/prep-checks\/1\/complete$/);
    // Earthquake Readiness has a ranking and a grid question.
    expect(boards).toBe(2);
    await expectNoAxeViolations(page, { label: `${lang} Prep Check completed at ${width}px` });
    await page.screenshot({ path: `${SHOTS}/language-${lang}-prep-check-complete-${width}.png` });
    await fits320(page, width, `${lang} Prep Check completed`);
    await page.context().close();
  });
}

test('in Arabic the page is mirrored from the server’s first byte: direction, bars, arrows, numbers', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = projectWidth(testInfo.project.name);
  // Before any script: the document the server sends.
  const html = await (await fetch(`${server!.origin}/hazards/flood?lang=ar`)).text();
  expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);

  const page = await pageIn(browser, 'ar', width);
  await page.goto('/hazards/flood?stage=During');
  await page.locator('html[data-hydrated="true"]').waitFor();
  // The header: the app's name at the right, the account button at the left.
  const banner = page.getByRole('banner');
  const name = (await banner.getByRole('link', { name: 'Prepwell' }).first().boundingBox())!;
  expect(name.x + name.width / 2).toBeGreaterThan(width / 2);
  // A critical block's bar is on its right edge (its reading start).
  const critical = page.locator('#stage-panel .MuiAccordion-root[data-critical="true"]').first();
  const borders = await critical.evaluate((el) => {
    const style = getComputedStyle(el);
    return { left: parseFloat(style.borderLeftWidth), right: parseFloat(style.borderRightWidth) };
  });
  expect(borders.right).toBeGreaterThan(borders.left);

  // A crisis line's number stays left to right inside the Arabic words (a left-to-right isolate).
  await page.goto('/emergency-help');
  const call = page.getByRole('link', { name: /1-800-985-5990/ }).first();
  await expect(call).toContainText('\u20661-800-985-5990\u2069');
  await page.context().close();
});

test('in Arabic, the Prep Check board runs from right to left, and its arrows point the reading way @desktop', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await pageIn(browser, 'ar', 1440);
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-ar-board`, 'Amal'));
  const words = questionnaireWords('ar');
  // Earthquake Readiness: question 4 is the grid (Prepare, React, Recover).
  await page.goto('/prep-checks/1');
  const tutorial = page.getByRole('dialog', { name: words.tutorialTitle });
  // Checkboxes and the ranking open with their tutorials; the second checkbox question does not.
  for (const tutorialFirst of [true, true, false]) {
    if (tutorialFirst) await tutorial.getByRole('button', { name: words.tutorialStart }).click();
    await expect(tutorial).toBeHidden();
    const before = await page.getByTestId('question-count').textContent();
    await page.getByTestId('question-forward').click();
    await expect(page.getByTestId('question-count')).not.toHaveText(before ?? '');
  }
  await tutorial.getByRole('button', { name: words.tutorialStart }).click();
  await expect(tutorial).toBeHidden();
  // The grid's columns (the list of items to place is a section too, without a label of its own).
  const columns = page.getByRole('group').locator('section[aria-label]');
  await expect(columns).toHaveCount(3);
  const x = async (i: number) => (await columns.nth(i).boundingBox())!.x;
  // Prepare (first in reading and in Tab order) at the right, Recover at the left.
  expect(await x(0)).toBeGreaterThan(await x(1));
  expect(await x(1)).toBeGreaterThan(await x(2));
  // The first free place Tab reaches after picking an item is Prepare's first.
  await tabTo(page, page.locator('[id^="board-option-"]').first());
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = page.locator('[id^="slot-"]').first();
  await tabTo(page, first);
  expect(
    await first.evaluate(
      (el) => el.closest('section') === document.querySelector('[role="group"] section[aria-label]'),
    ),
  ).toBe(true);
  // "Previous question" has a back arrow: mirrored, it points right.
  const transform = await page
    .getByRole('button', { name: words.previous })
    .locator('svg')
    .evaluate((el) => getComputedStyle(el).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await page.screenshot({ path: `${SHOTS}/language-ar-prep-check-grid-1440.png` });
  await page.context().close();
});
