import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notices.ts';
import { saveFile } from '@/lib/save-file.ts';
import { findAllCases } from '../api/find-all-cases.ts';
import type { AllCasesProgress, AllCasesQuery } from '../api/find-all-cases.ts';
import { casesWorkbookBlob, excelFileName } from '../utils/cases-workbook.ts';
import type { CasesSheetText } from '../utils/cases-workbook.ts';

export type CaseExportState = {
  exportCases: () => Promise<void>;
  isExporting: boolean;
  /** Rows fetched so far while exporting. */
  progress: AllCasesProgress | null;
};

/**
 * "Exportar a Excel": every complaint matching the current filters, in the list's order, saved
 * as `Datos excel.xlsx`. A failure shows a snackbar; nothing about the complaints is logged.
 */
export function useCaseExport(query: AllCasesQuery, sheetText: CasesSheetText): CaseExportState {
  const { t } = useTranslation();
  const [isExporting, setIsExporting] = useState(false);
  const [progress, setProgress] = useState<AllCasesProgress | null>(null);

  const exportCases = useCallback(async () => {
    setIsExporting(true);
    setProgress(null);
    try {
      const rows = await findAllCases(query, setProgress);
      const blob = await casesWorkbookBlob(rows, sheetText);
      saveFile(blob, excelFileName);
    } catch {
      notify({ title: 'ERROR', message: t('caseList.export.failed'), severity: 'error' });
    } finally {
      setIsExporting(false);
      setProgress(null);
    }
  }, [query, sheetText, t]);

  return { exportCases, isExporting, progress };
}
