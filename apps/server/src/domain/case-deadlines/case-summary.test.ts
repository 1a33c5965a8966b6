import { describe, expect, it } from 'vitest';
import { nameIn, spanishName } from './case-summary.rules.ts';

describe('spanishName', () => {
  it('reads per-language JSON, plain text from older rows, and nothing', () => {
    expect(spanishName(JSON.stringify({ es: 'Fraude', en: 'Fraud' }))).toBe('Fraude');
    expect(spanishName('Acoso laboral')).toBe('Acoso laboral');
    expect(spanishName(JSON.stringify('Recibida'))).toBe('Recibida');
    expect(spanishName(null)).toBe('');
    expect(spanishName(JSON.stringify({ en: 'Only English' }))).toBe('Only English');
  });
});

describe('nameIn', () => {
  it('reads the language asked for, else Spanish; plain text from older rows reads the same in every language', () => {
    const name = JSON.stringify({ es: 'Fraude', cat: 'Frau', en: 'Fraud' });
    expect(nameIn(name, 'cat')).toBe('Frau');
    expect(nameIn(name, 'eu')).toBe('Fraude');
    expect(nameIn('Acoso laboral', 'en')).toBe('Acoso laboral');
    expect(nameIn(undefined, 'ga')).toBe('');
  });
});
