import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useTranslation } from 'react-i18next';
import type { CaseAction, CaseActionBody, CaseActionKind } from '@atalaya/contract/complaints/case-register.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useAddCaseAction, useCaseActionLog } from '../api/case-register.ts';
import { CaseActionDialog } from './case-action-dialog.tsx';

function ActionList({ kind, actions }: { kind: CaseActionKind; actions: CaseAction[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const shown = actions.filter((action) => action.clase === kind);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mt: 2 }}>
        {t(`caseRegister.headings.${kind}`)}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t(`caseRegister.empty.${kind}`)}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} data-testid={`case-actions-${kind}`}>
          {shown.map((action) => (
            <ListItem key={action.idactuacion} divider sx={{ px: 0 }}>
              <ListItemText
                primary={action.descripcion}
                secondary={formatDate(action.fecha, language)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

function ActionsScreen({ iddenuncia, actions }: { iddenuncia: number; actions: CaseAction[] }) {
  const { t } = useTranslation();
  const add = useAddCaseAction(iddenuncia);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (an empty form); it stays mounted while it closes.
  const [opening, setOpening] = useState(0);

  async function addAction(body: CaseActionBody) {
    await add.mutateAsync(body);
    notify({ title: t('adminCrud.okTitle'), message: t('caseRegister.added'), severity: 'success' });
    setOpen(false);
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="case-actions"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('caseRegister.panelTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('caseRegister.panelHelp')}
      </Typography>
      <ActionList kind="actuacion" actions={actions} />
      <ActionList kind="medida" actions={actions} />
      <Button
        variant="contained"
        startIcon={<PlaylistAddIcon />}
        sx={{ mt: 2 }}
        onClick={() => {
          add.reset();
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('caseRegister.add')}
      </Button>
      {opening === 0 ? null : (
        <CaseActionDialog
          key={opening}
          open={open}
          onAdd={addAction}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </Paper>
  );
}

/**
 * "Actuaciones y medidas" of a case (issue 17 §5, Ley 2/2023 art 26): the short structured log the
 * libro-registro is made of, kept apart from the internal notes; read and added by its handlers.
 */
export function CaseActionsPanel({ iddenuncia }: { iddenuncia: number }) {
  const { t } = useTranslation();
  const log = useCaseActionLog(iddenuncia);
  if (log.isPending) {
    return <Loader />;
  }
  if (log.isError) {
    return (
      <RetryAlert
        message={t('caseRegister.loadError')}
        onRetry={() => {
          void log.refetch();
        }}
      />
    );
  }
  return <ActionsScreen iddenuncia={iddenuncia} actions={log.data} />;
}
