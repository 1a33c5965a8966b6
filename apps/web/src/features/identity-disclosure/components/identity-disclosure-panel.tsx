import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useTranslation } from 'react-i18next';
import type { DisclosureBody, IdentityDisclosure } from '@atalaya/contract/people/identity-disclosure.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useIdentityDisclosures, useRecordIdentityDisclosure } from '../api/identity-disclosure.ts';
import { DisclosureDialog } from './disclosure-dialog.tsx';

const lineSx = { display: 'block', overflowWrap: 'anywhere' } as const;

function DisclosureItem({ disclosure }: { disclosure: IdentityDisclosure }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ListItem divider sx={{ px: 0 }}>
      <ListItemText
        primary={disclosure.destinatario}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        secondary={
          <>
            <Box component="span" sx={lineSx}>
              {t('identityDisclosure.disclosedOn', { date: formatDate(disclosure.fecha, language) })}
            </Box>
            <Box component="span" sx={lineSx}>
              {t('identityDisclosure.basisIs', { basis: disclosure.base_legal })}
            </Box>
            <Box component="span" sx={lineSx}>
              {disclosure.aviso === 'enviado'
                ? t('identityDisclosure.noticeSent')
                : t('identityDisclosure.noticeOmitted', { reason: disclosure.motivo_omision ?? '' })}
            </Box>
          </>
        }
      />
    </ListItem>
  );
}

function DisclosuresScreen({ iddenuncia, disclosures }: { iddenuncia: number; disclosures: IdentityDisclosure[] }) {
  const { t } = useTranslation();
  const record = useRecordIdentityDisclosure(iddenuncia);
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (an empty form); it stays mounted while it closes.
  const [opening, setOpening] = useState(0);

  async function recordDisclosure(body: DisclosureBody) {
    await record.mutateAsync(body);
    notify({
      title: t('adminCrud.okTitle'),
      message: body.avisar ? t('identityDisclosure.recordedNotified') : t('identityDisclosure.recordedOmitted'),
      severity: 'success',
    });
    setOpen(false);
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="identity-disclosure"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('identityDisclosure.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('identityDisclosure.help')}
      </Typography>
      <Typography id={listId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t('identityDisclosure.listLabel')}
      </Typography>
      {disclosures.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }} data-testid="disclosures-empty">
          {t('identityDisclosure.empty')}
        </Typography>
      ) : (
        <List aria-labelledby={listId} data-testid="disclosures-list">
          {disclosures.map((disclosure) => (
            <DisclosureItem key={disclosure.idrevelacion} disclosure={disclosure} />
          ))}
        </List>
      )}
      <Button
        variant="contained"
        startIcon={<PostAddIcon />}
        sx={{ mt: 2 }}
        onClick={() => {
          record.reset();
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('identityDisclosure.record')}
      </Button>
      {opening === 0 ? null : (
        <DisclosureDialog
          key={opening}
          open={open}
          onRecord={recordDisclosure}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </Paper>
  );
}

/**
 * "Revelaciones de identidad" of a case (issue 17 §3, Ley 2/2023 art 33.3), for a Responsable:
 * the disclosures of the reporter's identity recorded, and recording one with the reporter's prior
 * written notice or the reason it is omitted. The server audits every step and sends the notice.
 */
export function IdentityDisclosurePanel({ iddenuncia }: { iddenuncia: number }) {
  const { t } = useTranslation();
  const disclosures = useIdentityDisclosures(iddenuncia);
  if (disclosures.isPending) {
    return <Loader />;
  }
  if (disclosures.isError) {
    return (
      <RetryAlert
        message={t('identityDisclosure.loadError')}
        onRetry={() => {
          void disclosures.refetch();
        }}
      />
    );
  }
  return <DisclosuresScreen iddenuncia={iddenuncia} disclosures={disclosures.data} />;
}
