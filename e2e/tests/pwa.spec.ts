import { expect, test } from './fixtures';
import { newPerson, signUpWithoutUi } from './accounts';

test.use({ serviceWorkers: 'allow' });

test('installs as an app and opens offline once visited', async ({ page, context }) => {
  await page.goto('/');
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? (await fetch(link.href)).json() : null;
  });
  expect(manifest).toMatchObject({ name: 'Prepwell', display: 'standalone', start_url: '/' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not yet controlled by the worker; the second is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Visited means read: Home's trending strip has come through the worker, which keeps it. (On a
  // busy machine, going offline before it arrived left Home asking for it offline.)
  await expect(page.getByRole('list', { name: 'Trending Hazards' }).getByRole('link').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/settings/faq');
  await expect(page).toHaveTitle('FAQ - Prepwell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Life comes with hazards. We'll help you adapt.",
  );
  await context.setOffline(false);
});

test('signs in with the service worker in control (provider pages are never the app shell)', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/settings/account');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  // The provider's own page, not the app's shell (which would send an unknown path home).
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
});

test('keeps no signed-in answer in its caches (the guide list with bookmarks), so none outlives the session', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-pwa`, 'Cache'));
  const added = await page.request.post('/public/guide/bookmark', {
    data: { hazard_id: 902 },
    headers: { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' },
  });
  expect(added.status()).toBe(201);

  // The guide's list comes through the worker, answered for this reader (private, no-store).
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/public/v2/hazards' && response.ok(),
  );
  await page.goto('/hazards');
  const list = await listed;
  expect(await list.headerValue('cache-control')).toBe('private, no-store');
  await expect(page.getByRole('button', { name: 'Bookmark Fixture Fire' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Public answers the same visit fetched are kept; no personal one is.
  const kept = await page.evaluate(async () => {
    const entries: { url: string; cacheControl: string }[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('prepwell-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, cacheControl: response?.headers.get('cache-control') ?? '' });
      }
    }
    return entries;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((entry) => /private|no-store/i.test(entry.cacheControl))).toEqual([]);
});
