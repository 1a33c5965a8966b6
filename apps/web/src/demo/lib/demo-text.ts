import { useCallback } from 'react';
import { languageTags, type LanguageCode } from '@atalaya/contract/limits';
import { useLanguage } from '@/lib/i18n.ts';
import { demoStringsCat } from './strings-cat.ts';
import { demoStringsEn } from './strings-en.ts';
import { demoStringsEs, type DemoTextKey } from './strings-es.ts';
import { demoStringsEu } from './strings-eu.ts';
import { demoStringsGa } from './strings-ga.ts';

/**
 * A table of texts in the five interface languages: Spanish complete (the default and the
 * fallback), the others by key. The demo's shared texts are one table (`strings-*.ts`); each area
 * of part 2 keeps its own next to its screens (`<area>/<area>-strings.ts`), so adding an area
 * never touches another's texts.
 */
export type DemoStrings<K extends string> = {
  es: Record<K, string>;
} & Record<Exclude<LanguageCode, 'es'>, Partial<Record<K, string>>>;

export type TextOf<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** The text for `key` of `table` in `language` (Spanish when that language lacks it), `{name}` filled from `values`. */
export function textOf<K extends string>(
  table: DemoStrings<K>,
  language: LanguageCode,
  key: K,
  values: Record<string, string | number> = {},
): string {
  const template = table[language][key] ?? table.es[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const sharedStrings: DemoStrings<DemoTextKey> = {
  es: demoStringsEs,
  cat: demoStringsCat,
  eu: demoStringsEu,
  ga: demoStringsGa,
  en: demoStringsEn,
};

export type DemoText = TextOf<DemoTextKey>;

/** The demo's shared text for `key` in `language`. */
export function demoText(
  language: LanguageCode,
  key: DemoTextKey,
  values: Record<string, string | number> = {},
): string {
  return textOf(sharedStrings, language, key, values);
}

/**
 * An area's texts in the interface language (the product's language menu switches them too), with
 * the BCP 47 `locale` (es, ca, eu, gl, en) for `Intl` dates and numbers.
 */
export function useAreaText<K extends string>(
  table: DemoStrings<K>,
): { t: TextOf<K>; language: LanguageCode; locale: string } {
  const { language } = useLanguage();
  const t = useCallback<TextOf<K>>((key, values) => textOf(table, language, key, values), [table, language]);
  return { t, language, locale: languageTags[language] };
}

/** The demo's shared texts in the interface language. */
export function useDemoText(): { t: DemoText; language: LanguageCode; locale: string } {
  return useAreaText(sharedStrings);
}
