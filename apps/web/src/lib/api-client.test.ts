import { http, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { ApiError, apiDownload, apiRequest, fileNameFromDisposition, requestsInFlight } from './api-client.ts';
import { registerDialog, setNavigator } from './app-events.ts';
import type { NavigateOptions } from './app-events.ts';
import { getNotices } from './notices.ts';
import { getAccessToken, getRefreshToken, setTokens } from './tokens.ts';

const okSchema = z.object({ ok: z.literal(true) });

function errorBody(code: string, message: string) {
  return { success: false, code, message };
}

let navigate: ReturnType<typeof vi.fn<(path: string, options?: NavigateOptions) => void>>;

beforeEach(() => {
  navigate = vi.fn<(path: string, options?: NavigateOptions) => void>();
  setNavigator(navigate);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('counts the requests out until each is answered or fails (the service worker waits for none)', async () => {
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/slow', async () => {
        await answered;
        return HttpResponse.json({ ok: true });
      }),
      http.get('/api/broken', () => HttpResponse.error()),
    );
    expect(requestsInFlight()).toBe(0);
    const slow = apiRequest('/api/slow', { schema: okSchema });
    await vi.waitFor(() => {
      expect(requestsInFlight()).toBe(1);
    });
    answer();
    await expect(slow).resolves.toEqual({ ok: true });
    await expect(apiRequest('/api/broken', { schema: okSchema })).rejects.toBeInstanceOf(ApiError);
    expect(requestsInFlight()).toBe(0);
  });

  it('adds the access token as Bearer', async () => {
    const access = makeToken();
    setTokens(access, makeToken({ typ: 'refresh' }));
    let authorization: string | null = null;
    server.use(
      http.get('/api/thing', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(authorization).toBe(`Bearer ${access}`);
  });

  it('sends the skip header and no Bearer with skipAuth, and never refreshes', async () => {
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    const seen: { headers?: Headers } = {};
    const refresh = vi.fn();
    server.use(
      http.post('/api/auth/login', ({ request }) => {
        seen.headers = request.headers;
        return HttpResponse.json(errorBody('UNAUTHENTICATED', 'Correo electrónico o contraseña incorrectos'), {
          status: 401,
        });
      }),
      http.get('/api/auth/refresh', () => {
        refresh();
        return HttpResponse.json(makeTokenPair());
      }),
    );

    const request = apiRequest('/api/auth/login', { method: 'POST', body: {}, schema: okSchema, skipAuth: true });
    await expect(request).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Correo electrónico o contraseña incorrectos',
    });
    expect(seen.headers?.get('skip')).toBe('true');
    expect(seen.headers?.has('authorization')).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('on 401 refreshes with the refresh token, stores the rotated pair and retries once', async () => {
    const expiredAccess = makeToken({ tipoacceso: 'Privado', expiresIn: -60 });
    const refreshToken = makeToken({ tipoacceso: 'Privado', typ: 'refresh', expiresIn: 3600 });
    setTokens(expiredAccess, refreshToken);
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let refreshAuthorization: string | null = null;
    server.use(
      http.get('/api/thing', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${pair.accesstoken.token}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(errorBody('UNAUTHENTICATED', 'Token caducado'), { status: 401 }),
      ),
      http.get('/api/auth/refresh', ({ request }) => {
        refreshAuthorization = request.headers.get('authorization');
        return HttpResponse.json(pair);
      }),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(refreshAuthorization).toBe(`Bearer ${refreshToken}`);
    expect(getAccessToken()).toBe(pair.accesstoken.token);
    expect(getRefreshToken()).toBe(pair.refreshtoken.token);
  });

  it('on 401 with a still valid token that has a username requests a new public token', async () => {
    setTokens(makeToken({ unique_name: 'publico-1' }), makeToken({ typ: 'refresh' }));
    const pair = makeTokenPair();
    let publicBody: unknown = null;
    server.use(
      http.get('/api/thing', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${pair.accesstoken.token}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(errorBody('FORBIDDEN', 'No'), { status: 403 }),
      ),
      http.post('/api/auth/publico', async ({ request }) => {
        publicBody = await request.json();
        return request.headers.get('skip') === 'true'
          ? HttpResponse.json(pair)
          : new HttpResponse(null, { status: 400 });
      }),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(publicBody).toEqual({ url: 'localhost', idaplicacion: 1 });
    expect(getAccessToken()).toBe(pair.accesstoken.token);
  });

  it('shares one refresh between concurrent 401s', async () => {
    setTokens(makeToken({ expiresIn: -60 }), makeToken({ typ: 'refresh' }));
    const pair = makeTokenPair();
    let refreshCalls = 0;
    server.use(
      http.get('/api/thing/:id', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${pair.accesstoken.token}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(errorBody('UNAUTHENTICATED', 'Token caducado'), { status: 401 }),
      ),
      http.get('/api/auth/refresh', async () => {
        refreshCalls += 1;
        await delay(30);
        return HttpResponse.json(pair);
      }),
    );

    const results = await Promise.all([1, 2, 3].map((id) => apiRequest(`/api/thing/${id}`, { schema: okSchema })));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
  });

  it('logs out when the refresh fails: closes dialogs, clears tokens, goes to /', async () => {
    setTokens(makeToken({ expiresIn: -60 }), makeToken({ typ: 'refresh' }));
    const closeDialog = vi.fn();
    const unregister = registerDialog(closeDialog);
    server.use(
      http.get('/api/thing', () => HttpResponse.json(errorBody('UNAUTHENTICATED', 'Token caducado'), { status: 401 })),
      http.get('/api/auth/refresh', () =>
        HttpResponse.json(errorBody('UNAUTHENTICATED', 'Sesión revocada'), { status: 401 }),
      ),
    );

    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    unregister();
  });

  it('501 shows the server message titled ERROR for 2 s', async () => {
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json(errorBody('BUSINESS_RULE', 'La denuncia ya está resuelta'), { status: 501 }),
      ),
    );
    await expect(apiRequest('/api/thing', { schema: okSchema, skipAuth: true })).rejects.toMatchObject({
      status: 501,
      code: 'BUSINESS_RULE',
    });
    expect(getNotices()).toEqual([
      expect.objectContaining({
        title: 'ERROR',
        message: 'La denuncia ya está resuelta',
        severity: 'error',
        autoHideMs: 2000,
      }),
    ]);
  });

  it('523 shows the error text titled ERROR without auto-close', async () => {
    server.use(http.get('/api/thing', () => new HttpResponse('Texto de error del servidor', { status: 523 })));
    await expect(apiRequest('/api/thing', { schema: okSchema, skipAuth: true })).rejects.toMatchObject({ status: 523 });
    expect(getNotices()).toEqual([
      expect.objectContaining({ title: 'ERROR', message: 'Texto de error del servidor', autoHideMs: null }),
    ]);
  });

  it('524 shows a message titled SEGURIDAD', async () => {
    server.use(
      http.get('/api/thing', () => HttpResponse.json(errorBody('SECURITY', 'Acceso no permitido'), { status: 524 })),
    );
    await expect(apiRequest('/api/thing', { schema: okSchema, skipAuth: true })).rejects.toMatchObject({ status: 524 });
    expect(getNotices()).toEqual([expect.objectContaining({ title: 'SEGURIDAD', message: 'Acceso no permitido' })]);
  });

  it('534 shows ERROR for 2 s and then signs the administrator out to the sign-in page', async () => {
    setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json(errorBody('SESSION_INVALID', 'La sesión ya no es válida'), { status: 534 }),
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 534 });
    expect(getNotices()).toEqual([
      expect.objectContaining({ title: 'ERROR', message: 'La sesión ya no es válida', autoHideMs: 2000 }),
    ]);
    vi.advanceTimersByTime(1999);
    expect(getAccessToken()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in?reason=session-ended', { replace: true });
  });

  it('534 also forgets the stored e-mail and username, whatever kind of session it ends', async () => {
    setTokens(makeToken({ tipoacceso: 'Informante' }), makeToken({ tipoacceso: 'Informante', typ: 'refresh' }));
    globalThis.localStorage.setItem('email', 'admin@example.org');
    globalThis.localStorage.setItem('username', 'admin');
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json(errorBody('SESSION_INVALID', 'La sesión ya no es válida'), { status: 534 }),
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({ status: 534 });
    vi.advanceTimersByTime(2000);
    expect(getAccessToken()).toBeNull();
    expect(globalThis.localStorage.getItem('email')).toBeNull();
    expect(globalThis.localStorage.getItem('username')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/denuncias/seguimiento', { replace: true });
  });

  it('only logs other errors, without bodies or tokens', async () => {
    const access = makeToken();
    setTokens(access, makeToken({ typ: 'refresh' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('/api/thing', () => HttpResponse.json(errorBody('INTERNAL', 'secreto interno'), { status: 500 })),
    );

    await expect(apiRequest('/api/thing?q=private', { schema: okSchema })).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL',
    });
    expect(getNotices()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain('GET /api/thing');
    expect(logged).not.toContain('secreto');
    expect(logged).not.toContain('private');
    expect(logged).not.toContain(access);
  });

  it('rejects an answer that does not match the schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('/api/thing', () => HttpResponse.json({ ok: 'yes' })));
    await expect(apiRequest('/api/thing', { schema: okSchema, skipAuth: true })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

describe('apiDownload', () => {
  it('answers the blob and the file name of Content-Disposition, with the Bearer token', async () => {
    const access = makeToken({ tipoacceso: 'Informante' });
    setTokens(access, makeToken({ tipoacceso: 'Informante', typ: 'refresh' }));
    let authorization: string | null = null;
    server.use(
      http.get('/api/gdoc/documento/3/download', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('hola', {
          headers: {
            'content-type': 'text/plain',
            'content-disposition': `attachment; filename="acta.txt"; filename*=UTF-8''acta%20final.txt`,
          },
        });
      }),
    );
    const file = await apiDownload('/api/gdoc/documento/3/download');
    expect(authorization).toBe(`Bearer ${access}`);
    expect(file.fileName).toBe('acta final.txt');
    expect(await file.blob.text()).toBe('hola');
  });

  it('throws the ApiError of a failed download', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('/api/gdoc/documento/4/download', () =>
        HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'No encontrado' }, { status: 404 }),
      ),
    );
    await expect(apiDownload('/api/gdoc/documento/4/download')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it.each([
    ['attachment; filename="informe.pdf"', 'informe.pdf'],
    ["attachment; filename*=UTF-8''resoluci%C3%B3n.pdf", 'resolución.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
