import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

describe('server process', () => {
  it('exits within a few seconds of SIGTERM even while a client holds a half-sent request', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-stop-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const socket = new net.Socket();
    try {
      await waitForHealth(port, Date.now() + 30_000);
      await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      const sent = Date.now();
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
      expect(code).toBe(0);
      expect(Date.now() - sent).toBeLessThan(8_000);
    } finally {
      socket.destroy();
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
