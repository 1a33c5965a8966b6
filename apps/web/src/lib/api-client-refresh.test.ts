import { http, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@atalaya/contract/http/headers';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { ApiError, apiRequest, requestPublicToken } from './api-client.ts';
import { registerDialog, setNavigator } from './app-events.ts';
import type { NavigateOptions } from './app-events.ts';
import { getAccessToken, getRefreshToken, setTokens } from './tokens.ts';

const okSchema = z.object({ ok: z.literal(true) });
const signInAfterSessionEnd = '/auth/sign-in?reason=session-ended';

function unauthenticated() {
  return HttpResponse.json({ success: false, code: 'UNAUTHENTICATED', message: 'No autenticado' }, { status: 401 });
}

let navigate: ReturnType<typeof vi.fn<(path: string, options?: NavigateOptions) => void>>;
let publicTokenCalls: number;

beforeEach(() => {
  navigate = vi.fn<(path: string, options?: NavigateOptions) => void>();
  setNavigator(navigate);
  publicTokenCalls = 0;
  server.use(
    http.post('/api/auth/publico', () => {
      publicTokenCalls += 1;
      return HttpResponse.json(makeTokenPair());
    }),
  );
});

function signInAdministrator(): { access: string; refresh: string } {
  const access = makeToken({ tipoacceso: 'Privado' });
  const refresh = makeToken({ tipoacceso: 'Privado', typ: 'refresh', expiresIn: 12 * 3600 });
  setTokens(access, refresh);
  return { access, refresh };
}

describe('apiRequest session renewal', () => {
  it('answers a 401 to a still valid administrator token with the refresh call, never a public token', async () => {
    signInAdministrator();
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    server.use(
      http.get('/api/thing', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${pair.accesstoken.token}`
          ? HttpResponse.json({ ok: true })
          : unauthenticated(),
      ),
      http.get('/api/auth/refresh', () => HttpResponse.json(pair)),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(publicTokenCalls).toBe(0);
    expect(getAccessToken()).toBe(pair.accesstoken.token);
  });

  it('shares one refresh between concurrent 401s of an administrator', async () => {
    signInAdministrator();
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let refreshCalls = 0;
    server.use(
      http.get('/api/thing/:id', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${pair.accesstoken.token}`
          ? HttpResponse.json({ ok: true })
          : unauthenticated(),
      ),
      http.get('/api/auth/refresh', async () => {
        refreshCalls += 1;
        await delay(30);
        return HttpResponse.json(pair);
      }),
    );

    const ids = [1, 2, 3, 4, 5];
    const results = await Promise.all(ids.map((id) => apiRequest(`/api/thing/${id}`, { schema: okSchema })));
    expect(results).toEqual(ids.map(() => ({ ok: true })));
    expect(refreshCalls).toBe(1);
    expect(publicTokenCalls).toBe(0);
  });

  it('retries a request at most once, and never renews the token a renewal just gave', async () => {
    signInAdministrator();
    let sent = 0;
    let refreshCalls = 0;
    server.use(
      http.get('/api/thing', () => {
        sent += 1;
        return unauthenticated();
      }),
      http.get('/api/auth/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json(makeTokenPair({ tipoacceso: 'Privado' }));
      }),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 401 });
    expect(sent).toBe(2);
    expect(refreshCalls).toBe(1);
    // The renewed token was refused as well: the session is over, the next request is not renewed.
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(signInAfterSessionEnd, { replace: true });
    expect(publicTokenCalls).toBe(0);
  });

  it('a 403 to a renewed token fails that request without another renewal', async () => {
    signInAdministrator();
    let refreshCalls = 0;
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json({ success: false, code: 'FORBIDDEN', message: 'No' }, { status: 403 }),
      ),
      http.get('/api/auth/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json(makeTokenPair({ tipoacceso: 'Privado' }));
      }),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 403 });
    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 403 });
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed refresh signs the administrator out to the sign-in page instead of minting a public token', async () => {
    signInAdministrator();
    window.localStorage.setItem(storageKeys.email, 'admin@example.org');
    const closeDialog = vi.fn();
    const unregister = registerDialog(closeDialog);
    server.use(
      http.get('/api/thing/:id', () => unauthenticated()),
      http.get('/api/auth/refresh', () => unauthenticated()),
    );

    const results = await Promise.allSettled(
      [1, 2, 3].map((id) => apiRequest(`/api/thing/${id}`, { schema: okSchema })),
    );
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof ApiError)).toBe(true);
    expect(publicTokenCalls).toBe(0);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.email)).toBeNull();
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(signInAfterSessionEnd, { replace: true });
    unregister();
  });

  it('keeps the session when the refresh gets no answer (offline, the page unloading, a 5xx): the request fails', async () => {
    for (const answer of [() => HttpResponse.error(), () => HttpResponse.json({}, { status: 503 })]) {
      const { access, refresh } = signInAdministrator();
      navigate.mockClear();
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      server.use(
        http.get('/api/thing', () => unauthenticated()),
        http.get('/api/auth/refresh', answer),
      );
      await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toBeInstanceOf(ApiError);
      // The server may have rotated the refresh token already: ending the session here would
      // sign out someone who only reloaded the page. The next refusal will tell.
      expect(getAccessToken()).toBe(access);
      expect(getRefreshToken()).toBe(refresh);
      expect(navigate).not.toHaveBeenCalled();
      expect(publicTokenCalls).toBe(0);
    }
  });

  it('renews an administrator token that expired by the server clock before sending it', async () => {
    setTokens(
      makeToken({ tipoacceso: 'Privado', expiresIn: -5 }),
      makeToken({ tipoacceso: 'Privado', typ: 'refresh', expiresIn: 3600 }),
    );
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/thing', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
      http.get('/api/auth/refresh', () => HttpResponse.json(pair)),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([`Bearer ${pair.accesstoken.token}`]);
  });

  it('sends a reporter whose session cannot be renewed back to the follow-up entry', async () => {
    setTokens(
      makeToken({ tipoacceso: 'Informante' }),
      makeToken({ tipoacceso: 'Informante', typ: 'refresh', expiresIn: 3600 }),
    );
    server.use(
      http.get('/api/thing', () => unauthenticated()),
      http.get('/api/auth/refresh', () => unauthenticated()),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 401 });
    expect(publicTokenCalls).toBe(0);
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/denuncias/seguimiento', { replace: true });
  });

  it('gives a public visitor with a valid token one new public token, not more', async () => {
    setTokens(makeToken({ unique_name: 'publico:1' }), makeToken({ typ: 'refresh' }));
    let sent = 0;
    server.use(
      http.get('/api/thing', () => {
        sent += 1;
        return HttpResponse.json({ success: false, code: 'FORBIDDEN', message: 'No' }, { status: 403 });
      }),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 403 });
    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 403 });
    expect(publicTokenCalls).toBe(1);
    expect(sent).toBe(3);
  });

  it('never lets a public token that arrives after a sign-in overwrite the administrator', async () => {
    let answerPublicToken: (() => void) | null = null;
    server.use(
      http.post('/api/auth/publico', async () => {
        await new Promise<void>((resolve) => {
          answerPublicToken = resolve;
        });
        return HttpResponse.json(makeTokenPair());
      }),
    );
    const pending = requestPublicToken();
    const answer = await vi.waitFor(() => {
      expect(answerPublicToken).not.toBeNull();
      return answerPublicToken as () => void;
    });
    const admin = signInAdministrator();
    answer();

    await expect(pending).resolves.toMatchObject({ accesstoken: expect.any(Object) });
    expect(getAccessToken()).toBe(admin.access);
    expect(getRefreshToken()).toBe(admin.refresh);
  });

  it('stores a public token that replaces an expired reporter session', async () => {
    setTokens(
      makeToken({ tipoacceso: 'Informante', expiresIn: -60 }),
      makeToken({ tipoacceso: 'Informante', typ: 'refresh', expiresIn: -30 }),
    );

    const pair = await requestPublicToken();

    expect(getAccessToken()).toBe(pair.accesstoken.token);
  });
});
