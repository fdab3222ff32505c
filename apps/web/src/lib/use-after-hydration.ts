import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during the server render and hydration, true from the first effect on: for what depends
 * on this browser alone (storage, a first-time tip, a strip that loads its own data), so
 * hydration sees what the server sent. In a page rendered in the browser it is true at once.
 *
 * After hydration the store's switch renders at once and whole; deferred, what it reveals renders
 * a moment later in slices instead. Home's trending strip held a throttled phone's main thread
 * for 125 ms in one piece without it (ADR 033).
 */
export function useAfterHydration(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    ),
  );
}
