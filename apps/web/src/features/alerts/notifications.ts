import {
  API_PATHS,
  type LanguageCode,
  type PushKeyResponse,
  type PushSubscriptionRequest,
  type SavedPlace,
} from '@prepwell/contract';
import { apiRequest } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage';
import { storedValue } from '../../lib/stored-value';

/** Whether this browser can receive notifications from a service worker (not iOS Safari in a tab). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * This device's choice (a subscription is a device's): the places it notifies for, and whether
 * for every alert or the serious ones only.
 */
export interface DeviceNotifications {
  placeIds: string[];
  allAlerts: boolean;
}
const OFF: DeviceNotifications = { placeIds: [], allAlerts: false };
export const deviceNotifications = storedValue<DeviceNotifications>(
  'local',
  STORAGE_KEYS.alertNotifications,
  (value) => {
    const choice = value as DeviceNotifications | null;
    return choice &&
      Array.isArray(choice.placeIds) &&
      choice.placeIds.every((id) => typeof id === 'string') &&
      typeof choice.allAlerts === 'boolean'
      ? choice
      : undefined;
  },
  OFF,
);

/** The browser refused: the person said no, or blocked notifications for the site. */
export class NotificationsRefused extends Error {
  constructor() {
    super('notifications refused');
  }
}

/** The service worker, or an error after 10 s (none registered: a development server, say). */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker')), 10_000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const bytesOf = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
};

/**
 * Makes the server's copy of this device's subscription match the choice: the chosen places among
 * `places`, every alert or the serious ones. Asks the browser's permission and subscribes the first
 * time; with nothing to notify, the server forgets the device (its browser subscription is kept,
 * so turning a place on again asks nothing).
 */
export async function syncNotifications(
  places: readonly SavedPlace[],
  choice: DeviceNotifications,
  lang: LanguageCode,
): Promise<void> {
  const registration = await serviceWorker();
  let subscription = await registration.pushManager.getSubscription();
  const chosen = places.filter((place) => choice.placeIds.includes(place.id));
  if (chosen.length === 0) {
    if (subscription)
      await apiRequest<void>(API_PATHS.pushSubscription, {
        method: 'DELETE',
        body: { endpoint: subscription.endpoint },
      });
    return;
  }
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted')
    throw new NotificationsRefused();
  if (!subscription) {
    const { public_key: key } = await apiRequest<PushKeyResponse>(API_PATHS.pushKey);
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(key),
    });
  }
  const { endpoint, keys } = subscription.toJSON();
  const body: PushSubscriptionRequest = {
    subscription: {
      endpoint: endpoint ?? subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
    places: chosen.map(({ id, name, lat, lng }) => ({ id, name, lat, lng })),
    all_alerts: choice.allAlerts,
    lang,
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  await apiRequest<void>(API_PATHS.pushSubscription, { method: 'PUT', body });
}
