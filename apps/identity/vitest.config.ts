import { defineConfig } from 'vitest/config';

// scrypt is slow on purpose: on a busy two-core machine a hash can take seconds.
// With TEST_DATABASE_URL the same tests run on PostgreSQL (CI: --project identity-postgres).
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'identity-postgres' : 'identity',
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
