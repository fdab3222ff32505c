import type { Locator, Page } from '@playwright/test';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/*
 * The questionnaire and the completion screen, driven as a person would: the fixture pack's Prep
 * Checks each have a checkbox question (Water +1, Radio +0.5, Candles only −0.5), a ranking
 * question (Step 1, 2, 3 in that order) and a grid question (Action 1 and 2 Before, 3 During,
 * 4 After). 901 "Fixture Readiness"'s checkbox question is linked to My Emergency Items
 * (Water is item 901, Radio item 902).
 */

const tutorial = (page: Page) => page.getByRole('dialog', { name: 'How this question works' });
const board = (page: Page) => page.getByRole('group', { name: /Put these in order|When do you do these/ });
const slot = (page: Page, name: string) =>
  board(page).getByRole('button', { name: new RegExp(`^${name}(,|:)`) });
const item = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Items to place' }).getByRole('button', { name: text, exact: true });
const autosave = (page: Page) => page.getByTestId('autosave-status');

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
  await press(slot(page, 'Place 1'), touch);
  await expect(slot(page, 'Place 1')).toHaveAccessibleName('Place 1: Step 1');
  if (touch) {
    await press(item(page, 'Step 2'), touch);
    await press(slot(page, 'Place 2'), touch);
  } else {
    await drag(page, item(page, 'Step 2'), slot(page, 'Place 2'));
  }
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 2');
  // Step 3 into place 2: it replaces Step 2, which goes back among the items to place.
  await press(item(page, 'Step 3'), touch);
  await press(slot(page, 'Place 2'), touch);
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 3');
  await expect(item(page, 'Step 2')).toBeVisible();
  await press(item(page, 'Step 2'), touch);
  await press(slot(page, 'Place 3'), touch);
  // Tapping a placed item, then another, reorders: Step 2 moves up to place 2, Step 3 down.
  await press(slot(page, 'Place 3'), touch);
  await press(slot(page, 'Place 2'), touch);
  await expect(slot(page, 'Place 2')).toHaveAccessibleName('Place 2: Step 2');
  await expect(slot(page, 'Place 3')).toHaveAccessibleName('Place 3: Step 3');
  await expect(page.getByText('You have placed all of the items!')).toBeVisible();
  await expect(autosave(page)).toHaveText('Progress saved!');
  await expectNoAxeViolations(page, { label: 'ranking question, all placed' });
  await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/questionnaire-ranking.png`), fullPage: true });

  // Question 3, grid, reached through "Go to Next Question".
  await press(page.getByRole('button', { name: 'Go to Next Question' }), touch);
  await startTutorial(page, 'grid tutorial');
  await expect(page.getByTestId('question-count')).toHaveText('Question 3 of 3');
  await expect(page.getByRole('button', { name: 'Next question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to Next Question' })).toHaveCount(0);
  const place = async (text: string, where: string) => {
    if (touch || text !== 'Action 3') {
      await press(item(page, text), touch);
      await press(slot(page, where), touch);
    } else {
      await drag(page, item(page, text), slot(page, where));
    }
    await expect(slot(page, where)).toHaveAccessibleName(`${where}: ${text}`);
  };
  // Action 1 and 4 first in the wrong columns, then swapped by tapping one and the other.
  await place('Action 1', 'After, place 1');
  await place('Action 4', 'Before, place 1');
  await press(slot(page, 'After, place 1'), touch);
  await press(slot(page, 'Before, place 1'), touch);
  await expect(slot(page, 'Before, place 1')).toHaveAccessibleName('Before, place 1: Action 1');
  await expect(slot(page, 'After, place 1')).toHaveAccessibleName('After, place 1: Action 4');
  await place('Action 2', 'Before, place 2');
  await place('Action 3', 'During, place 1');
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

test('a Prep Check answered with the keyboard alone, each step read out', async ({ page }, testInfo) => {
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
  await tabTo(page, page.getByRole('button', { name: 'Go to Next Question' }));
  await page.keyboard.press('Enter');

  await tabTo(page, tutorial(page).getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');
  for (const [text, where] of [
    ['Action 1', 'Before, place 1'],
    ['Action 2', 'Before, place 2'],
    ['Action 3', 'During, place 1'],
    ['Action 4', 'After, place 1'],
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

test('a reload continues the draft where it was', async ({ page }, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-reload`, 'Remy'));
  await page.goto('/prep-checks/902');
  await startTutorial(page);
  await page.getByRole('checkbox', { name: 'Radio' }).click();
  await page.getByRole('button', { name: 'Next question' }).click();
  await startTutorial(page);
  await item(page, 'Step 3').click();
  await slot(page, 'Place 1').click();
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
    await slot(page, `Place ${n}`).click();
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
  await expectNoAxeViolations(page, { label: 'unanswered questions dialog' });
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
      submitted_responses: [
        { question_id: 90301, user_answer: [{ answer_id: 9030101, answer: { id: 9030101, checked: true } }] },
      ],
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
