import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { appConfigPath, getAppConfig, loadAppConfig } from './app-config.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('assets/config/config.json', () => {
  it('is loaded from /assets/config/config.json and kept for the app', async () => {
    server.use(http.get(appConfigPath, () => HttpResponse.json({ version: 1, extra: 'kept' })));
    expect(await loadAppConfig()).toEqual({ version: 1, extra: 'kept' });
    expect(getAppConfig()).toEqual({ version: 1, extra: 'kept' });
  });

  it.each([
    ['missing', () => new HttpResponse(null, { status: 404 })],
    ['not JSON', () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } })],
    ['of the wrong shape', () => HttpResponse.json({ version: 'uno' })],
    ['unreachable', () => HttpResponse.error()],
  ])('when it is %s, only warns in the console and the app goes on', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(appConfigPath, answer));
    await expect(loadAppConfig()).resolves.toBeTypeOf('object');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(appConfigPath);
  });
});
