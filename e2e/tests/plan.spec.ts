import { execFileSync } from 'node:child_process';
import { LANGUAGE_CODES } from '@prepwell/contract';
import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

const SHOTS = 'screenshots';

test('an anonymous person fills in the household and contacts, saved on the device as they type', async ({
  page,
}, testInfo) => {
  // Two sections, a reload and three axe checks: longer than most tests on a busy machine.
  test.slow();
  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My Emergency Plan' })).toBeVisible();
  await expect(page.getByText(/^Your plan is kept on this device only/)).toBeVisible();
  await expect(page.getByText('Not started yet')).toHaveCount(8);
  await expectNoAxeViolations(page, { label: 'plan, empty' });

  await page.getByRole('link', { name: 'Household members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Household members' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Rosa Díaz');
  await expect(page.getByRole('heading', { level: 2, name: 'Rosa Díaz' })).toBeVisible();
  // A phone number with letters says what is wrong.
  const phone = page.getByLabel('Phone');
  await phone.fill('call me');
  await expect(page.getByText('Use digits, spaces and + ( ) - . # * only.')).toBeVisible();
  await phone.fill('+1 (503) 555-0142');
  await expect(page.getByText('Use digits, spaces and + ( ) - . # * only.')).toHaveCount(0);
  await page.getByLabel('Date of birth').fill('1948-03-09');
  await page.getByLabel('Age group').selectOption({ label: 'Older adult' });
  await page.getByLabel('Medicines and doses').fill('Metformin 500 mg twice a day');
  await page.getByLabel('How to help me').fill('Speak slowly and face me; I read lips.');
  await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
  await expectNoAxeViolations(page, { label: 'plan, household members' });
  await page.screenshot({ path: `${SHOTS}/plan-members-${testInfo.project.name}.png`, fullPage: true });

  // Kept on this device: a reload shows it again.
  await page.reload();
  await expect(page.getByLabel('Medicines and doses')).toHaveValue('Metformin 500 mg twice a day');
  await expect(page.getByLabel('Age group')).toHaveValue('older-adult');

  await page.getByRole('link', { name: 'Back to My Emergency Plan' }).click();
  await page.getByRole('link', { name: 'Emergency contacts' }).click();
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ana');
  await page.getByLabel('Email').fill('ana at home');
  await expect(page.getByText('An email address looks like name@example.org.')).toBeVisible();
  await page.getByLabel('Email').fill('ana@example.org');
  await page.getByRole('checkbox', { name: 'Lives out of town' }).click();
  await expect(page.getByRole('checkbox', { name: 'Lives out of town' })).toBeChecked();
  await expectNoAxeViolations(page, { label: 'plan, contacts' });
  await page.screenshot({ path: `${SHOTS}/plan-contacts-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('link', { name: 'Back to My Emergency Plan' }).click();
  await expect(page.getByText('Filled in')).toHaveCount(2);
  await expect(page.getByText('Not started yet')).toHaveCount(6);
  await page.screenshot({ path: `${SHOTS}/plan-${testInfo.project.name}.png`, fullPage: true });
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('@plan'))) ?? 'null') as {
    plan: { members: { name: string; phone: string }[]; contacts: { out_of_town: boolean }[] };
  };
  expect(stored.plan.members).toEqual([
    expect.objectContaining({ name: 'Rosa Díaz', phone: '+1 (503) 555-0142' }),
  ]);
  expect(stored.plan.contacts).toEqual([expect.objectContaining({ out_of_town: true })]);

  // Removing the last person empties the section.
  await page.getByRole('link', { name: 'Household members' }).click();
  await page.getByRole('button', { name: 'Remove Rosa Díaz' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rosa Díaz' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My Emergency Plan' }).click();
  await expect(page.getByText('Filled in')).toHaveCount(1);
});

test('a signed-in person’s plan is saved with the account as they type, and comes back', async ({
  page,
}, testInfo) => {
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-plan`, 'Pat'));
  await page.goto('/plan/contacts');
  await expect(page.getByText(/^Your plan is kept on this device only/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Sam');
  await page.getByLabel('Phone').fill('503 555 0199');
  await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
  await expect
    .poll(async () => (await (await page.request.get('/public/v2/authenticated/plan')).json()) as unknown)
    .toMatchObject({ plan: { contacts: [{ name: 'Sam', phone: '503 555 0199', out_of_town: false }] } });
  expect(await page.evaluate(() => localStorage.getItem('@plan'))).toBeNull();

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('503 555 0199');
});

test('a plan made before signing up joins the new account, then leaves the device', async ({
  page,
}, testInfo) => {
  await page.goto('/plan/contacts');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Grandpa Joe');
  await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-plan-merge`, 'Lou'));
  await page.goto('/plan/contacts');
  await expect
    .poll(async () => (await (await page.request.get('/public/v2/authenticated/plan')).json()) as unknown)
    .toMatchObject({ plan: { contacts: [{ name: 'Grandpa Joe' }] } });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('@plan'))).toBe('null');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grandpa Joe');
});

test('a phone number typed before signing up that the account refuses is pointed at, and joins once mended', async ({
  page,
}, testInfo) => {
  await page.goto('/plan/contacts');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Grandpa Joe');
  await page.getByLabel('Phone').fill('call the shop');
  await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-plan-unjoined`, 'Lou'));
  await page.goto('/plan');
  const notice = page.getByText(
    /^Part of the plan you made on this device before signing in is not in your account yet/,
  );
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, { label: 'plan, a field to mend' });
  await page.getByRole('alert').getByRole('link', { name: 'Emergency contacts' }).click();
  await expect(page.getByText(/^A phone number or email address you typed on this device/)).toBeVisible();
  const phone = page.getByLabel('Phone');
  await expect(phone).toHaveValue('call the shop');
  await expect(page.getByText('Use digits, spaces and + ( ) - . # * only.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/plan-unjoined-${testInfo.project.name}.png`, fullPage: true });
  // Nothing was sent yet: the account is still empty, and the device keeps the plan.
  expect(
    ((await (await page.request.get('/public/v2/authenticated/plan')).json()) as { revision: number })
      .revision,
  ).toBe(0);
  await phone.fill('503 555 0199');
  await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
  await expect
    .poll(async () => (await (await page.request.get('/public/v2/authenticated/plan')).json()) as unknown)
    .toMatchObject({ plan: { contacts: [{ name: 'Grandpa Joe', phone: '503 555 0199' }] } });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('@plan'))).toBe('null');
  await page.goto('/plan');
  await expect(notice).toHaveCount(0);
});

test('every section of the plan can be filled in, a meeting place from a saved place', async ({
  page,
}, testInfo) => {
  // All eight sections, each with axe: longer than most tests on a busy machine.
  test.slow();
  await page.addInitScript(() =>
    localStorage.setItem(
      '@places',
      JSON.stringify([
        {
          id: '0b6f3f5e-4b7e-4c43-9a53-3c1f0f6a7e09',
          name: 'Grandma',
          lat: 44.94,
          lng: -123.03,
          source: 'city',
        },
      ]),
    ),
  );
  const open = async (section: string) => {
    await page.goto('/plan');
    await page.getByRole('link', { name: section }).click();
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  };
  const saved = () => expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');

  await open('Household members');
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Rosa');
  await open('Emergency contacts');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ana');

  await open('Meeting places');
  await page.getByRole('button', { name: 'Add a meeting place' }).click();
  await page.getByLabel('What it is').fill('The big oak at the corner');
  await page.getByRole('button', { name: 'Add a meeting place' }).click();
  // The second one is, by default, the next of Ready.gov's three.
  await expect(page.getByLabel('Where').nth(1)).toHaveValue('neighbourhood');
  await page.getByLabel('One of my saved places').nth(1).selectOption({ label: 'Grandma' });
  await saved();
  await expectNoAxeViolations(page, { label: 'plan, meeting places' });
  await page.screenshot({
    path: `${SHOTS}/plan-meeting-places-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await open('Pets');
  await page.getByRole('button', { name: 'Add a pet' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Miso');
  await page.getByLabel('Microchip number').fill('985112003456789');
  await open('Doctors, pharmacy and insurance');
  await page.getByRole('button', { name: 'Add a doctor, pharmacy or policy' }).click();
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Pharmacy' });
  await page.getByLabel('Name', { exact: true }).fill('Corner Pharmacy');
  await open('Utility shut-offs');
  await page.getByLabel('Gas').fill('Meter on the north wall; wrench in the garage');
  await expectNoAxeViolations(page, { label: 'plan, utilities' });
  await open('School, work and care plans');
  await page.getByRole('button', { name: 'Add a school, workplace or care home' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Lincoln Elementary');
  await page.getByLabel('Their plan').fill('Pick-up at the gym');
  await open('Evacuation');
  await page.getByLabel('Ways out').fill('Hawthorne Bridge west, then I-5 north');
  await saved();

  await page.goto('/plan');
  await expect(page.getByText('Filled in')).toHaveCount(8);
  await expect(page.getByText('Not started yet')).toHaveCount(0);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('@plan'))) ?? 'null') as {
    plan: {
      meeting_places: { kind: string; place: { name: string } | null }[];
      services: { kind: string }[];
    };
  };
  expect(stored.plan.meeting_places.map((place) => [place.kind, place.place?.name ?? null])).toEqual([
    ['near-home', null],
    ['neighbourhood', 'Grandma'],
  ]);
  expect(stored.plan.services[0]?.kind).toBe('pharmacy');
});

test.describe('offline', () => {
  test('a signed-in person’s plan stays readable, with its date, with the server stopped', async ({
    browser,
  }, testInfo) => {
    // Playwright's setOffline does not reach the service worker's fetches: this test runs its own
    // server and stops it, so only what the device kept can answer.
    test.slow();
    const { origin, stop, kill } = await startOwnServer(testInfo, 8390);
    try {
      const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-plan-offline`, 'Kim'));
      await page.goto('/plan/contacts');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.getByRole('button', { name: 'Add a contact' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Ana');
      await page.getByLabel('Phone').fill('503 555 0199');
      await expect(page.getByTestId('autosave-status')).toHaveText('Progress saved!');
      // The copy is the plan as the account answered it.
      await page.goto('/plan');
      await expect(page.getByText('Filled in')).toHaveCount(1);

      await stop();

      await page.goto('/plan');
      await expect(
        page.getByText(/^Offline: this is your plan as last saved on this device, /),
      ).toBeVisible();
      const contacts = page.getByRole('region', { name: 'Emergency contacts' });
      await expect(contacts).toContainText('Ana');
      await expect(contacts).toContainText('503 555 0199');
      await expectNoAxeViolations(page, { label: 'plan, offline copy' });
      await page.screenshot({ path: `${SHOTS}/plan-offline-${testInfo.project.name}.png`, fullPage: true });
      await context.close();
    } finally {
      kill();
    }
  });
});

/** A household's plan, written in the reader's language, as the device keeps it. */
function devicePlan(words: { name: string; allergies: string; contact: string; place: string; gas: string }) {
  const id = () => crypto.randomUUID();
  return {
    saved_at: new Date().toISOString(),
    plan: {
      members: [
        {
          id: id(),
          name: words.name,
          born: '1948-03-09',
          age_group: null,
          phone: '+1 503 555 0142',
          conditions: '',
          medicines: '',
          allergies: words.allergies,
          devices: '',
          help_note: '',
        },
      ],
      contacts: [
        {
          id: id(),
          name: words.contact,
          relationship: '',
          phone: '503 555 0199',
          email: '',
          out_of_town: true,
        },
      ],
      meeting_places: [{ id: id(), kind: 'near-home', name: words.place, address: '', place: null }],
      pets: [],
      services: [],
      utilities: { gas: words.gas, water: '', power: '' },
      other_plans: [],
      evacuation: { routes: '', destination: '' },
    },
  };
}

/** The text of a PDF as poppler's pdftotext reads it, the way a person's PDF reader would. */
function pdftotext(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

test.describe('on paper', () => {
  const cases = [
    {
      lang: 'ja',
      words: {
        name: '山田 花子',
        allergies: 'ペニシリン',
        contact: '山田 太郎',
        place: '角の公園',
        gas: '北側の壁のメーター',
      },
      ui: {
        print: 'プランを印刷する',
        open: '印刷または PDF で保存',
        pdfCards: '携帯カードをダウンロード（PDF）',
        pdfPlan: 'プラン全体をダウンロード（PDF）',
        printCards: '携帯カードを印刷',
      },
      card: [
        '緊急カード',
        'アレルギー',
        '緊急連絡先',
        '遠方',
        '自宅の近く',
        '緊急時は 911 に電話してください。',
      ],
      plan: ['わたしの防災計画', 'ガス', '北側の壁のメーター'],
    },
    {
      lang: 'ru',
      words: {
        name: 'Анна Петрова',
        allergies: 'Пенициллин',
        contact: 'Иван',
        place: 'Дуб на углу',
        gas: 'Счётчик на северной стене',
      },
      ui: {
        print: 'Распечатать мой план',
        open: 'Распечатать или сохранить в PDF',
        pdfCards: 'Скачать карточки (PDF)',
        pdfPlan: 'Скачать весь план (PDF)',
        printCards: 'Распечатать карточки',
      },
      card: [
        'ЭКСТРЕННАЯ КАРТОЧКА',
        'Аллергии',
        'в другом городе',
        'Рядом с домом',
        'В экстренной ситуации звоните 911.',
      ],
      plan: ['Газ', 'Счётчик на северной стене'],
    },
  ];
  for (const { lang, words, ui, card, plan } of cases) {
    test(`wallet cards and the whole plan print, and come as PDFs in the reader's script (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript(
        ([stored, language]) => {
          localStorage.setItem('@plan', stored);
          sessionStorage.setItem('@language', language);
        },
        [JSON.stringify(devicePlan(words)), lang] as const,
      );
      await page.goto('/plan');
      await page.getByRole('link', { name: ui.open }).click();
      await expect(page.getByRole('heading', { level: 1, name: ui.print })).toBeVisible();
      const cardOnScreen = page.getByRole('article', { name: words.name });
      await expect(cardOnScreen).toContainText(words.allergies);
      await expect(cardOnScreen).toContainText('503 555 0199');
      await expect(cardOnScreen).toContainText(words.place);
      await expectNoAxeViolations(page, { label: `plan print (${lang})` });
      await page.screenshot({
        path: `${SHOTS}/plan-print-${lang}-${testInfo.project.name}.png`,
        fullPage: true,
      });

      // The wallet cards as a PDF, set by the server in the reader's script.
      const cardsFile = testInfo.outputPath(`cards-${lang}.pdf`);
      const [cardsDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: ui.pdfCards }).click(),
      ]);
      expect(cardsDownload.suggestedFilename()).toBe('prepwell-wallet-cards.pdf');
      await cardsDownload.saveAs(cardsFile);
      const cardsText = pdftotext(cardsFile);
      for (const words_ of [
        ...card,
        words.name,
        words.allergies,
        words.contact,
        '503 555 0199',
        words.place,
      ]) {
        expect(cardsText, words_).toContain(words_);
      }
      // The whole plan, the utilities with it.
      const planFile = testInfo.outputPath(`plan-${lang}.pdf`);
      const [planDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: ui.pdfPlan }).click(),
      ]);
      await planDownload.saveAs(planFile);
      const planText = pdftotext(planFile);
      for (const words_ of [...plan, words.name, words.contact]) expect(planText, words_).toContain(words_);

      // Printing the cards from the browser prints them alone, without the app around them.
      await page.evaluate(() => {
        window.print = () => undefined;
      });
      await page.getByRole('button', { name: ui.printCards }).click();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.plan-print-full')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(cardOnScreen).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('button', { name: ui.pdfCards })).toBeHidden();
      await page.screenshot({
        path: `${SHOTS}/plan-print-paper-${lang}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    });
  }

  test('an empty plan has nothing to print, and says where to start', async ({ page }) => {
    await page.goto('/plan/print');
    await expect(page.getByText('Nothing to print yet. Fill in a section of your plan first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print wallet cards' })).toHaveCount(0);
  });
});

// Each language its own test (four screens, each checked by axe), so more languages spread over
// the workers.
for (const lang of LANGUAGE_CODES) {
  test(`every screen of the plan in ${lang}: its own words, no sideways scrolling, axe clean`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'phone';
    const stored = JSON.stringify(
      devicePlan({
        name: 'Rosa',
        allergies: 'Penicillin',
        contact: 'Ana',
        place: 'The oak',
        gas: 'Meter by the door',
      }),
    );
    const context = await browser.newContext({
      viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      isMobile: phone,
      hasTouch: phone,
      baseURL: testInfo.project.use.baseURL,
    });
    await context.addInitScript(
      ([plan, language]) => {
        sessionStorage.setItem('@language', language);
        localStorage.setItem('@plan', plan);
      },
      [stored, lang] as const,
    );
    const page = await context.newPage();
    for (const path of ['/plan', '/plan/household', '/plan/tell/safe', '/plan/print']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The plan from the device, shown (the words around it are the language's).
      const main = page.getByRole('main');
      if (path === '/plan') await expect(main.locator('a[href="/plan/contacts"]')).toBeVisible();
      else if (path === '/plan/household')
        await expect(main.getByRole('heading', { level: 2, name: 'Rosa' })).toBeVisible();
      else await expect(main).toContainText('Ana');
      // A key shown in place of words: a string the catalogs lack (each catalog's keys match
      // English's: the locale test).
      expect(await main.innerText(), `${lang} ${path}`).not.toMatch(
        /\b(plan|common|tellContacts|home)\.[A-Za-z_]+\.[A-Za-z_.]+/,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} ${path} scrolls sideways`,
      ).toBeLessThanOrEqual(phone ? 390 : 1440);
      await expectNoAxeViolations(page, { label: `${lang} ${path}` });
      if (lang === 'de' || lang === 'zh')
        await page.screenshot({
          path: `${SHOTS}/plan-${lang}${path.replaceAll('/', '-')}-${testInfo.project.name}.png`,
          fullPage: true,
        });
    }
    await context.close();
  });
}

test('a Prep Check question about the plan starts from it, and its result points at what is missing', async ({
  page,
}, testInfo) => {
  test.slow();
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-plan-check`, 'Pat'));
  // An out-of-town contact and a meeting place near home; none outside the neighbourhood.
  const { plan } = devicePlan({ name: 'Pat', allergies: '', contact: 'Ana', place: 'The oak', gas: '' });
  const stored = await page.request.put('/public/v2/authenticated/plan', { data: { revision: 1, plan } });
  expect(stored.status()).toBe(200);

  // Fixture Prep Check 903's first question is linked to the plan: "Water" stands for an
  // out-of-town contact, "Radio" for meeting places near home and outside the neighbourhood.
  await page.goto('/prep-checks/903');
  const tutorial = page.getByRole('dialog', { name: 'How this question works' });
  await tutorial.getByRole('button', { name: 'Start' }).click();
  await expect(tutorial).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Radio' })).not.toBeChecked();
  await expect(page.getByTestId('from-plan')).toHaveText(
    'Answers your emergency plan already holds are checked. Uncheck any that are no longer true.',
  );
  await expectNoAxeViolations(page, { label: 'Prep Check question pre-filled from the plan' });
  await page.screenshot({ path: `${SHOTS}/plan-prep-check-${testInfo.project.name}.png`, fullPage: true });
  // Submitted as the checked answer stands (the questionnaire's own flow has its own tests).
  const sent = await page.request.post('/public/prep-check-submissions', {
    data: {
      prep_check_id: 903,
      status: 'SUBMITTED',
      revision: 1,
      submitted_responses: [
        { question_id: 90301, user_answer: [{ answer_id: 9030101, answer: { id: 9030101, checked: true } }] },
      ],
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.goto('/prep-checks/903/results');
  await page.getByRole('button', { name: /Your kit/ }).click();
  const advice = page.getByRole('complementary', { name: 'Write it in My Emergency Plan' });
  await expect(advice.getByRole('link')).toHaveText(['Meeting places']);
  await expectNoAxeViolations(page, { label: 'Prep Check result linked to the plan' });
  await page.screenshot({
    path: `${SHOTS}/plan-prep-check-result-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await advice.getByRole('link', { name: 'Meeting places' }).click();
  await expect(page).toHaveURL(/\/plan\/meeting-places$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting places' })).toBeVisible();
});

test.describe("I'm safe", () => {
  const plan = () => {
    const stored = devicePlan({ name: 'Rosa', allergies: '', contact: 'Ana', place: 'The oak', gas: '' });
    stored.plan.contacts.push({
      id: crypto.randomUUID(),
      name: 'Luis',
      relationship: 'Brother',
      phone: '',
      email: 'luis@example.org',
      out_of_town: false,
    });
    return stored;
  };

  test('one tap from Home opens the message to the plan’s contacts, with a text per contact, an email to all and where I am', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.512345, longitude: -122.6789 });
    await page.addInitScript((stored) => localStorage.setItem('@plan', stored), JSON.stringify(plan()));
    await page.goto('/');
    await page.getByRole('link', { name: "I'm safe" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "I'm safe" })).toBeVisible();
    const main = page.getByRole('main');
    const message = main.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue("I'm safe. I will be in touch when I can.");
    const text = main.getByRole('link', { name: 'Text Ana' });
    await expect(text).toHaveAttribute(
      'href',
      `sms:5035550199?&body=${encodeURIComponent("I'm safe. I will be in touch when I can.")}`,
    );
    // Luis has no phone: he is in the email to all, not texted.
    await expect(main.getByRole('link', { name: 'Text Luis' })).toHaveCount(0);
    await expectNoAxeViolations(page, { label: "I'm safe" });

    // The person's own words, and where they are, go into every link.
    await message.fill("I'm safe at Grandma's.");
    await main.getByRole('checkbox', { name: 'Add where I am (a map link)' }).click();
    const where = 'Where I am: https://www.google.com/maps?q=45.51235,-122.67890';
    await expect(main.getByText(where)).toBeVisible();
    const sent = `I'm safe at Grandma's.\n${where}`;
    await expect(text).toHaveAttribute('href', `sms:5035550199?&body=${encodeURIComponent(sent)}`);
    const mail = new URL(
      (await main.getByRole('link', { name: 'Email all my contacts' }).getAttribute('href'))!,
    );
    expect(decodeURIComponent(mail.pathname)).toBe('luis@example.org');
    expect(mail.searchParams.get('subject')).toBe("I'm safe");
    expect(mail.searchParams.get('body')).toBe(sent);
    await page.screenshot({ path: `${SHOTS}/plan-tell-safe-${testInfo.project.name}.png`, fullPage: true });
    // The other message is a new one, in its own words.
    await page.goto('/plan/tell/help');
    await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'I need help. Please call me as soon as you can.',
    );
  });

  test('Home shows how much of the plan is filled in, from the device and from the account', async ({
    page,
  }, testInfo) => {
    await page.addInitScript((stored) => localStorage.setItem('@plan', stored), JSON.stringify(plan()));
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Start here' });
    // Household members, contacts and meeting places.
    await expect(panel.getByTestId('home-plan-progress')).toHaveText('3 of 8 sections filled in');
    await expectNoAxeViolations(page, { label: 'home with the plan' });
    await page.screenshot({ path: `${SHOTS}/home-plan-${testInfo.project.name}.png`, fullPage: true });
    await panel.getByRole('link', { name: 'Open my plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Emergency Plan' })).toBeVisible();

    // Signed in, the account's plan counts (the device's joins it at sign-up).
    await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-home-plan`, 'Kim'));
    await page.goto('/');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/public/v2/authenticated/plan')).json()) as { revision: number })
            .revision,
      )
      .toBeGreaterThan(0);
    await page.reload();
    await expect(panel.getByTestId('home-plan-progress')).toHaveText('3 of 8 sections filled in');
    const stored = (await (await page.request.get('/public/v2/authenticated/plan')).json()) as {
      plan: Record<string, unknown>;
      revision: number;
    };
    await page.request.put('/public/v2/authenticated/plan', {
      data: {
        revision: stored.revision + 1,
        plan: { ...stored.plan, evacuation: { routes: 'North on I-5', destination: '' } },
      },
    });
    await page.reload();
    await expect(panel.getByTestId('home-plan-progress')).toHaveText('4 of 8 sections filled in');
  });

  test('"I need help" from Get Emergency Help, in Spanish, with 911 first', async ({ page }, testInfo) => {
    await page.addInitScript((stored) => {
      localStorage.setItem('@plan', stored);
      sessionStorage.setItem('@language', 'es');
    }, JSON.stringify(plan()));
    await page.goto('/emergency-help');
    await page.getByRole('link', { name: 'Necesito ayuda' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Necesito ayuda' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'En una emergencia, llame al 911.' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    const help = 'Necesito ayuda. Por favor, llámeme lo antes posible.';
    await expect(main.getByRole('textbox', { name: 'Mensaje' })).toHaveValue(help);
    await expect(main.getByRole('link', { name: 'Enviar un SMS a Ana' })).toHaveAttribute(
      'href',
      `sms:5035550199?&body=${encodeURIComponent(help)}`,
    );
    await expectNoAxeViolations(page, { label: 'I need help (es)' });
    await page.screenshot({
      path: `${SHOTS}/plan-tell-help-es-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test('with no contacts yet, the plan page says where to add them', async ({ page }) => {
    await page.goto('/plan');
    await page.getByRole('link', { name: "I'm safe" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "I'm safe" })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/^Add people to your plan's emergency contacts/)).toBeVisible();
    await main.getByRole('link', { name: 'Add emergency contacts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency contacts' })).toBeVisible();
  });
});
