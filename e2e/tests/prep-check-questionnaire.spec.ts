import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { checked } from '@prepwell/contract/testing';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/*
 * The questionnaire and the completion screen, driven as a person would: the fixture pack's Prep
 * Checks each have a checkbox question (Water +1, Radio +0.5, Candles only −0.5), a ranking
 * question (Step 1, 2, 3 in that order) and a grid question (Action 1 and 2 Prepare, 3 React,
 * 4 Recover: the stages `Before`, `During`, `After` on the wire). 901 "Fixture Readiness"'s checkbox question is linked to My Emergency Items
 * (Water is item 901, Radio item 902).
 */

const tutorial = (page: Page) => page.getByRole('dialog', { name: 'How this question works' });
const board = (page: Page) => page.getByRole('group', { name: /Put these in order|When do you do these/ });
const slot = (page: Page, name: string) =>
  board(page).getByRole('button', { name: new RegExp(`^${name}(,|:)`) });
const item = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Items to place' }).getByRole('button', { name: text, exact: true });
const autosave = (page: Page) => page.getByTestId('autosave-status');
/** The one way on at the end of a question: "Next question", or Done on the last. */
const forward = (page: Page) => page.getByTestId('question-forward');
/** On a phone, picking an item opens this tray of places at the bottom of the screen. */
const tray = (page: Page) => page.getByTestId('place-tray');
const trayPlace = (page: Page, name: string) =>
  tray(page).getByRole('button', { name: new RegExp(`^${name}(,|:)`) });
/** Put a picked item (or the placed one) in a place: through the tray on a phone, the board elsewhere. */
async function choosePlace(page: Page, where: string, touch: boolean) {
  if (touch) await press(trayPlace(page, where), touch);
  else await press(slot(page, where), touch);
  await expect(tray(page)).toHaveCount(0);
}

/** Tap on a touch screen, click elsewhere. */
async function press(locator: Locator, touch: boolean) {
  if (touch) await locator.tap();
  else await locator.click();
}

/** Drag with the mouse, past the 5 px the board waits for, in steps a person's hand makes. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Close a question type's tutorial (shown once per type), checking it first. */
async function startTutorial(page: Page, label?: string, shot?: string) {
  const dialog = tutorial(page);
  await expect(dialog.getByRole('heading', { name: 'How to answer' })).toBeVisible();
  if (label) await expectNoAxeViolations(page, { label });
  if (shot) await page.screenshot({ path: shot });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();
}

/** The draft as stored on the server. */
async function storedDraft(page: Page, id: number) {
  const res = await page.request.get(`/public/prep-check-submissions/${id}?drafts=true`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    id: number | null;
    submitted_responses: { question_id: number; user_answer: { answer: Record<string, unknown> }[] }[];
  };
}

test('a Prep Check answered by mouse or touch: each question type, then the completion screen', async ({
  page,
}, testInfo) => {
  // The whole questionnaire and completion in one flow: long on a busy 2-core machine.
  test.slow();
  const touch = testInfo.project.name === 'phone';
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-questionnaire`, 'Quinn'));
  await page.goto('/prep-checks');
  await page.getByRole('button', { name: 'Start Fixture Readiness', exact: true }).click();
  await expect(page).toHaveURL(/\/prep-checks\/901\?from=%2Fprep-checks$/);
  await expect(page).toHaveTitle('Fixture Readiness Prep Check - Prepwell');

  // Question 1, checkboxes: the tutorial first (once for the type).
  await startTutorial(page, 'checkbox tutorial', testInfo.outputPath(`${SHOTS}/questionnaire-tutorial.png`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture Readiness Prep Check');
  await expect(page.getByTestId('question-count')).toHaveText('Question 1 of 3');
  await expect(page.getByRole('button', { name: 'Previous question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
  // One way on, a primary button at the end of the question (no arrow at the top).
  await expect(page.getByRole('button', { name: 'Next question' })).toHaveCount(1);
  await expect(forward(page)).toHaveText('Next question');
  await expect(autosave(page)).toHaveText('');
  await press(page.getByRole('checkbox', { name: 'Water' }), touch);
  await press(page.getByRole('checkbox', { name: 'Radio' }), touch);
  await expect(autosave(page)).toHaveText('Progress saved!');
  await expectNoAxeViolations(page, { label: 'checkbox question' });
  await page.screenshot({
    path: testInfo.outputPath(`${SHOTS}/questionnaire-checkboxes.png`),
    fullPage: true,
  });

  // The info button opens the explainer (not the tutorial: that was shown).
  await page.getByRole('button', { name: 'About this question' }).click();
  const explainer = page.getByRole('dialog', { name: 'About this question' });
  await expect(explainer).toContainText('Supplies help.');
  await explainer.getByRole('button', { name: 'Close' }).click();
  await expect(explainer).toBeHidden();

  // Question 2, ranking: tap an item then a place; on a desktop one is dragged there.
  await press(page.getByRole('button', { name: 'Next question' }), touch);
  await startTutorial(page, 'ranking tutorial');
  await expect(page.getByTestId('question-count')).toHaveText('Question 2 of 3');
  await press(item(page, 'Step 1'), touch);
  await expect(item(page, 'Step 1')).toHaveAttribute('aria-pressed', 'true');
  // A phone's place tray (the places are below the fold); a wide screen has none.
  await expect(tray(page)).toHaveCount(touch ? 1 : 0);
  await choosePlace(page, 'Place 1', touch);
  await expect(slot(page, 'Place 1')).toHaveAccessibleName('Place 1: Step 1');
  if (touch) {
    await press(item(page, 'Step 2'), touch);
    await choosePlace(page, 'Place 2', touch);
  } else {
    await drag(page, item(page, 'Step 2'), slot(page, 'Place 2'));
  }
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 2');
  // Step 3 into place 2: it replaces Step 2, which goes back among the items to place.
  await press(item(page, 'Step 3'), touch);
  await choosePlace(page, 'Place 2', touch);
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 3');
  await expect(item(page, 'Step 2')).toBeVisible();
  await press(item(page, 'Step 2'), touch);
  await choosePlace(page, 'Place 3', touch);
  // Tapping a placed item, then another, reorders: Step 2 moves up to place 2, Step 3 down.
  await press(slot(page, 'Place 3'), touch);
  await choosePlace(page, 'Place 2', touch);
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 2');
  await expect(slot(page, 'Place 3')).toHaveAccessibleName('Place 3: Step 3');
  await expect(page.getByText('You have placed all of the items!')).toBeVisible();
  await expect(autosave(page)).toHaveText('Progress saved!');
  await expectNoAxeViolations(page, { label: 'ranking question, all placed' });
  await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/questionnaire-ranking.png`), fullPage: true });

  // Question 3, grid, reached through the same one button (no "Go to Next Question" link).
  await expect(page.getByRole('button', { name: 'Next question' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Go to Next Question' })).toHaveCount(0);
  await press(forward(page), touch);
  await startTutorial(page, 'grid tutorial');
  await expect(page.getByTestId('question-count')).toHaveText('Question 3 of 3');
  // The last question: Done, in the Next button's place and style; nothing else moves on.
  await expect(page.getByRole('button', { name: 'Next question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to Next Question' })).toHaveCount(0);
  await expect(forward(page)).toHaveText('Done');
  await expect(forward(page)).toHaveClass(/MuiButton-contained/);
  // The columns carry the guide's stage words.
  await expect(board(page).getByRole('heading', { level: 3 })).toHaveText([
    'Items to place',
    'Prepare',
    'React',
    'Recover',
  ]);
  const place = async (text: string, where: string) => {
    if (touch || text !== 'Action 3') {
      await press(item(page, text), touch);
      await choosePlace(page, where, touch);
    } else {
      await drag(page, item(page, text), slot(page, where));
    }
    await expect(slot(page, where)).toHaveAccessibleName(`${where}: ${text}`);
  };
  // Action 1 and 4 first in the wrong columns, then swapped by tapping one and the other.
  await place('Action 1', 'Recover, place 1');
  await place('Action 4', 'Prepare, place 1');
  await press(slot(page, 'Recover, place 1'), touch);
  await choosePlace(page, 'Prepare, place 1', touch);
  await expect(slot(page, 'Prepare, place 1')).toHaveAccessibleName('Prepare, place 1: Action 1');
  await expect(slot(page, 'Recover, place 1')).toHaveAccessibleName('Recover, place 1: Action 4');
  await place('Action 2', 'Prepare, place 2');
  await place('Action 3', 'React, place 1');
  await expect(page.getByText('You have placed all of the items!')).toBeVisible();
  await expect(autosave(page)).toHaveText('Progress saved!');
  await expectNoAxeViolations(page, { label: 'grid question, all placed' });
  await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/questionnaire-grid.png`), fullPage: true });

  // Done: every question answered, so it submits straight away.
  await press(page.getByRole('button', { name: 'Done' }), touch);
  await expect(page).toHaveURL(/\/prep-checks\/901\/complete$/);
  await expect(page).toHaveTitle('Prep Check Complete - Prepwell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You completed the Fixture Readiness Prep Check!',
  );
  // The badge (every answer right: the high one), then the journey phase the first completion reaches.
  const awards = page.getByRole('region', { name: 'Your awards' });
  await expect(awards.getByRole('heading')).toHaveText('You earned the High badge badge!');
  await expect(awards).toContainText('Your score: 100%');
  await expect(awards).toContainText('You earned the high badge.');
  await expect(awards.getByRole('button', { name: 'Previous page' })).toHaveCount(0);
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 3 Prep Checks completed');
  await expect(page.getByRole('region', { name: 'Up Next' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'completion, badge page' });
  await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/prep-check-complete.png`), fullPage: true });
  await press(awards.getByRole('button', { name: 'Next page' }), touch);
  await expect(awards.getByRole('heading')).toHaveText('New journey phase: Phase 2');
  await expect(awards).toContainText('Award 2');
  await expect(awards.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await expect(awards.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, { label: 'completion, journey page' });

  await press(page.getByRole('link', { name: 'View Results' }), touch);
  await expect(page).toHaveURL(/\/prep-checks\/901\/results\?from=/);
  await expect(page.getByText('100%')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/prep-checks\/901\/complete$/);
});

/** Press Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

test('a Prep Check answered with the keyboard alone, each step read out @desktop', async ({
  page,
}, testInfo) => {
  // The whole questionnaire and completion in one flow: long on a busy 2-core machine.
  test.slow();
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-keyboard`, 'Kai'));
  await page.goto('/prep-checks/903');
  const said = page.getByTestId('board-announcement');

  await tabTo(page, tutorial(page).getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');
  await expect(tutorial(page)).toBeHidden();
  await tabTo(page, page.getByRole('checkbox', { name: 'Water' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next question' }));
  await page.keyboard.press('Enter');
  await tabTo(page, tutorial(page).getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');
  // The new question's heading has the focus (given back to it when the tutorial closes).
  await expect(page.getByRole('heading', { name: 'Put these in order.' })).toBeFocused();
  for (const [text, n] of [
    ['Step 2', 1],
    ['Step 1', 2],
    ['Step 3', 3],
  ] as const) {
    await tabTo(page, item(page, text));
    await page.keyboard.press('Enter');
    await expect(said).toHaveText(`${text} picked up. Choose a place for it, or press Escape.`);
    await tabTo(page, slot(page, `Place ${n}`));
    await page.keyboard.press('Enter');
    await expect(said).toHaveText(`${text} is now in Place ${n}.`);
  }
  // Pick up Step 1 (place 2) and drop it on Step 2 (place 1): they change places.
  await tabTo(page, slot(page, 'Place 2'));
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Step 1 picked up. Choose a place for it, or press Escape.');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(slot(page, 'Place 1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slot(page, 'Place 1')).toHaveAccessibleName('Place 1: Step 1');
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 2');
  // Escape puts a picked-up item back; Clear takes one out and the focus stays on its place.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(said).toHaveText('Step 1 put back.');
  await expect(slot(page, 'Place 1')).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, board(page).getByRole('button', { name: 'Take Step 3 out of Place 3' }));
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Step 3 taken out of Place 3.');
  await expect(slot(page, 'Place 3')).toBeFocused();
  await expect(slot(page, 'Place 3')).toHaveAccessibleName('Place 3, empty');
  await tabTo(page, item(page, 'Step 3'));
  await page.keyboard.press('Space');
  await tabTo(page, slot(page, 'Place 3'));
  await page.keyboard.press('Space');
  await expect(page.getByText('You have placed all of the items!')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Next question' }));
  await page.keyboard.press('Enter');

  await tabTo(page, tutorial(page).getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');
  for (const [text, where] of [
    ['Action 1', 'Prepare, place 1'],
    ['Action 2', 'Prepare, place 2'],
    ['Action 3', 'React, place 1'],
    ['Action 4', 'Recover, place 1'],
  ] as const) {
    await tabTo(page, item(page, text));
    await page.keyboard.press('Enter');
    await tabTo(page, slot(page, where));
    await page.keyboard.press('Enter');
    await expect(said).toHaveText(`${text} is now in ${where}.`);
  }
  await tabTo(page, page.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/prep-checks\/903\/complete$/);
  // Water only (1 of 1.5), the right order, the right columns: (0.667 + 1 + 1) / 3 = 89%.
  await expect(page.getByRole('region', { name: 'Your awards' })).toContainText('Your score: 89%');
});

test('on a phone a grid is answered without scrolling between an item and its place @phone', async ({
  page,
}, testInfo) => {
  test.slow();
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-grid-phone`, 'Gus'));
  await page.goto('/prep-checks/901');
  await startTutorial(page);
  await forward(page).tap();
  await startTutorial(page);
  await forward(page).tap();
  await startTutorial(page);
  await expect(page.getByTestId('question-count')).toHaveText('Question 3 of 3');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const inView = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return (
      box !== null &&
      box.y >= 0 &&
      box.x >= 0 &&
      box.y + box.height <= viewport.height &&
      box.x + box.width <= viewport.width
    );
  };
  const scrollY = () => page.evaluate(() => window.scrollY);
  // Nothing is wider than the phone (the page never moves sideways under a tap).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  for (const [text, where] of [
    ['Action 1', 'Prepare, place 1'],
    ['Action 2', 'Prepare, place 2'],
    ['Action 3', 'React, place 1'],
    ['Action 4', 'Recover, place 1'],
  ] as const) {
    // The item is on screen where the last one was placed: no scrolling to reach it either.
    expect(await inView(item(page, text)), `${text} on screen`).toBe(true);
    const before = await scrollY();
    await item(page, text).tap();
    await expect(page.getByRole('dialog', { name: `Put “${text}” in…` })).toBeVisible();
    // Right after the pick, the place is within reach: on screen, the page not scrolled.
    expect(await inView(trayPlace(page, where)), `${where} on screen`).toBe(true);
    expect(await scrollY()).toBe(before);
    // Far below, the board's own slot is not on screen: the tray is what saves the scrolling.
    if (text === 'Action 4') expect(await inView(slot(page, where))).toBe(false);
    await trayPlace(page, where).tap();
    await expect(tray(page)).toHaveCount(0);
    expect(await scrollY()).toBe(before);
    await expect(slot(page, where)).toHaveAccessibleName(`${where}: ${text}`);
  }
  await expect(autosave(page)).toHaveText('Progress saved!');
  const stored = await storedDraft(page, 901);
  expect(stored.submitted_responses.find((r) => r.question_id === 90103)?.user_answer.length).toBe(4);
});

test('on a phone the place tray works with the keyboard: the focus goes in, Escape puts back @phone', async ({
  page,
}, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-tray-keys`, 'Tia'));
  await page.goto('/prep-checks/903');
  await startTutorial(page);
  await forward(page).click();
  await startTutorial(page);
  const said = page.getByTestId('board-announcement');
  await item(page, 'Step 2').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Put “Step 2” in…' });
  await expect(dialog).toBeVisible();
  await expect(trayPlace(page, 'Place 1')).toBeFocused();
  await expectNoAxeViolations(page, { label: 'place tray' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(said).toHaveText('Step 2 put back.');
  await expect(item(page, 'Step 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trayPlace(page, 'Place 1')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(trayPlace(page, 'Place 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(said).toHaveText('Step 2 is now in Place 2.');
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 2');
  // The focus stays among the items still to place (the one listed next: the order is shuffled).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
    .toMatch(/^board-option-90302(01|03)$/);
});

/** Screenshots for review (not assertions): each question type, the tray, the unanswered dialog. */
const SHOT_DIR = '/tmp/shots-prep';
for (const lang of ['en', 'es', 'ja', 'ko', 'vi'] as const) {
  test(`screenshots of the questionnaire in ${lang}`, async ({ page }, testInfo) => {
    test.slow();
    mkdirSync(SHOT_DIR, { recursive: true });
    const shot = async (name: string, fullPage = true) => {
      // Dialogs fade in: the picture is taken once they are there.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await page.screenshot({ path: `${SHOT_DIR}/${lang}-${testInfo.project.name}-${name}.png`, fullPage });
    };
    await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-shots-${lang}`, 'Sol'));
    const res = await page.request.put('/public/profile', { data: { preferred_language: lang } });
    expect(res.status()).toBe(200);
    const closeTutorial = async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button').last().click();
      await expect(dialog).toBeHidden();
    };
    await page.goto('/prep-checks/903');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await closeTutorial();
    await shot('1-checkboxes');
    await forward(page).click();
    await closeTutorial();
    await shot('2-ranking');
    await forward(page).click();
    await closeTutorial();
    await shot('3-grid');
    await page.locator('[id^="board-option-"]').first().click();
    await shot('4-grid-picked', false);
    await page.keyboard.press('Escape');
    await forward(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('5-unanswered', false);
  });
}

test('a reload continues the draft where it was', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-reload`, 'Remy'));
  await page.goto('/prep-checks/902');
  await startTutorial(page);
  await page.getByRole('checkbox', { name: 'Radio' }).click();
  await page.getByRole('button', { name: 'Next question' }).click();
  await startTutorial(page);
  await item(page, 'Step 3').click();
  await choosePlace(page, 'Place 1', phone);
  await expect(autosave(page)).toHaveText('Progress saved!');

  await page.reload();
  await expect(page.getByTestId('question-count')).toHaveText('Question 2 of 3');
  await expect(slot(page, 'Place 1')).toHaveAccessibleName('Place 1: Step 3');
  await expect(item(page, 'Step 3')).toHaveCount(0);
  // No tutorial again: each type's was recorded.
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Previous question' }).click();
  await expect(page.getByRole('checkbox', { name: 'Radio' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Water' })).not.toBeChecked();
});

test('saves during a flaky network lose nothing: each failure says so and is retried', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // Sign-up, then saves failed on purpose and retried with their delays: close to 30 s.
  test.slow();
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-flaky`, 'Fay'));
  // Each save fails the first time it is sent (the network drops it): only its retry gets through.
  const seen = new Set<string>();
  let dropped = 0;
  await page.route('**/public/prep-check-submissions', async (route) => {
    const body = route.request().postData() ?? '';
    if (seen.has(body)) return route.continue();
    seen.add(body);
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/prep-checks/902');
  await startTutorial(page);
  await page.getByRole('checkbox', { name: 'Water' }).click();
  await expect(autosave(page)).toHaveText('Error saving progress.');
  await expect(page.getByText('Unable to save prep check submission.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/questionnaire-save-error.png`) });
  await page.getByRole('checkbox', { name: 'Radio' }).click();
  await expect(autosave(page)).toHaveText('Progress saved!', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Next question' }).click();
  await startTutorial(page);
  for (const [text, n] of [
    ['Step 1', 1],
    ['Step 2', 2],
  ] as const) {
    await item(page, text).click();
    await choosePlace(page, `Place ${n}`, testInfo.project.name === 'phone');
  }
  await expect(autosave(page)).toHaveText('Progress saved!', { timeout: 15_000 });
  expect(dropped, 'saves failed on the way').toBeGreaterThanOrEqual(3);

  const stored = await storedDraft(page, 902);
  const answers = (question: number) =>
    stored.submitted_responses.find((r) => r.question_id === question)?.user_answer.map((a) => a.answer);
  expect(answers(90201)).toEqual([
    { id: 9020101, checked: true },
    { id: 9020102, checked: true },
  ]);
  expect(answers(90202)).toEqual([
    { id: 9020201, order: 1 },
    { id: 9020202, order: 2 },
  ]);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')),
  );
});

test('Done with unanswered questions asks once, then submits them as they are', async ({
  page,
}, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-unanswered`, 'Una'));
  await page.goto('/prep-checks/903');
  await startTutorial(page);
  await page.getByRole('checkbox', { name: 'Water' }).click();
  await page.getByRole('button', { name: 'Next question' }).click();
  await startTutorial(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await startTutorial(page);
  await page.getByRole('button', { name: 'Done' }).click();
  const ask = page.getByRole('dialog', { name: 'Some questions are not answered' });
  await expect(ask).toContainText('Questions not answered: 2.');
  // Which ones: each listed with its number, a button that goes to it.
  await expect(ask.getByRole('listitem')).toHaveText([
    'Question 2: Put these in order.',
    'Question 3: When do you do these?',
  ]);
  await expectNoAxeViolations(page, { label: 'unanswered questions dialog' });
  await ask.getByRole('button', { name: 'Question 2: Put these in order.' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('question-count')).toHaveText('Question 2 of 3');
  await expect(page.getByRole('heading', { name: 'Put these in order.' })).toBeFocused();
  await page.getByRole('button', { name: 'Next question' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await ask.getByRole('button', { name: 'Keep answering' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/prep-checks\/903$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await ask.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(page).toHaveURL(/\/prep-checks\/903\/complete$/);
  // Water only: 0.667 for the first question, 0 for the two unanswered: 22%, the low badge.
  const awards = page.getByRole('region', { name: 'Your awards' });
  await expect(awards).toContainText('Your score: 22%');
  await expect(awards.getByRole('heading')).toHaveText('You earned the Low badge badge!');
  // A low score says plainly what is missing: the two unanswered areas, rated Low, first to do.
  const startHere = page.getByRole('region', { name: 'Start here' });
  await expect(startHere).toContainText('These areas are marked Low');
  await expect(startHere.getByRole('listitem')).toHaveCount(2);
  await expect(startHere.getByRole('link', { name: 'See what to do for each area' })).toHaveAttribute(
    'href',
    /\/prep-checks\/903\/results\?from=/,
  );
  await page.screenshot({ path: `${SHOTS}/complete-low-${testInfo.project.name}.png`, fullPage: true });
});

test('the translate menu changes the preferred language and says so', async ({ page }, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-translate`, 'Tess'));
  await page.goto('/prep-checks/901');
  await startTutorial(page);
  await page.getByRole('button', { name: 'Translate this Prep Check' }).click();
  await expectNoAxeViolations(page, { label: 'translate menu' });
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByText('El chequeo de preparación se tradujo al idioma Español.')).toBeVisible();
  const profile = (await (await page.request.get('/public/profile')).json()) as {
    preferred_language: string;
  };
  expect(profile.preferred_language).toBe('es');
  await expect(page.getByTestId('question-count')).toHaveText('Pregunta 1 de 3');
});

test('anonymous visitors go to the list', async ({ page }) => {
  await page.goto('/prep-checks/901');
  await expect(page).toHaveURL(/\/prep-checks$/);
  await page.goto('/prep-checks/901/complete');
  await expect(page).toHaveURL(/\/prep-checks$/);
});

test('an unknown Prep Check, or one not completed, goes to the list', async ({
  signedInPage,
  consoleErrors,
}) => {
  await signedInPage.goto('/prep-checks/999999');
  await expect(signedInPage).toHaveURL(/\/prep-checks$/);
  await expect(signedInPage.getByText('Unable to get prep check', { exact: true })).toBeVisible();
  await signedInPage.goto('/prep-checks/902/complete');
  await expect(signedInPage).toHaveURL(/\/prep-checks$/);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 404')));
});

test('a question linked to My Emergency Items starts with the items the user has checked', async ({
  page,
}, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-prefill`, 'Pia'));
  const res = await page.request.put('/public/web/emergency-items', { data: { id: 901, hasItem: true } });
  expect(res.status()).toBe(200);
  await page.goto('/prep-checks/901');
  await startTutorial(page);
  await expect(page.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Radio' })).not.toBeChecked();
  // The other Prep Checks' kit questions are not linked: nothing checked there.
  // (The checkbox tutorial was shown once: not again.)
  await page.goto('/prep-checks/902');
  await expect(page.getByRole('checkbox', { name: 'Radio' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Water' })).not.toBeChecked();
  await expect(tutorial(page)).toBeHidden();
});

test('the completion screen carries on without Up Next when it cannot be had, and logs why', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-up-next`, 'Uli'));
  const res = await page.request.post('/public/prep-check-submissions', {
    data: {
      prep_check_id: 903,
      status: 'SUBMITTED',
      revision: 1,
      submitted_responses: [{ question_id: 90301, user_answer: [checked(9030101)] }],
    },
  });
  expect(res.status()).toBe(201);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/public/prep-check-up-next/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/prep-checks/903/complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You completed the Fixture Quake Readiness Prep Check!',
  );
  await expect(page.getByRole('link', { name: 'View Results' })).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain('Unable to get up-next prep check');
  await expect(page.getByRole('region', { name: 'Up Next' })).toHaveCount(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 500')));
});
