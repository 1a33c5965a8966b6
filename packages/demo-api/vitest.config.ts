import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'demo-api', environment: 'node', include: ['src/**/*.test.ts'] },
});
