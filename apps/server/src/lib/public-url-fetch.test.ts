import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicText, isNonPublicAddress, PublicFetchError } from './public-url-fetch.ts';

describe('isNonPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, mapped and unique-local addresses, and non-addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'localhost',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
  });
  it('admits public addresses', () => {
    for (const address of ['8.8.8.8', '212.128.1.1', '2a00:1450:4003:80f::200e']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});

describe('fetchPublicText', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/ok') {
        response.end('<md:EntityDescriptor/>');
      } else if (request.url === '/moved') {
        response.writeHead(302, { location: '/ok' }).end();
      } else if (request.url === '/big') {
        response.end('x'.repeat(2048));
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('late'), 2000);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = { maxBytes: 1024, timeoutMs: 500, allowPrivate: true };
  const closed = { ...open, allowPrivate: false };

  async function reasonOf(address: string, options = open): Promise<string> {
    try {
      await fetchPublicText(address, options);
      return 'read';
    } catch (error) {
      return error instanceof PublicFetchError ? error.reason : 'other';
    }
  }

  it('reads a document when private addresses are allowed', async () => {
    await expect(fetchPublicText(`${base}/ok`, open)).resolves.toBe('<md:EntityDescriptor/>');
  });
  it('opens a connection of its own for every read and closes it after the answer', async () => {
    const sockets = new Set<unknown>();
    function remember(request: http.IncomingMessage): void {
      sockets.add(request.socket);
    }
    server.on('request', remember);
    try {
      for (let i = 0; i < 3; i += 1) {
        await expect(fetchPublicText(`${base}/ok`, open)).resolves.toBe('<md:EntityDescriptor/>');
      }
    } finally {
      server.off('request', remember);
    }
    expect(sockets.size).toBe(3);
    expect(http.globalAgent.freeSockets[`127.0.0.1:${new URL(base).port}:`] ?? []).toHaveLength(0);
  });
  it('says why it did not read: redirect, status, size, deadline, not a URL', async () => {
    expect(await reasonOf(`${base}/moved`)).toBe('redirect');
    expect(await reasonOf(`${base}/nada`)).toBe('status');
    expect(await reasonOf(`${base}/big`)).toBe('size');
    expect(await reasonOf(`${base}/slow`)).toBe('timeout');
    expect(await reasonOf('no es una dirección')).toBe('address');
    expect(await reasonOf('ftp://example.test/md')).toBe('scheme');
  });
  it('by default reads https only, and never from a loopback address, named or literal', async () => {
    expect(await reasonOf(`${base}/ok`, closed)).toBe('scheme');
    expect(await reasonOf(base.replace('http:', 'https:') + '/ok', closed)).toBe('private');
    const port = (server.address() as AddressInfo).port;
    // The name resolves to loopback: refused when the socket looks it up, before any byte is sent.
    expect(await reasonOf(`https://localhost:${port}/ok`, closed)).toBe('private');
  });
});
