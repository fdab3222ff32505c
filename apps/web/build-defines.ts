/**
 * The compile-time constants of a build, by Vite mode. `vite.config.ts` and `vitest.config.ts`
 * both read them from here, so tests run with what a build sets rather than their own copy.
 */
export function buildDefines(mode: string) {
  return {
    /** The component showcase route exists only in `vite build --mode showcase`. */
    __SHOWCASE__: JSON.stringify(mode === 'showcase'),
  };
}
