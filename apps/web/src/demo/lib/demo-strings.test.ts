import { describe, expect, it } from 'vitest';
import { demoText } from './demo-text.ts';
import { demoStringsCat } from './strings-cat.ts';
import { demoStringsEn } from './strings-en.ts';
import { demoStringsEs, type DemoTextKey } from './strings-es.ts';
import { demoStringsEu } from './strings-eu.ts';
import { demoStringsGa } from './strings-ga.ts';

const spanishKeys = Object.keys(demoStringsEs) as DemoTextKey[];

/**
 * The texts allowed to read exactly as the Spanish one, by language. Anything else identical to
 * the Spanish is taken for a text left untranslated. Galician spells many words as Spanish does
 * (Contactos, Empresa, Editar, Etiquetas…), so its list is the longest; each entry was checked
 * to be the natural Galician word, not a missing translation.
 */
const allowedSameAsSpanish: Record<'cat' | 'eu' | 'ga' | 'en', readonly DemoTextKey[]> = {
  cat: [
    'demo.title',
    'nav.analytics',
    'user.menu',
    'auth.company',
    'common.yes',
    'common.no',
    'inventory.sku',
    'inventory.displayedRows',
    'inventory.thumbnail',
    'contacts.company',
    'contacts.avatarOf',
    'contacts.label.Personal',
    'contacts.label.Home',
    'analytics.title',
    'analytics.total',
  ],
  eu: ['inventory.sku', 'inventory.thumbnail'],
  ga: [
    'demo.title',
    'nav.analytics',
    'nav.chat',
    'nav.contacts',
    'nav.inventory',
    'nav.mailbox',
    'nav.notes',
    'user.menu',
    'auth.email',
    'auth.company',
    'auth.signIn',
    'auth.unlockTitle',
    'auth.unlock',
    'common.cancel',
    'common.delete',
    'common.edit',
    'common.remove',
    'common.search',
    'common.deleted',
    'inventory.title',
    'inventory.sku',
    'inventory.stock',
    'inventory.active',
    'inventory.displayedRows',
    'inventory.edit',
    'inventory.delete',
    'inventory.tags',
    'inventory.thumbnail',
    'inventory.editorTitle',
    'inventory.sorted',
    'inventory.ascending',
    'inventory.descending',
    'contacts.title',
    'contacts.search',
    'contacts.count',
    'contacts.title_',
    'contacts.company',
    'contacts.emails',
    'contacts.email',
    'contacts.phones',
    'contacts.phone',
    'contacts.tags',
    'contacts.notes',
    'contacts.avatarOf',
    'contacts.label.Home',
    'chat.title',
    'chat.muted',
    'chat.mute',
    'chat.send',
    'chat.docs',
    'analytics.title',
    'analytics.visitors',
    'analytics.visits',
    'analytics.overallScore',
    'analytics.averageRatio',
    'analytics.predictedRatio',
    'analytics.uniqueVisitors',
    'analytics.week',
    'analytics.category',
    'analytics.tableCaption',
    'analytics.total',
  ],
  en: [
    'demo.title',
    'nav.chat',
    'common.no',
    'inventory.sku',
    'contacts.label.Personal',
    'chat.title',
    'analytics.total',
  ],
};

const tables = [
  ['cat', demoStringsCat],
  ['eu', demoStringsEu],
  ['ga', demoStringsGa],
  ['en', demoStringsEn],
] as const;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(tables)('the demo texts in %s', (language, table) => {
  it('has every key of the Spanish table, none empty and none extra', () => {
    const missing = spanishKeys.filter((key) => !table[key]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(table).filter((key) => !(key in demoStringsEs))).toEqual([]);
  });

  it('keeps the {placeholders} of each Spanish text', () => {
    const differing = spanishKeys.filter(
      (key) => placeholders(table[key] ?? '').join() !== placeholders(demoStringsEs[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('translates every text but the few that read the same in both languages', () => {
    const allowed: readonly string[] = allowedSameAsSpanish[language];
    const same = spanishKeys.filter((key) => table[key] === demoStringsEs[key]);
    expect(same.filter((key) => !allowed.includes(key))).toEqual([]);
    // An allowed entry that no longer matches the Spanish is stale: keep the list honest.
    expect(allowed.filter((key) => !same.includes(key as DemoTextKey))).toEqual([]);
  });

  it('is what the demo shows in that language, placeholders filled', () => {
    expect(demoText(language, 'nav.contacts')).toBe(table['nav.contacts']);
    const account = demoText(language, 'auth.account', { email: 'a@b.c', password: 'secret' });
    expect(account).toContain('a@b.c');
    expect(account).toContain('secret');
    expect(account).not.toMatch(/\{\w+\}/);
  });
});

describe.each(tables.filter(([language]) => language !== 'en'))('the quotes in %s', (_language, table) => {
  it('are the angle quotes «…», never the English “…”', () => {
    const english = spanishKeys.filter((key) => /[“”]/.test(table[key] ?? ''));
    expect(english).toEqual([]);
  });
});
