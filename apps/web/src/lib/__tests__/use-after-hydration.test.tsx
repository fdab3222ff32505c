import { act, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readAnonymousBookmarks,
  serverAnonymousBookmarks,
  subscribeAnonymousBookmarks,
} from '../bookmarks/anonymous-bookmarks';
import { HydrationMark, markServerRendered } from '../hydration';
import { useAfterHydration } from '../use-after-hydration';

/**
 * Hydrates the server's HTML of `Screen`, with the route's hydration mark beside it, and says what
 * it showed at each render: a store whose browser snapshot differs from the server's makes React
 * render again synchronously right after hydration (a long task on a phone; ADR 033).
 */
async function hydrate(useValue: () => string) {
  const shown: string[] = [];
  function Screen() {
    const value = useValue();
    shown.push(value);
    return <p>{value}</p>;
  }
  const app = (
    <>
      <Screen />
      <HydrationMark />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const server = container.textContent;
  shown.length = 0;
  const root = await act(async () => hydrateRoot(container, app));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { server, shown, text };
}

describe('what hydration renders again', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    markServerRendered();
  });

  it('useAfterHydration: false on the server and while hydrating, then true in one more render', async () => {
    const result = await hydrate(() => (useAfterHydration() ? 'after' : 'hydrating'));
    expect(result).toEqual({ server: 'hydrating', shown: ['hydrating', 'after'], text: 'after' });
  });

  it('the anonymous bookmarks: none stored is the server’s own snapshot, so nothing renders again', async () => {
    const result = await hydrate(() =>
      String(
        useSyncExternalStore(subscribeAnonymousBookmarks, readAnonymousBookmarks, serverAnonymousBookmarks)
          .length,
      ),
    );
    expect(result).toEqual({ server: '0', shown: ['0'], text: '0' });
  });
});
