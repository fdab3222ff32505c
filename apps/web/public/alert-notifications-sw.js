/*
 * Alert notifications in the service worker (ADR 034), imported by the worker the build generates
 * (vite.config.ts, workbox `importScripts`). A push carries the alert's event, place, until when and
 * the page to open (AlertNotificationPayload); one notification per alert (its tag), so an update
 * replaces the notification it updates. A click opens the alert, in a window already open if there
 * is one.
 */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.title !== 'string' || typeof payload.url !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      renotify: true,
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      data: { url: payload.url },
    }),
  );
});

/** Open the alert a notification is about: in a window of this app already open, or a new one. */
function openAlert(notification) {
  const path = notification.data && notification.data.url;
  if (typeof path !== 'string' || !path.startsWith('/')) return Promise.resolve();
  const target = new URL(path, self.location.origin).href;
  return self.clients.matchAll({ type: 'window' }).then((windows) => {
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (!open) return self.clients.openWindow(target);
    // Focus is the click's to give; the page is opened either way.
    return open.navigate(target).then(
      (client) => (client || open).focus().catch(() => client),
      () => self.clients.openWindow(target),
    );
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opened = openAlert(event.notification);
  // The click keeps the worker alive until the page is open (only the browser's own event can:
  // the end-to-end test dispatches one of its own, which runs the same code).
  if (event.isTrusted) event.waitUntil(opened);
});
