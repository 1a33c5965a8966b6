import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { ComplaintStatus, ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { useLanguage } from '@/lib/i18n.ts';
import { useCaseStatuses, useCaseTypes } from '../api/get-case-filter-options.ts';
import { formatDateTimeShort, formatDayShort } from '../utils/case-format.ts';
import type { CasesSheetText } from '../utils/cases-workbook.ts';

export type CasePresenter = {
  statuses: readonly ComplaintStatus[];
  types: readonly ComplaintType[];
  /** Status name in the reader's language (the server's Spanish name until the statuses load). */
  statusName: (row: CaseSummary) => string;
  /** The status's configured colour, if known. */
  statusColor: (row: CaseSummary) => string | undefined;
  typeName: (row: CaseSummary) => string;
  receivedAt: (row: CaseSummary) => string;
  day: (text: string) => string;
  /** "Quedan 12 días", "Vencida hace 3 días", "Vence hoy" or "Resuelta". */
  daysText: (diasRespuesta: number | null) => string;
  /** The texts of the Excel export (docs/decisions/014). */
  sheetText: CasesSheetText;
};

/** How the list shows a complaint: names in the reader's language, local dates, deadline wording. */
export function useCasePresenter(): CasePresenter {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statusesQuery = useCaseStatuses();
  const typesQuery = useCaseTypes();
  const statuses = statusesQuery.data;
  const types = typesQuery.data;

  return useMemo(() => {
    const statusById = new Map((statuses ?? []).map((status) => [status.idestadodenuncia, status]));
    const typeById = new Map((types ?? []).map((type) => [type.idtipodenuncia, type]));
    function statusName(row: CaseSummary): string {
      return pickText(statusById.get(row.idestadodenuncia)?.nombre, language) || row.estado;
    }
    function typeName(row: CaseSummary): string {
      return pickText(typeById.get(row.idtipodenuncia)?.nombre, language) || row.tipo;
    }
    function day(text: string): string {
      return formatDayShort(text, language);
    }
    function daysText(diasRespuesta: number | null): string {
      if (diasRespuesta === null) {
        return t('caseList.deadline.resolved');
      }
      if (diasRespuesta === 0) {
        return t('caseList.deadline.today');
      }
      return diasRespuesta < 0
        ? t('caseList.deadline.overdue', { count: -diasRespuesta })
        : t('caseList.deadline.remaining', { count: diasRespuesta });
    }
    const sheetText: CasesSheetText = {
      sheetName: t('caseList.export.sheet'),
      headers: [
        t('caseList.export.columns.fecha'),
        t('caseList.export.columns.estado'),
        t('caseList.export.columns.detalle'),
      ],
      estado: statusName,
      detalle: (row) => {
        const plazo =
          row.dias_respuesta === null
            ? daysText(null)
            : t('caseList.export.plazo', { date: day(row.vence_respuesta), days: daysText(row.dias_respuesta) });
        return `${typeName(row)} · ${row.referencia} · ${plazo}`;
      },
    };
    return {
      statuses: statuses ?? [],
      types: types ?? [],
      statusName,
      statusColor: (row) => statusById.get(row.idestadodenuncia)?.color,
      typeName,
      receivedAt: (row) => formatDateTimeShort(row.fec_alta, language),
      day,
      daysText,
      sheetText,
    };
  }, [statuses, types, language, t]);
}
