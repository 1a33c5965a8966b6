import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { StatCard } from './counter-cards.tsx';
import { useDaysText } from './days-text.ts';

type MediansProps = { acuse: number | null; resolucion: number | null };

/** Median days from filing to acknowledgement and to resolution ("Sin datos" without cases). */
export function Medians({ acuse, resolucion }: MediansProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const daysText = useDaysText();
  function show(value: number | null): string {
    return value === null ? t('dashboard.medians.noData') : daysText(value, formatNumber(value, language));
  }
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.medians.title')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <StatCard testId="median-acuse" label={t('dashboard.medians.acuse')} value={show(acuse)} />
      <StatCard testId="median-resolucion" label={t('dashboard.medians.resolucion')} value={show(resolucion)} />
    </Box>
  );
}
