import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist/development');

// Vitest demands a default export here. Run from the root with `npx vitest run --project web`.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // One copy of react-router for `react-router` and `react-router/dom` (Node's resolver would
      // otherwise give the ESM build to one and the CommonJS build to the other).
      { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // Route-level tests render the whole app; the first one also pays for the cold transform.
    testTimeout: 20_000,
    server: { deps: { inline: [/react-router/] } },
  },
});
