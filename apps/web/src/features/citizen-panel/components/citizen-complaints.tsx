import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CitizenComplaint } from '@atalaya/contract/auth/citizen.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { openCitizenComplaint, useCitizenComplaints } from '../api/citizen-panel.ts';

type CitizenComplaintsProps = {
  /** After the complaint's reporter token is in place: show its follow-up. */
  onOpened: () => void;
};

function ComplaintRow({
  complaint,
  onOpen,
  isOpening,
}: {
  complaint: CitizenComplaint;
  onOpen: () => void;
  isOpening: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="citizen-complaint">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600, fontSize: '1.05rem' }}>
            {complaint.referencia}
          </Typography>
          <Typography>{complaint.tipo}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ciudadano.complaints.filedOn', { date: formatDateTime(complaint.fec_alta, language) })}
          </Typography>
          <Typography variant="body2">
            {t('ciudadano.complaints.status', { status: complaint.estado })}
            {' · '}
            {t('ciudadano.complaints.notifications', { count: complaint.notificaciones })}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          onClick={onOpen}
          disabled={isOpening}
          sx={{ alignSelf: { sm: 'center' } }}
          aria-label={t('ciudadano.complaints.openLabel', { reference: complaint.referencia })}
        >
          {t('ciudadano.complaints.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** "Mis comunicaciones": the complaints the citizen filed while identified; opening one shows its follow-up. */
export function CitizenComplaints({ onOpened }: CitizenComplaintsProps) {
  const { t } = useTranslation();
  const complaints = useCitizenComplaints(true);
  const [opening, setOpening] = useState<string | null>(null);
  const [openError, setOpenError] = useState(false);

  async function open(referencia: string) {
    setOpening(referencia);
    setOpenError(false);
    try {
      await openCitizenComplaint(referencia);
      onOpened();
    } catch {
      setOpenError(true);
    } finally {
      setOpening(null);
    }
  }

  if (complaints.isPending) {
    return <Loader />;
  }
  if (complaints.isError) {
    return <Alert severity="error">{t('ciudadano.complaints.loadError')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      {openError ? <Alert severity="error">{t('ciudadano.complaints.openError')}</Alert> : null}
      {complaints.data.length === 0 ? (
        <Typography>{t('ciudadano.complaints.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {complaints.data.map((complaint) => (
            <ComplaintRow
              key={complaint.referencia}
              complaint={complaint}
              isOpening={opening !== null}
              onOpen={() => {
                void open(complaint.referencia);
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
