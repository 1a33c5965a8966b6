import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { countRequestsInFlight } from './requests-in-flight.ts';

describe('requests in flight', () => {
  const app = Fastify();
  const inFlight = countRequestsInFlight(app);
  let release: () => void = () => undefined;
  let port = 0;

  beforeAll(async () => {
    app.get('/held', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  it('counts a request until its answer, then none', async () => {
    expect(inFlight()).toBe(0);
    const answer = app.inject({ method: 'GET', url: '/held' });
    await eventually(() => inFlight() === 1, 2000);
    release();
    expect((await answer).statusCode).toBe(200);
    expect(inFlight()).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    expect(inFlight()).toBe(0);
  });

  it('counts off a request whose client leaves before the answer, once', async () => {
    const client = http.get({ host: '127.0.0.1', port, path: '/held' });
    client.on('error', () => undefined);
    await eventually(() => inFlight() === 1, 2000);
    client.destroy();
    await eventually(() => inFlight() === 0, 2000);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inFlight()).toBe(0);
  });
});
