import { describe, expect, it } from 'vitest';
import { spanishName } from './case-summary.rules.ts';

describe('spanishName', () => {
  it('reads per-language JSON, plain text from older rows, and nothing', () => {
    expect(spanishName(JSON.stringify({ es: 'Fraude', en: 'Fraud' }))).toBe('Fraude');
    expect(spanishName('Acoso laboral')).toBe('Acoso laboral');
    expect(spanishName(JSON.stringify('Recibida'))).toBe('Recibida');
    expect(spanishName(null)).toBe('');
    expect(spanishName(JSON.stringify({ en: 'Only English' }))).toBe('Only English');
  });
});
