import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: a route's lazy module is compiled on first use, which
// on a busy 2-core machine (CI, or tests beside a build) takes longer than a second. A wait that
// succeeds returns at once, so this only stops load from failing a correct page.
configure({ asyncUtilTimeout: 5000 });

// A console.error during a test is a bug (React warnings included): fail the test.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (typeof window !== 'undefined') window.sessionStorage.clear();
  if (errors.length > 0) throw new Error(`console.error was called: ${String(errors[0]?.[0])}`);
});

// jsdom has no matchMedia; MUI's useMediaQuery needs it. Tests choose the width with setWidth().
let width = 1440;
export function setWidth(value: number) {
  width = value;
}
// Node-environment tests (the build test) have no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
  window.scrollTo = () => undefined;
}
