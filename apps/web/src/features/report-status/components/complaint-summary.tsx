import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

/** Status (a chip with its name), type, received and acknowledgement dates. */
export function ComplaintSummary({ complaint }: { complaint: ReporterComplaint }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const isResolved = complaint.idestadodenuncia === resolvedStatusId;
  const rows = [
    { key: 'type', label: t('complaint.type'), value: complaint.tipo },
    { key: 'received', label: t('complaint.received'), value: formatDateTime(complaint.fec_alta, language) },
    {
      key: 'acknowledged',
      label: t('complaint.acknowledged'),
      value: complaint.fec_acuse ? formatDateTime(complaint.fec_acuse, language) : t('complaint.pending'),
    },
    ...(isResolved && complaint.fec_resolucion
      ? [{ key: 'resolved', label: t('complaint.resolved'), value: formatDateTime(complaint.fec_resolucion, language) }]
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="complaint-summary">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('complaint.status')}
        </Typography>
        <Chip
          label={complaint.estado || t(isResolved ? 'complaint.statusResolved' : 'complaint.statusInProgress')}
          color={isResolved ? 'success' : 'primary'}
          variant={isResolved ? 'filled' : 'outlined'}
          data-testid="complaint-status"
        />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
      >
        {rows.map((row) => (
          <Box key={row.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
