import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Notifications are the service worker's.
test.use({ serviceWorkers: 'allow' });

const SHOTS = 'screenshots';
/** The test's push service (PUSH_SERVICE_ORIGINS in playwright.config.ts). */
const ENDPOINT = 'https://127.0.0.1:8199/push/e2e-device';
const HOME = {
  id: '0b6f3f5e-4b7e-4c43-9a53-3c1f0f6a7e02',
  name: 'Home',
  lat: 45.52,
  lng: -122.68,
  source: 'city',
};

test('turning notifications on for a place subscribes the device, and a push shows the alert’s notification', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['notifications']);
  // Chromium's push service is on the internet, which the tests have not: the browser's
  // subscription is one at the test's push service, with keys as a browser makes them.
  await context.addInitScript(
    ({ endpoint, place }) => {
      localStorage.setItem('@places', JSON.stringify([place]));
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
      let current: unknown = null;
      const subscription = {
        endpoint,
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      PushManager.prototype.subscribe = async () => {
        current = subscription;
        return subscription as unknown as PushSubscription;
      };
    },
    { endpoint: ENDPOINT, place: HOME },
  );
  await page.goto('/alerts');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const choice = page.getByRole('checkbox', { name: 'Notify me about alerts at Home' });
  await expect(choice).not.toBeChecked();
  await expectNoAxeViolations(page, { label: 'alerts, notifications off' });

  // On: the device's subscription goes to the server with the place.
  const [put] = await Promise.all([
    page.waitForRequest(
      (request) => request.url().endsWith('/public/v2/push/subscription') && request.method() === 'PUT',
    ),
    choice.click(),
  ]);
  expect(put.postDataJSON()).toMatchObject({
    subscription: { endpoint: ENDPOINT },
    places: [{ id: HOME.id, name: 'Home', lat: 45.52, lng: -122.68 }],
    all_alerts: false,
    lang: 'en',
  });
  expect((await put.response())?.status()).toBe(204);
  await expect(page.getByText('You will be notified about alerts at Home.')).toBeVisible();
  await expect(choice).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Also notify me about less serious alerts' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { label: 'alerts, notifications on' });
  await page.screenshot({
    path: `${SHOTS}/alert-notifications-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // A push reaches the service worker (as a push service delivers it): it shows the notification.
  const alertId = Number(
    (await page.getByRole('link', { name: 'Flash Flood Warning' }).first().getAttribute('href'))
      ?.split('/')
      .pop(),
  );
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((candidate) => candidate.scopeURL.startsWith(baseURL ?? ''));
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registration,
    data: JSON.stringify({
      title: 'Flash Flood Warning',
      body: 'Home · Until Mon, Nov 30, 12:00 PM',
      url: `/alerts/${alertId}`,
      tag: `alert-${alertId}`,
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => [
          notification.title,
          notification.body,
          (notification.data as { url: string }).url,
        ]),
      ),
    )
    .toEqual([['Flash Flood Warning', 'Home · Until Mon, Nov 30, 12:00 PM', `/alerts/${alertId}`]]);

  // Off: the server forgets the device.
  const [off] = await Promise.all([
    page.waitForRequest(
      (request) => request.url().endsWith('/public/v2/push/subscription') && request.method() === 'DELETE',
    ),
    choice.click(),
  ]);
  expect(off.postDataJSON()).toEqual({ endpoint: ENDPOINT });
  await expect(page.getByText('No more notifications for Home.')).toBeVisible();

  // The notification shown above, clicked: it closes and the open window goes to the alert. (A
  // headless browser draws no notification to click, so the worker is handed the click event.)
  const worker =
    context.serviceWorkers().find((candidate) => candidate.url().startsWith(baseURL ?? '')) ??
    (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    for (const notification of await scope.registration.getNotifications())
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/alerts/${alertId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flash Flood Warning/);
  await expect(page.getByRole('heading', { name: 'What to do now' })).toBeVisible();
  expect(
    await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
  ).toBe(0);
});
