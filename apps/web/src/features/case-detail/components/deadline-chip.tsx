import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { deadlineTone } from '../utils/deadlines.ts';
import type { DeadlineTone } from '../utils/deadlines.ts';

const toneColor: Record<DeadlineTone, 'error' | 'warning' | 'success'> = {
  overdue: 'error',
  soon: 'warning',
  onTime: 'success',
};

/**
 * The days left to a deadline, red when overdue, orange within 15 days, green otherwise. The text
 * says it too ("Vencido hace 3 días"), so the colour is never the only cue.
 */
export function DeadlineChip({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  const tone = deadlineTone(daysLeft);
  const label =
    daysLeft < 0
      ? t('caseDetail.deadline.overdue', { count: -daysLeft })
      : daysLeft === 0
        ? t('caseDetail.deadline.today')
        : t('caseDetail.deadline.left', { count: daysLeft });
  return <Chip size="small" color={toneColor[tone]} label={label} data-tone={tone} data-testid="deadline-chip" />;
}
