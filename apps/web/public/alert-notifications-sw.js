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

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  if (typeof path !== 'string' || !path.startsWith('/')) return;
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
