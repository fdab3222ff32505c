import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during the server render and hydration, true from the first effect on: for what depends
 * on this browser alone (storage, a first-time tip), so hydration sees what the server sent.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
