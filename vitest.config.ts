import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/demo-api', 'apps/server', 'apps/web'],
  },
});
