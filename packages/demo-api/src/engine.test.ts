import { describe, expect, it } from 'vitest';
import { createDemo, demoAreas } from './demo-areas.ts';
import { createDemoApi, defineArea } from './engine.ts';
import { ok } from './router.ts';
import { TEST_NOW, useDemoServer } from './test-support.ts';

const demo = useDemoServer();
const NO_REQUEST = { query: {}, headers: {}, body: undefined };

/** Every GET of the store without parameters, as JSON text. */
async function snapshot(api: ReturnType<typeof createDemo>): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const route of api.routes) {
    if (route.method === 'GET' && !route.path.includes(':')) {
      out[route.path] = (await api.handle('GET', route.path, NO_REQUEST))?.body;
    }
  }
  return JSON.stringify(out);
}

describe('deterministic seed', () => {
  it('gives two stores created at the same moment identical data', async () => {
    const first = createDemo({ delayScale: 0, now: () => TEST_NOW });
    const second = createDemo({ delayScale: 0, now: () => TEST_NOW });
    const a = await snapshot(first);
    expect(a.length).toBeGreaterThan(10_000);
    expect(await snapshot(second)).toBe(a);
  });

  it('gives other data for another seed', async () => {
    const first = createDemo({ delayScale: 0, now: () => TEST_NOW });
    const other = createDemo({ delayScale: 0, now: () => TEST_NOW, seed: 7 });
    expect(await snapshot(other)).not.toBe(await snapshot(first));
  });

  it('keeps an area’s data when another area is added before it', async () => {
    const extra = defineArea({ name: 'extra', seed: ({ random }) => random.next(), routes: () => [] });
    const withExtra = createDemoApi({ areas: [extra, ...demoAreas], delayScale: 0, now: () => TEST_NOW });
    const plain = createDemo({ delayScale: 0, now: () => TEST_NOW });
    const path = '/api/apps/contacts/all';
    expect((await withExtra.handle('GET', path, NO_REQUEST))?.body).toEqual(
      (await plain.handle('GET', path, NO_REQUEST))?.body,
    );
  });

  it('reset brings back the seeded data after changes', async () => {
    const before = await demo.call('GET', '/api/apps/contacts/all');
    await demo.call('POST', '/api/apps/contacts/contact');
    expect((await demo.call('GET', '/api/apps/contacts/all')).body).not.toEqual(before.body);
    demo.api.reset();
    expect((await demo.call('GET', '/api/apps/contacts/all')).body).toEqual(before.body);
  });
});

describe('pass-through', () => {
  it.each([
    ['GET', '/api/denuncias'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/auth/sign-in'],
    ['GET', '/api/apps/contacts/all/extra'],
    ['GET', '/demo/index.html'],
  ])('does not answer %s %s (the next handler, i.e. the network, does)', async (method, path) => {
    expect(await demo.call(method, path)).toEqual({ status: 599, body: { passedThrough: true } });
    expect(await demo.api.handle(method, path, NO_REQUEST)).toBeUndefined();
  });
});

describe('delays', () => {
  it('waits the declared delay times the scale', async () => {
    const slow = defineArea({
      name: 'slow',
      seed: () => null,
      routes: () => [{ method: 'GET', path: '/api/slow', delayMs: 1000, handler: () => ok(true) }],
    });
    const api = createDemoApi({ areas: [slow], delayScale: 0.05 });
    const started = Date.now();
    expect(await api.handle('GET', '/api/slow', NO_REQUEST)).toEqual({ status: 200, body: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('answers 500 instead of throwing when a handler fails', async () => {
    const broken = defineArea({
      name: 'broken',
      seed: () => null,
      routes: () => [
        {
          method: 'GET',
          path: '/api/broken',
          handler: () => {
            throw new Error('boom');
          },
        },
      ],
    });
    const api = createDemoApi({ areas: [broken] });
    expect((await api.handle('GET', '/api/broken', NO_REQUEST))?.status).toBe(500);
  });
});
