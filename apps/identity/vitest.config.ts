import { defineConfig } from 'vitest/config';

// scrypt is slow on purpose: on a busy two-core machine a hash can take seconds.
export default defineConfig({ test: { name: 'identity', environment: 'node', testTimeout: 30_000 } });
