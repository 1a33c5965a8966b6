import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { makeToken } from '@/testing/tokens.ts';
import { apiRequest } from './api-client.ts';
import { changeLanguage } from './i18n.ts';
import { setTokens } from './tokens.ts';
import { uploadMultipart } from './upload-file.ts';

const okSchema = z.object({ ok: z.literal(true) });

/** The Accept-Language of every request to `path`, in order. */
function recordLanguages(method: 'get' | 'post', path: string): (string | null)[] {
  const seen: (string | null)[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.headers.get('accept-language'));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('Accept-Language on every API call: the interface language, so server messages and names follow it', () => {
  it('apiRequest sends the BCP 47 tag of the interface language: gl for Galician (never ga, Irish), ca for Catalan', async () => {
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    i18next.addResourceBundle('ga', 'translation', { probe: 'Galego' });
    i18next.addResourceBundle('cat', 'translation', { probe: 'Català' });
    const seen = recordLanguages('get', '/api/thing');
    await apiRequest('/api/thing', { schema: okSchema });
    await changeLanguage('ga');
    await apiRequest('/api/thing', { schema: okSchema });
    await changeLanguage('cat');
    await apiRequest('/api/thing', { schema: okSchema, skipAuth: true });
    await changeLanguage('en');
    await apiRequest('/api/thing', { schema: okSchema });
    expect(seen).toEqual(['es', 'gl', 'ca', 'en']);
  });

  it('the multipart upload sends it too, through fetch and through XMLHttpRequest', async () => {
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    i18next.addResourceBundle('eu', 'translation', { probe: 'Euskara' });
    await changeLanguage('eu');
    const seen = recordLanguages('post', '/api/test/upload');
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    await uploadMultipart('/api/test/upload', file, { schema: okSchema });
    await uploadMultipart('/api/test/upload', file, { schema: okSchema, onProgress: () => undefined });
    expect(seen).toEqual(['eu', 'eu']);
  });
});
