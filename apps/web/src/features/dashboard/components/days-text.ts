import { useTranslation } from 'react-i18next';

/**
 * "1 día" / "12 días": picks the singular or plural text by hand (every supported language has
 * just these two forms for days), with `shown` as the formatted number.
 */
export function useDaysText(): (count: number, shown?: string) => string {
  const { t } = useTranslation();
  return (count, shown) =>
    t(Math.abs(count) === 1 ? 'dashboard.days.one' : 'dashboard.days.other', { n: shown ?? String(count) });
}
