import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../storage';
import { resetLocalInformation, useLocalInformation } from '../location';

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
