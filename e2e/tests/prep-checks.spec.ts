import type { APIRequestContext, Page } from '@playwright/test';
import { checked, perfectFixtureAnswers } from '@prepwell/contract/testing';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/*
 * The fixture pack's Prep Checks: 901 "Fixture Readiness" (Kids), 902 "Fixture Fire Readiness"
 * (Elderly), 903 "Fixture Quake Readiness" (everyone). 901's questions: 90101 checkboxes
 * (9010101 +1, 9010102 +0.5, 9010103 −0.5), 90102 ranking (9010201, 9010202, 9010203 in weight
 * order), 90103 grid (9010301, 9010302 Before; 9010303 During; 9010304 After).
 */

/** Save a submission through the API as the page's signed-in user. */
async function save(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/public/prep-check-submissions', { data: body });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Prep Checks' }).getByRole('article');

test.describe('the Prep Checks landing', () => {
  test('anonymous: lists the cards, filters them, and Start meets the login wall', async ({
    page,
  }, testInfo) => {
    await page.goto('/prep-checks');
    await expect(page).toHaveTitle('Prep Checks - Prepwell');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Fixture Readiness');
    await expect(cards(page).first().getByText('Not started')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'landing, anonymous' });

    // "Elderly": the Elderly check and the one for everyone; Reset brings back all three.
    await page
      .getByRole('group', { name: 'Who the Prep Checks are for' })
      .getByRole('button', { name: 'Elderly' })
      .click();
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Fixture Fire Readiness',
      'Fixture Quake Readiness',
    ]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(cards(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Start Fixture Readiness', exact: true }).click();
    const wall = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(wall).toContainText('You need to be logged in to do Prep Checks.');
    await expectNoAxeViolations(page, { label: 'login wall' });
    await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/prep-checks-login-wall.png`) });
    // No signed-in call was made for an anonymous visitor (the page would have logged a 401).
  });

  test.describe('first visit', () => {
    test.use({ prepCheckWelcomeSeen: false });

    test('welcomes once with the three aspects; Start opens the Prep Check it leads to', async ({
      page,
    }, testInfo) => {
      await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-welcome`, 'Wren'));
      await page.goto('/prep-checks');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Prep Checks' });
      await expect(welcome.getByRole('listitem')).toHaveCount(3);
      await expectNoAxeViolations(page, { label: 'welcome dialog' });
      await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/prep-checks-welcome.png`) });
      // Up Next on a first visit: the first Prep Check, which Start opens.
      await expect(page.getByRole('region', { name: 'Up Next', includeHidden: true })).toContainText(
        'Fixture Readiness',
      );
      await welcome.getByRole('button', { name: 'Start' }).click();
      await expect(page).toHaveURL(/\/prep-checks\/901\?from=%2Fprep-checks$/);
      await expect(page.getByTestId('question-count')).toHaveText('Question 1 of 3');
      await page.goto('/prep-checks');
      await expect(cards(page)).toHaveCount(3);
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test("an anonymous visitor's Start meets the login wall", async ({ page }) => {
      // The server sends the welcome open to a first visitor (in the first paint, ADR 033)…
      const served = async () => (await page.request.get('/prep-checks')).text();
      expect(await served()).toContain('Welcome to Prep Checks');
      await page.goto('/prep-checks');
      await page
        .getByRole('dialog', { name: 'Welcome to Prep Checks' })
        .getByRole('button', { name: 'Start' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
      // … and, once it is closed, no more (the cookie it set).
      expect(await served()).not.toContain('Welcome to Prep Checks');
      await page.reload();
      await expect(cards(page)).toHaveCount(3);
      await expect(page.getByRole('dialog', { name: 'Welcome to Prep Checks' })).toBeHidden();
    });
  });

  test('signed in: drafts show progress and Continue, submitted ones their score, badge and View Results', async ({
    page,
    context,
  }, testInfo) => {
    // Several Prep Checks answered through the API, then the landing: long on a busy machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const who = newPerson(`${testInfo.project.name}-prep-landing`, 'Pat');
    await signUpWithoutUi(page.request, who);
    // 901 submitted with every answer right (score 100%); 902 a draft with one of three answered.
    await save(page.request, {
      prep_check_id: 901,
      status: 'SUBMITTED',
      revision: 1,
      submitted_responses: perfectFixtureAnswers(),
    });
    await save(page.request, {
      prep_check_id: 902,
      status: 'DRAFT',
      revision: 1,
      submitted_responses: [{ question_id: 90201, user_answer: [checked(9020101)] }],
    });

    await page.goto('/prep-checks');
    const done = cards(page).filter({ hasText: 'Fixture Readiness' }).first();
    await expect(done.getByText('Completed')).toBeVisible();
    await expect(done.getByRole('img', { name: 'Score 100%' })).toBeVisible();
    await expect(done.getByRole('img', { name: /^Badge: / })).toBeVisible();
    const draft = cards(page).filter({ hasText: 'Fixture Fire Readiness' });
    await expect(draft.getByText('In progress')).toBeVisible();
    await expect(draft.getByRole('progressbar', { name: '33% answered' })).toBeVisible();
    await expect(
      cards(page).filter({ hasText: 'Fixture Quake Readiness' }).getByRole('img', { name: 'No badge yet' }),
    ).toBeVisible();
    // The banner: 1 of 3 completed, and the journey phase reached.
    await expect(page.getByText('1/3 completed')).toBeAttached();
    await expectNoAxeViolations(page, { label: 'landing, signed in' });
    await page.screenshot({
      path: testInfo.outputPath(`${SHOTS}/prep-checks-signed-in.png`),
      fullPage: true,
    });

    // Share: the link is copied, said so, and logged.
    const events: string[] = [];
    await page.route('**/public/analytics/log', async (route) => {
      events.push(route.request().postData() ?? '');
      await route.continue();
    });
    await done.getByRole('button', { name: 'Share Fixture Readiness' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect.poll(() => events.join('\n')).toContain('"SHARE_PREP_CHECK"');
    expect(events.find((e) => e.includes('SHARE_PREP_CHECK'))).toContain('"prep_check_id":901');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/pc\/901$/);

    await draft.getByRole('button', { name: 'Continue Fixture Fire Readiness', exact: true }).click();
    await expect(page).toHaveURL(/\/prep-checks\/902\?from=%2Fprep-checks$/);
    await page.goto('/prep-checks');
    await done.getByRole('button', { name: 'View results of Fixture Readiness', exact: true }).click();
    await expect(page).toHaveURL(/\/prep-checks\/901\/results$/);

    // Results: the score, the badge's name as the level, when, and each question's rating.
    await expect(page).toHaveTitle('Your Prep Check Results - Prepwell');
    await expect(page.getByText('100%')).toBeVisible();
    await expect(page.getByText(/^Preparedness level: /)).toBeVisible();
    await expect(page.getByText(/^Updated (now|.* ago)$/)).toBeVisible();
    const kit = page.getByRole('button', { name: /Your kit/ });
    await expect(kit).toContainText('High');
    await kit.click();
    await expect(page.getByRole('region', { name: /Your kit/ }).getByText('HIGH breakdown')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'results' });
    await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/prep-check-results.png`), fullPage: true });

    // Retake: a new attempt at question 1 with nothing answered (not the old answers, although
    // the submission recorded Water and Radio as the user's emergency items).
    await page.getByRole('button', { name: 'Retake' }).click();
    await expect(page).toHaveURL(/\/prep-checks\/901\?from=/);
    await expect(page.getByTestId('question-count')).toHaveText('Question 1 of 3');
    await expect(page.getByRole('button', { name: 'Previous question' })).toHaveCount(0);
    await page
      .getByRole('dialog', { name: 'How this question works' })
      .getByRole('button', { name: 'Start' })
      .click();
    for (const name of ['Water', 'Radio', 'Candles only']) {
      await expect(page.getByRole('checkbox', { name })).not.toBeChecked();
    }
    // The earlier result stays: the card keeps its score and badge beside Continue, and the
    // results page still shows it.
    await page.goto('/prep-checks');
    await expect(done.getByRole('button', { name: 'Continue Fixture Readiness', exact: true })).toBeVisible();
    await expect(done.getByRole('img', { name: 'Score 100%' })).toBeVisible();
    await expect(done.getByRole('progressbar', { name: '0% answered' })).toBeVisible();
    await page.goto('/prep-checks/901/results');
    await expect(page.getByText('100%')).toBeVisible();
    const submitted = await page.request.get('/public/prep-check-submissions/901?drafts=false');
    expect(submitted.status()).toBe(200);
    expect(((await submitted.json()) as { status: string }).status).toBe('SUBMITTED');
  });

  test('a first answer, then Back: the card says In progress and Continue without a reload', async ({
    page,
  }, testInfo) => {
    await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-prep-back`, 'Bea'));
    await page.goto('/prep-checks');
    const card = cards(page).filter({ hasText: 'Fixture Quake Readiness' });
    await expect(card.getByText('Not started')).toBeVisible();
    await card.getByRole('button', { name: 'Start Fixture Quake Readiness', exact: true }).click();
    await expect(page).toHaveURL(/\/prep-checks\/903\?from=%2Fprep-checks$/);
    await page
      .getByRole('dialog', { name: 'How this question works' })
      .getByRole('button', { name: 'Start' })
      .click();
    await page.getByRole('checkbox', { name: 'Water' }).click();
    await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
    // The banner's Back link: the app's own navigation, no reload.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/prep-checks$/);
    await expect(card.getByText('In progress')).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Continue Fixture Quake Readiness', exact: true }),
    ).toBeVisible();
    await expect(card.getByRole('progressbar', { name: '33% answered' })).toBeVisible();
  });

  test('a result that cannot be loaded goes back to the list and says so', async ({
    signedInPage: page,
    consoleErrors,
  }) => {
    // The worker's account has not submitted Prep Check 903.
    await page.goto('/prep-checks/903/results');
    await expect(page).toHaveURL(/\/prep-checks$/);
    await expect(page.getByText('Unable to get prep check results')).toBeVisible();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('status of 404')),
    );
  });
});

test('a hazard page lists its Prep Checks, each linked to take it', async ({ page }) => {
  await page.goto('/hazards/fixture-flood');
  // Asked once the reader starts using the page (below the guidance).
  await page.mouse.wheel(0, 400);
  const section = page.getByRole('region', { name: 'Prep Checks for this hazard' });
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('link', { name: 'Take Fixture Readiness', exact: true })).toHaveAttribute(
    'href',
    '/prep-checks/901?from=%2Fhazards%2Ffixture-flood',
  );
  await expectNoAxeViolations(page, { label: 'hazard page with its Prep Checks' });
});
