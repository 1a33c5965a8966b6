import { languageTags, type LanguageCode } from '@atalaya/contract/limits';
import { demoText } from '../lib/demo-text.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';

/** A day (`YYYY-MM-DD…`) as people read it in `locale`, e.g. "12 jun" / "Jun 12". */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(iso));
}

/** A week label `2026-06-09/2026-06-15` as a date range in `locale` ("9–15 jun"). */
export function formatRange(label: string, locale: string): string {
  const [start, end] = label.split('/');
  if (!start || !end) {
    return label;
  }
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(new Date(start), new Date(end));
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * A share's label in the interface language: language codes by `Intl.DisplayNames`
 * (`es` → "español"), the engine's English labels through the demo's texts, others as given.
 */
export function shareLabel(label: string, language: LanguageCode, kind: 'language' | 'other'): string {
  if (kind === 'language') {
    try {
      return new Intl.DisplayNames([languageTags[language]], { type: 'language' }).of(label) ?? label;
    } catch {
      return label;
    }
  }
  const key = `analytics.label.${label}`;
  const text = demoText(language, key as DemoTextKey);
  return text === key ? label : text;
}

/** The index of the highest value (the first one on a tie); -1 for an empty list. */
export function indexOfMax(values: readonly number[]): number {
  let best = -1;
  values.forEach((value, index) => {
    if (best < 0 || value > (values[best] ?? -Infinity)) {
      best = index;
    }
  });
  return best;
}
