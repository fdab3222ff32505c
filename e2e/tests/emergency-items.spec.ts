import { newPerson, signUpWithoutUi } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = 'screenshots';

/* The fixture pack's emergency items: 901 Water and 902 Radio, both asked about in Prep Check 901. */
test('My Emergency Items: toggles move and save, a failed save moves back and says so, and it prints clean', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const who = newPerson(`${testInfo.project.name}-items`, 'Ivy');
  await signUpWithoutUi(page.request, who);
  await page.goto('/my-emergency-items');
  const have = page.getByRole('region', { name: /^I have\.\.\./ });
  const haveNot = page.getByRole('region', { name: /^I do not have\.\.\./ });
  // A new account has every item in "I do not have...".
  await expect(haveNot.getByRole('checkbox')).toHaveCount(2);
  await expect(have.getByText('Nothing checked yet.')).toBeVisible();
  await expect(
    haveNot.getByRole('listitem').first().getByRole('img', { name: 'Fixture Readiness' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { label: 'my emergency items' });

  await haveNot.getByRole('checkbox', { name: 'Water' }).click();
  await expect(have.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await expect(haveNot.getByRole('checkbox')).toHaveCount(1);
  await expect
    .poll(async () =>
      (
        (await (await page.request.get('/public/web/emergency-items')).json()) as { yes: { id: number }[] }
      ).yes.map((i) => i.id),
    )
    .toEqual([901]);
  await page.reload();
  await expect(have.getByRole('checkbox', { name: 'Water' })).toBeChecked();

  // The server does not answer: the item goes back and the page says the change failed.
  await page.route('**/public/web/emergency-items', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await haveNot.getByRole('checkbox', { name: 'Radio' }).click();
  await expect(page.getByText('Unable to toggle status of emergency item')).toBeVisible();
  await expect(haveNot.getByRole('checkbox', { name: 'Radio' })).not.toBeChecked();
  await page.unroute('**/public/web/emergency-items');
  // The browser logs the failed request; that one was on purpose.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR')));

  // On paper: no header, navigation, footer or buttons; the two lists side by side.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(have).toBeVisible();
  const [left, right] = await Promise.all([have.boundingBox(), haveNot.boundingBox()]);
  expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
  await page.screenshot({
    path: testInfo.outputPath(`${SHOTS}/my-emergency-items-print.png`),
    fullPage: true,
  });
  await page.emulateMedia({ media: 'screen' });
  await page.screenshot({ path: testInfo.outputPath(`${SHOTS}/my-emergency-items.png`), fullPage: true });
});
