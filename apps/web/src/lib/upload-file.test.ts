import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@/testing/msw-server.ts';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { ApiError } from './api-client.ts';
import { setTokens } from './tokens.ts';
import { uploadFile, uploadMultipart } from './upload-file.ts';

const uploaded = {
  success: true,
  iddocumento: 12,
  data: {
    iddocumento: 12,
    descripcion: '',
    nombre: 'acta.txt',
    tipo_mime: 'text/plain',
    tamano: 5,
    sha256: 'a'.repeat(64),
    fec_alta: '2026-11-20T10:00:00.000Z',
  },
};

describe('uploadFile', () => {
  it('posts one multipart part "file" with the Bearer token and parses the contract answer', async () => {
    const access = makeToken();
    setTokens(access, makeToken({ typ: 'refresh' }));
    const seen: {
      authorization?: string | null;
      contentType?: string | null;
      hasFilePart?: boolean;
      descripcion?: string | null;
    } = {};
    server.use(
      http.post('/api/gdoc/documento/postupload', async ({ request }) => {
        seen.authorization = request.headers.get('authorization');
        seen.descripcion = new URL(request.url).searchParams.get('descripcion');
        seen.contentType = request.headers.get('content-type');
        // jsdom's File loses its bytes on the way through the XHR interceptor: check the part only.
        seen.hasFilePart = (await request.text()).includes('Content-Disposition: form-data; name="file"');
        return HttpResponse.json(uploaded);
      }),
    );
    const onProgress = vi.fn();
    const answer = await uploadFile(new File(['hola!'], 'acta.txt', { type: 'text/plain' }), { onProgress });
    expect(answer.data).toMatchObject({ iddocumento: 12, nombre: 'acta.txt', tamano: 5 });
    expect(seen).toEqual({
      authorization: `Bearer ${access}`,
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      hasFilePart: true,
      descripcion: '',
    });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    setTokens(makeToken({ expiresIn: -60 }), makeToken({ typ: 'refresh' }));
    const pair = makeTokenPair();
    let attempts = 0;
    server.use(
      http.post('/api/gdoc/documento/postupload', ({ request }) => {
        attempts += 1;
        return request.headers.get('authorization') === `Bearer ${pair.accesstoken.token}`
          ? HttpResponse.json(uploaded)
          : HttpResponse.json({ success: false, code: 'UNAUTHENTICATED', message: 'Token caducado' }, { status: 401 });
      }),
      http.get('/api/auth/refresh', () => HttpResponse.json(pair)),
    );
    await expect(uploadFile(new File(['x'], 'a.txt', { type: 'text/plain' }))).resolves.toMatchObject({
      iddocumento: 12,
    });
    expect(attempts).toBe(2);
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
  ])('rejects with the ApiError of a %i answer', async (status, code) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    server.use(
      http.post('/api/gdoc/documento/postupload', () =>
        HttpResponse.json({ success: false, code, message: 'No' }, { status }),
      ),
    );
    const failure = uploadFile(new File(['x'], 'a.txt', { type: 'text/plain' }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, code });
  });
});

describe('uploadMultipart', () => {
  const answerSchema = z.object({ success: z.literal(true), id: z.number() });

  /** What the handler at `/api/test/upload` saw of each request. */
  function recordUploads(answer: (attempt: number, authorization: string | null) => Response) {
    const seen: { authorization: string | null; contentType: string | null; body: string }[] = [];
    server.use(
      http.post('/api/test/upload', async ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push({ authorization, contentType: request.headers.get('content-type'), body: await request.text() });
        return answer(seen.length, authorization);
      }),
    );
    return seen;
  }

  function partAt(body: string, name: string): number {
    return body.indexOf(`Content-Disposition: form-data; name="${name}"`);
  }

  it('without onProgress, fetch posts the fields before the part "file", with the Bearer token', async () => {
    const access = makeToken();
    setTokens(access, makeToken({ typ: 'refresh' }));
    const seen = recordUploads(() => HttpResponse.json({ success: true, id: 7 }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const answer = await uploadMultipart('/api/test/upload', new File(['png'], 'logo.png', { type: 'image/png' }), {
      schema: answerSchema,
      fields: { ididioma: '3' },
    });
    expect(answer).toEqual({ success: true, id: 7 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent?.authorization).toBe(`Bearer ${access}`);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toMatch(/Content-Disposition: form-data; name="ididioma"\r\n\r\n3\r\n/);
    expect(partAt(sent?.body ?? '', 'ididioma')).toBeGreaterThanOrEqual(0);
    expect(partAt(sent?.body ?? '', 'ididioma')).toBeLessThan(partAt(sent?.body ?? '', 'file'));
  });

  it('with onProgress, XMLHttpRequest sends the same fields, and a 401 refreshes once and resets progress', async () => {
    setTokens(makeToken({ expiresIn: -60 }), makeToken({ typ: 'refresh' }));
    const pair = makeTokenPair();
    const seen = recordUploads((_attempt, authorization) =>
      authorization === `Bearer ${pair.accesstoken.token}`
        ? HttpResponse.json({ success: true, id: 8 })
        : HttpResponse.json({ success: false, code: 'UNAUTHENTICATED', message: 'Token caducado' }, { status: 401 }),
    );
    server.use(http.get('/api/auth/refresh', () => HttpResponse.json(pair)));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onProgress = vi.fn();
    const answer = await uploadMultipart('/api/test/upload', new File(['x'], 'a.txt', { type: 'text/plain' }), {
      schema: answerSchema,
      fields: { ididioma: '1' },
      onProgress,
    });
    expect(answer).toEqual({ success: true, id: 8 });
    expect(seen.map((request) => request.authorization)).toEqual([
      expect.not.stringContaining(pair.accesstoken.token),
      `Bearer ${pair.accesstoken.token}`,
    ]);
    for (const request of seen) {
      expect(request.body).toMatch(/Content-Disposition: form-data; name="ididioma"\r\n\r\n1\r\n/);
      expect(partAt(request.body, 'ididioma')).toBeLessThan(partAt(request.body, 'file'));
    }
    expect(onProgress).toHaveBeenCalledWith(0);
    // Only the token refresh went through fetch: both uploads went through XMLHttpRequest.
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('/api/auth/refresh')]);
  });

  it('rejects an answer that does not match the schema with INVALID_RESPONSE', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    recordUploads(() => HttpResponse.json({ success: true }));
    const failure = uploadMultipart('/api/test/upload', new File(['x'], 'a.txt'), { schema: answerSchema });
    await expect(failure).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
