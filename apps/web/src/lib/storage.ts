/**
 * Browser storage keys from the spec (§9). Reads and writes never throw: private modes and
 * full quotas make storage fail, and the app must keep working without it.
 */
export const STORAGE_KEYS = {
  language: '@language',
  localContentOn: '@loCoOn',
  /** The saved place local information is for (ADR 034): its id and rounded point; absent for the device's position. */
  localContentPlace: '@loCoPlace',
  bookmarks: '@bookmarks',
  localContentIntro: 'Local_Content_Intro',
  disableAutoShowNoLocalContent: '@DisableAutoShowNoLoCo',
  /** The Prep Checks welcome was seen (anonymous visitors; signed-in users: PrepCheckWelcome in tutorials_shown). */
  prepCheckWelcome: 'Prep_Check_Welcome',
  /** An anonymous reader's saved places (ADR 034), on this device only. */
  places: '@places',
  /** The last alerts answered for this device's places, readable offline with their time. */
  alertsLast: '@alertsLast',
  /** This device's alert notifications: on or off, and whether for every alert (ADR 034). */
  alertNotifications: '@alertNotifications',
  /** An anonymous person's emergency plan (ADR 035), on this device only, with when it was saved. */
  plan: '@plan',
  /**
   * A signed-in person's plan as last saved, kept to be read offline with its date (ADR 035);
   * removed at the first start without a session.
   */
  planCopy: '@planCopy',
} as const;

type Area = 'session' | 'local';

function area(which: Area): Storage | undefined {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused to store the value. */
export function writeStorage(which: Area, key: string, value: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; false when the browser would not. */
export function removeStorage(which: Area, key: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
