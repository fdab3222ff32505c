import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildDefines } from './build-defines';

export default defineConfig({
  plugins: [react()],
  define: buildDefines('test'),
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    // A test's `vi.stubGlobal('fetch', …)` (test/render.tsx) ends with the test.
    unstubGlobals: true,
  },
});
