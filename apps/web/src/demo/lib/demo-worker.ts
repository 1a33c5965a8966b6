import { createDemo } from '@atalaya/demo-api/demo-areas';
import { startDemoWorker } from '@atalaya/demo-api/msw-browser';

let started: Promise<void> | null = null;

/**
 * One store for this page and the worker that answers the demo's calls (scope /demo/). Resolves once
 * the worker is active and controls the page; later calls share the same start.
 */
export function startDemo(): Promise<void> {
  started ??= startDemoWorker(createDemo()).then(
    () => undefined,
    (error: unknown) => {
      started = null;
      throw error;
    },
  );
  return started;
}
