import { useCallback } from 'react';
import { useLanguage } from '@/lib/i18n.ts';
import { demoStringsEn } from './strings-en.ts';
import { demoStringsEs, type DemoTextKey } from './strings-es.ts';

export type DemoText = (key: DemoTextKey, values?: Record<string, string | number>) => string;

/** The demo's text for `key` in `language` (es and en; any other language falls back to es). */
export function demoText(language: string, key: DemoTextKey, values: Record<string, string | number> = {}): string {
  const spanish: Partial<Record<string, string>> = demoStringsEs;
  const template = (language === 'en' ? demoStringsEn[key] : undefined) ?? spanish[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The demo's texts in the interface language (the product's language menu switches them too). */
export function useDemoText(): { t: DemoText; language: string; locale: string } {
  const { language } = useLanguage();
  const t = useCallback<DemoText>((key, values) => demoText(language, key, values), [language]);
  return { t, language, locale: language === 'en' ? 'en' : 'es' };
}
