import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

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
