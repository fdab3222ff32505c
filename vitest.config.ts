import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/content', 'apps/api', 'apps/identity', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one, and the 95
    // files ran one after another (600 s for 565 s of work, issue 25 §2). They spend much of
    // their time waiting (spawned builds, PGlite's start, servers), so two workers share the
    // two cores well.
    maxWorkers: Math.max(availableParallelism(), 2),
  },
});
