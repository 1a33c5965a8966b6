import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

type PageButton = 'first' | 'last' | 'next' | 'previous';

/**
 * The texts of a MUI `TablePagination` in the current language: "Filas por página:",
 * "1–10 de 12.500" (numbers grouped as the language writes them) and the page buttons' names.
 */
export function usePaginationLabels() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(
    () => ({
      labelRowsPerPage: t('common.table.rowsPerPage'),
      labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('common.table.displayedRows', {
          from: formatNumber(from, language),
          to: formatNumber(to, language),
          count: formatNumber(count, language),
        }),
      getItemAriaLabel: (type: PageButton) => t(`common.table.${type}Page`),
    }),
    [t, language],
  );
}
