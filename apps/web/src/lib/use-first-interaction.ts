import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * False until the reader first does something on the page (a tap, a key, a scroll). A tip shown
 * from then on never takes the place of the page's own content while it is being read for the
 * first time (it would become the page's largest paint, seconds after the guide on a slow phone).
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const done = () => setInteracted(true);
    for (const name of EVENTS)
      window.addEventListener(name, done, { once: true, passive: true, capture: true });
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
