import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircleIcon from '@mui/icons-material/Circle';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { CasePresenter } from '../hooks/use-case-presenter.ts';
import { deadlineTone } from '../utils/case-format.ts';
import type { DeadlineTone } from '../utils/case-format.ts';

/** The case's one reference ("2026-0001", decision 027), as every screen, mail and PDF names it. */
export function ReferenceCell({ referencia }: { referencia: string }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
      {referencia}
    </Box>
  );
}

/** The status name, with its configured colour as a dot (the text keeps the theme's contrast). */
export function StatusCell({ row, presenter }: { row: CaseSummary; presenter: CasePresenter }) {
  const color = presenter.statusColor(row);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={presenter.statusName(row)}
      icon={color ? <CircleIcon sx={{ '&&': { color } }} fontSize="small" /> : undefined}
    />
  );
}

/** Acknowledgement: "✓ date" once acknowledged, otherwise the date it is due by. */
export function AcuseCell({ row, presenter }: { row: CaseSummary; presenter: CasePresenter }) {
  const { t } = useTranslation();
  if (row.fec_acuse) {
    const date = presenter.day(row.fec_acuse);
    return (
      <span data-acuse="done">
        <span aria-hidden="true">{t('caseList.acuse.done', { date })}</span>
        <VisuallyHidden>{t('caseList.acuse.doneLabel', { date })}</VisuallyHidden>
      </span>
    );
  }
  return <span data-acuse="pending">{t('caseList.acuse.pending', { date: presenter.day(row.vence_acuse) })}</span>;
}

const toneColor: Record<Exclude<DeadlineTone, 'resolved'>, 'error' | 'warning' | 'success'> = {
  overdue: 'error',
  soon: 'warning',
  onTime: 'success',
};

/**
 * Answer deadline: the due day and the days left, red when overdue, orange within 15 days,
 * green otherwise; "Resuelta" once resolved. Filled chips use the palette's contrast text.
 */
export function DeadlineCell({ row, presenter }: { row: CaseSummary; presenter: CasePresenter }) {
  const tone = deadlineTone(row.dias_respuesta);
  if (tone === 'resolved') {
    return <Chip size="small" variant="outlined" label={presenter.daysText(null)} data-tone={tone} />;
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <span>{presenter.day(row.vence_respuesta)}</span>
      <Chip size="small" color={toneColor[tone]} label={presenter.daysText(row.dias_respuesta)} data-tone={tone} />
    </Box>
  );
}
