/**
 * Starting the demo in a browser: the MSW worker served at /demo/mockServiceWorker.js with scope
 * /demo/, so only pages under /demo/ are ever controlled by it. Requests the demo does not answer
 * go to the network untouched (`onUnhandledRequest: 'bypass'`).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { type DemoApi } from './engine.ts';
import { createMswHandlers } from './msw-handlers.ts';

export const DEMO_BASE_PATH = '/demo/';
export const DEMO_WORKER_URL = '/demo/mockServiceWorker.js';

export async function startDemoWorker(api: DemoApi): Promise<SetupWorker> {
  if (!window.location.pathname.startsWith(DEMO_BASE_PATH)) {
    throw new Error('The demo worker is registered only on pages under /demo/.');
  }
  const worker = setupWorker(...createMswHandlers(api));
  await worker.start({
    serviceWorker: { url: DEMO_WORKER_URL, options: { scope: DEMO_BASE_PATH } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
