import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import GavelIcon from '@mui/icons-material/Gavel';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import type {
  CaseRetention,
  ImmediatePurgeBody,
  LegalHoldBody,
} from '@atalaya/contract/complaints/case-retention.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useCaseRetention, useChangeCaseRetention } from '../api/case-retention.ts';
import { LegalHoldDialog } from './legal-hold-dialog.tsx';
import { PurgeDialog } from './purge-dialog.tsx';

/** The state in plain words: what happens to the personal data, when and why; the register's removal date. */
export function RetentionStateText({ state }: { state: CaseRetention }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lines: { key: string; text: string }[] = [];
  const cause = state.causa ? t(`caseRetention.causes.${state.causa}`) : null;
  if (state.estado === 'purgada') {
    lines.push({
      key: 'purged',
      text: t('caseRetention.state.purged', { date: formatDate(state.fec_purga ?? '', language) }),
    });
    lines.push({ key: 'cause', text: cause ?? t('caseRetention.causes.plazo') });
  } else if (state.estado === 'bloqueada' && state.bloqueo) {
    lines.push({
      key: 'held',
      text: t('caseRetention.state.held', { date: formatDate(state.bloqueo.desde, language) }),
    });
    lines.push({ key: 'reason', text: t('caseRetention.state.holdReason', { reason: state.bloqueo.motivo }) });
  } else if (state.fec_purga_prevista) {
    lines.push({
      key: 'due',
      text: t('caseRetention.state.due', { date: formatDate(state.fec_purga_prevista, language) }),
    });
    if (cause) {
      lines.push({ key: 'cause', text: cause });
    }
    if (state.fec_aviso_purga) {
      lines.push({
        key: 'warned',
        text: t('caseRetention.state.warned', { date: formatDate(state.fec_aviso_purga, language) }),
      });
    }
  } else {
    lines.push({ key: 'none', text: t('caseRetention.state.none') });
  }
  lines.push({
    key: 'register',
    text: t('caseRetention.state.registerRemoval', { date: formatDate(state.fec_baja_registro, language) }),
  });
  return (
    <Box data-testid="retention-state">
      {lines.map((line) => (
        <Typography key={line.key} sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid={`retention-${line.key}`}>
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}

type Dialog = 'hold' | 'release' | 'purge' | null;

function RetentionScreen({
  iddenuncia,
  referencia,
  state,
}: {
  iddenuncia: number;
  referencia: string;
  state: CaseRetention;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const change = useChangeCaseRetention(iddenuncia);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each opening mounts a fresh dialog (an empty form); it stays mounted while it closes.
  const [opening, setOpening] = useState<{ kind: 'hold' | 'purge'; count: number } | null>(null);

  function open(kind: 'hold' | 'purge') {
    change.reset();
    setOpening((current) => ({ kind, count: (current?.count ?? 0) + 1 }));
    setDialog(kind);
  }

  async function hold(body: LegalHoldBody) {
    await change.mutateAsync({ kind: 'hold', body });
    notify({ title: t('adminCrud.okTitle'), message: t('caseRetention.heldDone'), severity: 'success' });
    setDialog(null);
  }

  async function purge(body: ImmediatePurgeBody) {
    await change.mutateAsync({ kind: 'purge', body });
    notify({ title: t('adminCrud.okTitle'), message: t('caseRetention.purgedDone'), severity: 'success' });
    setDialog(null);
  }

  async function release() {
    setDialog(null);
    try {
      await change.mutateAsync({ kind: 'release' });
      notify({ title: t('adminCrud.okTitle'), message: t('caseRetention.releasedDone'), severity: 'success' });
    } catch (error) {
      notify({
        title: t('caseRetention.actionFailed'),
        message: error instanceof Error ? error.message : t('caseRetention.actionFailed'),
        severity: 'error',
      });
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="case-retention"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('caseRetention.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('caseRetention.help')}
      </Typography>
      <RetentionStateText state={state} />
      {state.estado === 'purgada' ? null : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          {state.estado === 'bloqueada' ? (
            <Button
              variant="outlined"
              startIcon={<LockOpenIcon />}
              disabled={change.isPending}
              onClick={() => {
                setDialog('release');
              }}
            >
              {t('caseRetention.actions.release')}
            </Button>
          ) : (
            <>
              <Button
                variant="outlined"
                startIcon={<GavelIcon />}
                onClick={() => {
                  open('hold');
                }}
              >
                {t('caseRetention.actions.hold')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteForeverIcon />}
                onClick={() => {
                  open('purge');
                }}
              >
                {t('caseRetention.actions.purge')}
              </Button>
            </>
          )}
        </Stack>
      )}
      {opening?.kind === 'hold' ? (
        <LegalHoldDialog
          key={opening.count}
          open={dialog === 'hold'}
          onHold={hold}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {opening?.kind === 'purge' ? (
        <PurgeDialog
          key={opening.count}
          open={dialog === 'purge'}
          referencia={referencia}
          onPurge={purge}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'release'}
        title={t('caseRetention.releaseDialog.title')}
        message={t('caseRetention.releaseDialog.message')}
        confirmLabel={t('caseRetention.releaseDialog.confirm')}
        onConfirm={() => {
          void release();
        }}
        onClose={() => {
          setDialog(null);
        }}
      />
    </Paper>
  );
}

/**
 * "Conservación" of a case (issue 17 §6, Ley 2/2023 art 32.3, 32.4, 26.2), for a Responsable: when
 * and why its personal data will be (or were) deleted, a legal hold while judicial proceedings
 * last, and the immediate purge of information found untrue. The server audits every change.
 */
export function CaseRetentionPanel({ iddenuncia, referencia }: { iddenuncia: number; referencia: string }) {
  const { t } = useTranslation();
  const retention = useCaseRetention(iddenuncia);
  if (retention.isPending) {
    return <Loader />;
  }
  if (retention.isError) {
    return (
      <RetryAlert
        message={t('caseRetention.loadError')}
        onRetry={() => {
          void retention.refetch();
        }}
      />
    );
  }
  return <RetentionScreen iddenuncia={iddenuncia} referencia={referencia} state={retention.data} />;
}

/** At the top of a purged case's page: its personal data are gone, since when and why (nothing otherwise). */
export function PurgedCaseNotice({
  iddenuncia,
  fecPurga,
  withCause,
}: {
  iddenuncia: number;
  /** The case detail's `fec_purga`: every handler sees that the data are gone. */
  fecPurga: string;
  /** The Responsable also reads why (the retention state is theirs to read). */
  withCause: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const retention = useCaseRetention(iddenuncia, withCause);
  const state = retention.data;
  const cause =
    withCause && state?.estado === 'purgada'
      ? state.causa
        ? t(`caseRetention.causes.${state.causa}`)
        : t('caseRetention.causes.plazo')
      : null;
  return (
    <Alert severity="info" data-testid="case-purged-notice">
      {t('caseRetention.purgedNotice', { date: formatDate(fecPurga, language) })}
      {cause === null ? null : ` ${cause}`}
    </Alert>
  );
}
