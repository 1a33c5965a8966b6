import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { makeToken } from '@/testing/tokens.ts';
import { changeLanguage } from './i18n.ts';
import { setTokens } from './tokens.ts';

describe('plural rules per language code', () => {
  it('reads ga as Galician (one/other), not Irish, and cat as Catalan', async () => {
    // The test setup initialises i18next through initI18n with es and en resources.
    i18next.addResourceBundle('ga', 'translation', { p: { days_one: '{{count}} día', days_other: '{{count}} días' } });
    i18next.addResourceBundle('cat', 'translation', { p: { days_one: '{{count}} dia', days_other: '{{count}} dies' } });
    const ga = i18next.getFixedT('ga');
    const cat = i18next.getFixedT('cat');
    expect([1, 2, 3, 7, 11].map((count) => ga('p.days', { count }))).toEqual([
      '1 día',
      '2 días',
      '3 días',
      '7 días',
      '11 días',
    ]);
    expect(cat('p.days', { count: 4 })).toBe('4 dies');
  });
});

describe('the language-change call (PUT /api/common/idioma)', () => {
  it('tells the server an administrator’s new language, so their mails follow it', async () => {
    setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/common/idioma', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, ididioma: 5, guardado: true });
      }),
    );
    await changeLanguage('en');
    await vi.waitFor(() => {
      expect(bodies).toEqual([{ ididioma: 5 }]);
    });
    expect(i18next.language).toBe('en');
  });

  it('sends nothing for a visitor: only the browser keeps the choice', async () => {
    setTokens(makeToken({ tipoacceso: 'Publico' }), makeToken({ tipoacceso: 'Publico', typ: 'refresh' }));
    const sent = vi.fn();
    server.use(
      http.put('/api/common/idioma', () => {
        sent();
        return HttpResponse.json({ success: true, ididioma: 2, guardado: false });
      }),
    );
    await changeLanguage('cat');
    expect(globalThis.localStorage.getItem('locale')).toBe('cat');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).not.toHaveBeenCalled();
  });
});
