import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';

/** A reader's point, rounded to 2 decimals (about 1 km) before it leaves this module. */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * Where local information stands: `off` (the switch), `locating` (asking the browser),
 * `ready` (a point), `denied` (the browser refused: the switch turned itself off) or `failed`
 * (no position could be read: the switch turned itself off).
 */
export type LocationStatus = 'off' | 'locating' | 'ready' | 'denied' | 'failed';

interface State {
  on: boolean;
  status: LocationStatus;
  point: Point | null;
}

const round = (value: number) => Math.round(value * 100) / 100;
const listeners = new Set<() => void>();
const SERVER_STATE: State = { on: false, status: 'off', point: null };
/**
 * The state a page starts with: the server's own object while the switch is off, so hydration
 * finds nothing changed (a new object, even an equal one, re-rendered every screen using it
 * once more right after hydrating: a quarter of a second on a slow phone).
 */
const startState = (): State =>
  readStorage('local', STORAGE_KEYS.localContentOn) === 'true' ? { ...SERVER_STATE, on: true } : SERVER_STATE;
let state: State = startState();
/** A failure not yet told to the reader: the switch that says so may mount after it happened. */
let failureUntold = false;

function publish(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function storeSwitch(on: boolean) {
  writeStorage('local', STORAGE_KEYS.localContentOn, on ? 'true' : 'false');
}

/** The browser's answer so far for location on this site, or null when it cannot say. */
async function permissionState(): Promise<PermissionState | null> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return null;
  }
}

/** Whether the browser has already refused location to this site (then it is never asked). */
async function permissionDenied(): Promise<boolean> {
  return (await permissionState()) === 'denied';
}

let asking: Promise<void> | null = null;

/** Ask the browser for the position once (per page load) while the switch is on. */
function locate(): Promise<void> {
  asking ??= (async () => {
    if (!('geolocation' in navigator) || (await permissionDenied())) {
      storeSwitch(false);
      publish({ on: false, status: 'denied', point: null });
      return;
    }
    publish({ status: 'locating' });
    await new Promise<void>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          // Rounded here: nothing finer than 2 decimals is kept or sent anywhere.
          publish({
            status: 'ready',
            point: { lat: round(position.coords.latitude), lng: round(position.coords.longitude) },
          });
          resolve();
        },
        (error) => {
          storeSwitch(false);
          failureUntold = error.code !== error.PERMISSION_DENIED;
          publish({
            on: false,
            status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed',
            point: null,
          });
          resolve();
        },
        { maximumAge: 10 * 60 * 1000, timeout: 15_000, enableHighAccuracy: false },
      );
    });
  })().finally(() => {
    asking = null;
  });
  return asking;
}

/** Turn "Show Local Information" on (asks for the position) or off (forgets it). */
export function setLocalInformation(on: boolean): void {
  storeSwitch(on);
  if (!on) {
    publish({ on: false, status: 'off', point: null });
    return;
  }
  publish({ on: true });
  void locate();
}

/** Turn the switch off after local information could not be fetched ("Unable to retrieve…"). */
export function localInformationFailed(): void {
  storeSwitch(false);
  failureUntold = true;
  publish({ on: false, status: 'failed', point: null });
}

/** Whether a failure is still to be told; telling it once clears it ("Unable to retrieve…"). */
export function takeFailureNotice(): boolean {
  const untold = failureUntold;
  failureUntold = false;
  return untold;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The local-information switch and the reader's rounded point. Personal, so the server and
 * hydration see it off; a switch left on asks for the position after hydration (with
 * `ask: false`, only if the browser already allows it without asking).
 */
export function useLocalInformation(options: { ask?: boolean } = {}): State {
  const { ask = true } = options;
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  useEffect(() => {
    if (!state.on || state.status !== 'off') return;
    if (ask) {
      void locate();
      return;
    }
    // A page that must never ask (Get Emergency Help) reads the position only when the browser
    // already allows it without a prompt.
    void permissionState().then((permission) => {
      if (permission === 'granted' && state.on && state.status === 'off') void locate();
    });
  }, [ask]);
  return current;
}

/** For tests: start again from storage. */
export function resetLocalInformation() {
  asking = null;
  failureUntold = false;
  state = startState();
  listeners.forEach((listener) => listener());
}
