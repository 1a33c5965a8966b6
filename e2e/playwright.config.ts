import { defineConfig } from '@playwright/test';
import { e2eAdmin, e2eDataDir as dataDir, e2eMail, e2ePort as port } from './tests/support.ts';

/** Drives Debian's Chromium against the real server (SQLite, fresh data dir, built web app). */
export default defineConfig({
  testDir: './tests',
  // Per port, like the data and mail directories: runs on different ports never share files.
  outputDir: `./test-results/${port}`,
  // A real SMTP server the server's mail dispatcher delivers to (SMTP_URL below); see global-setup.ts.
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Guards against a hung test, not a speed check (speed is measured in bench/): on a busy 2-core
  // machine the longer journeys took 40–60 s and two of them hit a 60 s limit mid-assertion.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The service worker (decision 029) would serve later navigations from its cache and hide them
    // from page.route; service-worker.spec.ts allows it in its own contexts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx ../apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_ADMIN_EMAIL: e2eAdmin.email,
      SEED_ADMIN_PASSWORD: e2eAdmin.password,
      SMTP_URL: e2eMail.url,
      // Every spec files from 127.0.0.1: one address for the whole suite, what the README says the
      // scale is for (the limits themselves are tested in the server's source-flood tests). At 1, the
      // 11th filing of the run within an hour is refused and the late specs fail.
      SOURCE_LIMITS_SCALE: '10',
      // A web build of one's own (`vite build --outDir …`), so runs on different ports never share one.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
