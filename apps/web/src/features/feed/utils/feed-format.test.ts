import { describe, expect, it } from 'vitest';
import { formatRelativeTime, isSafeLink } from './feed-format.ts';

const now = new Date('2026-05-20T10:00:00.000Z');

describe('formatRelativeTime', () => {
  it('says how long ago in the language, with the largest whole unit', () => {
    expect(formatRelativeTime('2026-05-20T09:59:30.000Z', 'es', now)).toBe('ahora');
    expect(formatRelativeTime('2026-05-20T09:55:00.000Z', 'es', now)).toBe('hace 5 minutos');
    expect(formatRelativeTime('2026-05-20T07:00:00.000Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-05-19T09:00:00.000Z', 'es', now)).toBe('ayer');
    expect(formatRelativeTime('2026-04-10T10:00:00.000Z', 'en', now)).toBe('last month');
    expect(formatRelativeTime('2026-03-01T10:00:00.000Z', 'en', now)).toBe('2 months ago');
  });

  it('answers the text itself when it is not a date', () => {
    expect(formatRelativeTime('mañana', 'es', now)).toBe('mañana');
  });
});

describe('isSafeLink', () => {
  it('accepts app paths and http(s) addresses', () => {
    expect(isSafeLink('/admin/denuncias/gestion/31')).toBe(true);
    expect(isSafeLink('https://example.org/aviso')).toBe(true);
  });

  it('refuses scripts, data and protocol-relative addresses', () => {
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,<p>x</p>')).toBe(false);
    expect(isSafeLink('//evil.example/x')).toBe(false);
    expect(isSafeLink('not a url')).toBe(false);
  });
});
