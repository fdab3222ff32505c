import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/content', 'apps/api', 'apps/identity', 'apps/web'],
  },
});
