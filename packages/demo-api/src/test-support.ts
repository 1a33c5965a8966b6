/**
 * Test harness: a demo store served by MSW's `setupServer` in Node, reached with plain `fetch`
 * exactly as the browser reaches the worker. Delays off, the clock fixed and movable.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDemo } from './demo-areas.ts';
import { type DemoApi } from './engine.ts';
import { createMswHandlers } from './msw-handlers.ts';

export const TEST_ORIGIN = 'http://demo.test';
export const TEST_NOW = new Date('2026-06-15T10:00:00.000Z');

export type Answer = { status: number; body: unknown };

export type DemoHarness = {
  api: DemoApi;
  clock: { now: Date };
  call(method: string, path: string, body?: unknown): Promise<Answer>;
};

/** Starts the server for the file; every test begins from a freshly seeded store at TEST_NOW. */
export function useDemoServer(): DemoHarness {
  const clock = { now: TEST_NOW };
  const api = createDemo({ delayScale: 0, now: () => clock.now });
  // Anything the demo does not answer falls through to this stand-in for the network.
  const network = http.all('*', () => HttpResponse.json({ passedThrough: true }, { status: 599 }));
  const server = setupServer(...createMswHandlers(api, { origin: TEST_ORIGIN }), network);

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    clock.now = TEST_NOW;
    api.reset();
  });
  afterAll(() => {
    server.close();
  });

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const init: RequestInit = { method };
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const response = await fetch(`${TEST_ORIGIN}${path}`, init);
    const text = await response.text();
    return { status: response.status, body: text.length > 0 ? (JSON.parse(text) as unknown) : undefined };
  }

  return { api, clock, call };
}
