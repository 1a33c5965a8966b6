import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share their worker's modules (decision 072): each suite builds its own app on its own
    // database, so nothing of a file's lives in a module; importing the app once per worker instead
    // of once per file halves the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
