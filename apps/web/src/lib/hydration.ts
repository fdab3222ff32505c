import { useEffect } from 'react';

/*
 * Server rendering: "hydration is over". React hydrates the content of each Suspense
 * boundary in its own later pass (selective hydration), so the root's first commit is not the
 * end: anything that changes what renders (the interface language) must wait for the innermost
 * boundary, the one around the route's screen (app/layout/app-shell.tsx), to commit.
 */
let serverRendered = false;
let hydrated = false;
const waiting: (() => void)[] = [];

/** Called by the browser's entry before it hydrates a page the server rendered. */
export function markServerRendered() {
  serverRendered = true;
}

/** True while React hydrates a server-rendered page: what renders now finds the server's HTML. */
export const isHydrating = () => serverRendered && !hydrated;

export function whenHydrated(): Promise<void> {
  return hydrated ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/**
 * True in a page rendered in the browser, and from the task after hydration's effects on. A
 * `useSyncExternalStore` snapshot that stays false through those effects: React compares it with
 * the server's snapshot (false) right after hydration and, when they differ, renders again
 * synchronously (see `useAfterHydration`).
 */
export const isPastHydration = () => !serverRendered || settled;
let settled = false;

/** Rendered beside the route's screen: its first effect marks the end of hydration. */
export function HydrationMark() {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    setTimeout(() => (settled = true));
    // Visible to tests and styles: from here on, clicks reach React.
    document.documentElement.dataset.hydrated = 'true';
    waiting.splice(0).forEach((resolve) => resolve());
  }, []);
  return null;
}
