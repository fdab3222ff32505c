import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../storage';
import {
  resetLocalInformation,
  setLocalInformation,
  setLocalPlace,
  syncLocalPlace,
  useLocalInformation,
} from '../location';

/** Hydrates server HTML of a screen reading local information; says how often it rendered. */
async function hydrateCountingRenders() {
  let renders = 0;
  function Screen() {
    renders += 1;
    const { on } = useLocalInformation({ ask: false });
    return <p>{on ? 'on' : 'off'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Screen />);
  document.body.append(container);
  renders = 0;
  const root = await act(async () => hydrateRoot(container, <Screen />));
  const shown = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { renders, shown };
}

describe('local information while a server-rendered page hydrates', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    localStorage.clear();
    resetLocalInformation();
  });

  it('with the switch off, hydrates in one render (nothing changed since the server)', async () => {
    localStorage.setItem(STORAGE_KEYS.localContentOn, 'false');
    resetLocalInformation();
    expect(await hydrateCountingRenders()).toEqual({ renders: 1, shown: 'off' });
  });

  it('with the switch left on, renders once more after hydrating and shows it on', async () => {
    localStorage.setItem(STORAGE_KEYS.localContentOn, 'true');
    resetLocalInformation();
    expect(await hydrateCountingRenders()).toEqual({ renders: 2, shown: 'on' });
  });
});

describe('local information for a saved place', () => {
  const home = { id: '6f1c2b9e-8d1a-4c3e-9f57-2a0b1c4d5e6f', lat: 45.52345, lng: -122.67621 };
  let asked = 0;
  beforeAll(() => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: object) => void) => {
          asked += 1;
          fail({ code: 1, PERMISSION_DENIED: 1 });
        },
      },
    });
  });
  afterEach(() => {
    asked = 0;
    localStorage.clear();
    resetLocalInformation();
  });

  /** The store's state as a screen sees it, after effects. */
  function renderState() {
    let seen: ReturnType<typeof useLocalInformation> | undefined;
    function Screen() {
      seen = useLocalInformation();
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Screen />));
    return { state: () => seen!, unmount: () => act(() => root.unmount()) };
  }

  it('gives the place’s rounded point at once, never asking the browser, and is kept', () => {
    setLocalPlace(home);
    const screen = renderState();
    expect(screen.state()).toMatchObject({ on: true, status: 'ready', point: { lat: 45.52, lng: -122.68 } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.localContentPlace)!)).toEqual({
      id: home.id,
      lat: 45.52,
      lng: -122.68,
    });
    screen.unmount();

    // A new page starts with the same place (and still does not ask).
    resetLocalInformation();
    const next = renderState();
    expect(next.state()).toMatchObject({ on: true, status: 'ready', point: { lat: 45.52, lng: -122.68 } });
    expect(asked).toBe(0);
    next.unmount();
  });

  it('off and on again keeps the place; "my location" asks the browser', async () => {
    setLocalPlace(home);
    setLocalInformation(false);
    const screen = renderState();
    expect(screen.state()).toMatchObject({ on: false, point: null, place: { id: home.id } });
    act(() => setLocalInformation(true));
    expect(screen.state()).toMatchObject({ on: true, status: 'ready', point: { lat: 45.52 } });
    expect(asked).toBe(0);
    await act(async () => setLocalPlace(null));
    expect(asked).toBe(1);
    expect(screen.state()).toMatchObject({ on: false, status: 'denied', place: null });
    screen.unmount();
  });

  it('follows the saved places: a moved place moves, a removed one switches local information off', () => {
    setLocalPlace(home);
    const screen = renderState();
    act(() => syncLocalPlace([{ ...home, name: 'Home', source: 'city', lat: 47.61, lng: -122.33 }]));
    expect(screen.state()).toMatchObject({ on: true, point: { lat: 47.61, lng: -122.33 } });
    act(() => syncLocalPlace([]));
    expect(screen.state()).toMatchObject({ on: false, status: 'off', point: null, place: null });
    expect(localStorage.getItem(STORAGE_KEYS.localContentOn)).toBe('false');
    expect(asked).toBe(0);
    screen.unmount();
  });
});
