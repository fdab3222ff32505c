import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isPastHydration } from './hydration';

const noSubscription = () => () => {};
const serverSnapshot = () => false;

/**
 * False during the server render and hydration, true from the first effect on: for what depends
 * on this browser alone (storage, a first-time tip, a strip that loads its own data), so
 * hydration sees what the server sent. In a page rendered in the browser, and in a component
 * mounted after hydration, it is true at once.
 *
 * The switch is a transition: what it reveals renders in slices after hydration. (A store whose
 * browser snapshot differed from the server's made React render every user again synchronously,
 * in hydration's last task: 100–200 ms on a throttled phone with the hazard page's switch and
 * bookmark button; ADR 033.) The store only tells a server or hydrating render (which reads the
 * server's snapshot) from a browser render; its two snapshots agree until hydration is over.
 */
export function useAfterHydration(): boolean {
  const browserRender = useSyncExternalStore(noSubscription, isPastHydration, serverSnapshot);
  const [after, setAfter] = useState(browserRender);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
