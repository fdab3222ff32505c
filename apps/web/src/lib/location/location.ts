import { useEffect, useSyncExternalStore } from 'react';
import type { SavedPlace } from '@prepwell/contract';
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

/**
 * A saved place chosen for local information instead of the device's position (ADR 034): its
 * id and its point rounded like a position, kept on this device with the choice.
 */
export interface LocalPlace extends Point {
  id: string;
}

interface State {
  on: boolean;
  status: LocationStatus;
  point: Point | null;
  /** The saved place local information is for; null for the device's own position. */
  place: LocalPlace | null;
}

const round = (value: number) => Math.round(value * 100) / 100;
const listeners = new Set<() => void>();
const SERVER_STATE: State = { on: false, status: 'off', point: null, place: null };

function readPlace(): LocalPlace | null {
  try {
    const value = JSON.parse(readStorage('local', STORAGE_KEYS.localContentPlace) ?? 'null') as unknown;
    const place = value as Partial<LocalPlace> | null;
    return typeof place?.id === 'string' &&
      typeof place.lat === 'number' &&
      Math.abs(place.lat) <= 90 &&
      typeof place.lng === 'number' &&
      Math.abs(place.lng) <= 180
      ? { id: place.id, lat: round(place.lat), lng: round(place.lng) }
      : null;
  } catch {
    return null;
  }
}

function storePlace(place: LocalPlace | null) {
  writeStorage('local', STORAGE_KEYS.localContentPlace, JSON.stringify(place));
}

/**
 * The state a page starts with: the server's own object while the switch is off and no place is
 * chosen, so hydration finds nothing changed (a new object, even an equal one, re-rendered every
 * screen using it once more right after hydrating: a quarter of a second on a slow phone).
 */
const startState = (): State => {
  const on = readStorage('local', STORAGE_KEYS.localContentOn) === 'true';
  const place = readPlace();
  return on || place ? { ...SERVER_STATE, on, place } : SERVER_STATE;
};
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
      if (state.place) return;
      storeSwitch(false);
      publish({ on: false, status: 'denied', point: null });
      return;
    }
    publish({ status: 'locating' });
    await new Promise<void>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          // A saved place chosen meanwhile wins over the position that arrives late.
          if (state.place) return resolve();
          // Rounded here: nothing finer than 2 decimals is kept or sent anywhere.
          publish({
            status: 'ready',
            point: { lat: round(position.coords.latitude), lng: round(position.coords.longitude) },
          });
          resolve();
        },
        (error) => {
          if (state.place) return resolve();
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

/** Local information for a saved place: its point at once, and the browser is never asked. */
function showPlace(place: LocalPlace) {
  publish({ on: true, status: 'ready', point: { lat: place.lat, lng: place.lng } });
}

/**
 * Turn "Show Local Information" on (for the chosen saved place, or asking for the position) or
 * off (forgets the position; the chosen place stays chosen for next time).
 */
export function setLocalInformation(on: boolean): void {
  storeSwitch(on);
  if (!on) {
    publish({ on: false, status: 'off', point: null });
    return;
  }
  if (state.place) {
    showPlace(state.place);
    return;
  }
  publish({ on: true });
  void locate();
}

/**
 * Show local information for a saved place (someone who refused location still gets local
 * information), or with `null` for the device's own position (asks the browser). Turns it on.
 */
export function setLocalPlace(place: Pick<SavedPlace, 'id' | 'lat' | 'lng'> | null): void {
  const chosen = place && { id: place.id, lat: round(place.lat), lng: round(place.lng) };
  storePlace(chosen);
  publish({ place: chosen, point: null, status: 'off' });
  setLocalInformation(true);
}

/**
 * Keep the chosen place in step with the saved places: moved, it follows; removed, local
 * information goes back to the device's position, switched off (it never asks on its own).
 */
export function syncLocalPlace(places: readonly SavedPlace[]): void {
  const chosen = state.place;
  if (!chosen) return;
  const saved = places.find((place) => place.id === chosen.id);
  if (!saved) {
    storePlace(null);
    storeSwitch(false);
    publish({ on: false, status: 'off', point: null, place: null });
    return;
  }
  const moved = { id: saved.id, lat: round(saved.lat), lng: round(saved.lng) };
  if (moved.lat === chosen.lat && moved.lng === chosen.lng) return;
  storePlace(moved);
  publish({
    place: moved,
    ...(state.status === 'ready' ? { point: { lat: moved.lat, lng: moved.lng } } : {}),
  });
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
    if (state.place) {
      showPlace(state.place);
      return;
    }
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
