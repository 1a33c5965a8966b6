import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CircleIcon from '@mui/icons-material/Circle';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useTranslation } from 'react-i18next';
import type { CaseDetail, ExtendBody } from '@atalaya/contract/complaints/case-detail.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintStatus } from '@atalaya/contract/complaints/complaint-type.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { DeadlineChip } from './deadline-chip.tsx';
import { ExtendDialog } from './extend-dialog.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';

export type CaseHeaderProps = {
  detail: CaseDetail;
  /** The tenant's statuses (status 1, resolved, is left out of the select). */
  statuses: readonly ComplaintStatus[];
  isChangingStatus?: boolean;
  onChangeStatus: (idestadodenuncia: number) => Promise<unknown>;
  onResolve: (resolucion: string) => Promise<unknown>;
  onExtend: (input: ExtendBody) => Promise<unknown>;
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The head of a case: its reference, type, status (a select among the tenant's statuses while unresolved),
 * dates, the acknowledgement and answer deadlines with the days left, the extension, and the
 * "Prorrogar plazo" and "Resolver" actions (hidden once they no longer apply).
 */
export function CaseHeader({
  detail,
  statuses,
  isChangingStatus = false,
  onChangeStatus,
  onResolve,
  onExtend,
}: CaseHeaderProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<'extend' | 'resolve' | null>(null);
  const isResolved = detail.idestadodenuncia === resolvedStatusId;
  const choices = statuses.filter((status) => status.idestadodenuncia !== resolvedStatusId);
  const hasCurrent = choices.some((status) => status.idestadodenuncia === detail.idestadodenuncia);

  function close() {
    setDialog(null);
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="case-header">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('caseDetail.code')}
          </Typography>
          <Typography
            component="p"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="case-code"
          >
            {detail.referencia}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {!isResolved && detail.prorroga === null ? (
            <Button
              variant="outlined"
              startIcon={<EventRepeatIcon aria-hidden="true" />}
              onClick={() => {
                setDialog('extend');
              }}
            >
              {t('caseDetail.extend.open')}
            </Button>
          ) : null}
          {!isResolved ? (
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckCircleOutlineIcon aria-hidden="true" />}
              onClick={() => {
                setDialog('resolve');
              }}
            >
              {t('caseDetail.resolve.open')}
            </Button>
          ) : null}
        </Box>
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          gap: 2.5,
        }}
      >
        <Fact label={t('caseDetail.status')} testId="case-status">
          {isResolved ? (
            <Chip color="success" label={detail.estado || t('caseDetail.resolved')} />
          ) : (
            <TextField
              select
              size="small"
              label={t('caseDetail.changeStatus')}
              value={hasCurrent ? detail.idestadodenuncia : ''}
              disabled={isChangingStatus || choices.length === 0}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (next !== detail.idestadodenuncia) {
                  void onChangeStatus(next).catch(() => undefined);
                }
              }}
              // Room above for the select's floating label, clear of the "Estado" term.
              sx={{ minWidth: 220, fontWeight: 400, mt: 1.25 }}
            >
              {choices.map((status) => (
                <MenuItem key={status.idestadodenuncia} value={status.idestadodenuncia}>
                  <CircleIcon aria-hidden="true" fontSize="small" sx={{ color: status.color, mr: 1 }} />
                  {pickText(status.nombre, language)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Fact>
        <Fact label={t('caseDetail.type')}>{detail.tipo}</Fact>
        <Fact label={t('caseDetail.received')}>{formatDateTime(detail.fec_alta, language)}</Fact>
        <Fact label={t('caseDetail.acknowledgement')} testId="case-acuse">
          {detail.fec_acuse ? (
            formatDateTime(detail.fec_acuse, language)
          ) : (
            <>
              <span>{t('caseDetail.dueOn', { date: formatDate(detail.vence_acuse, language) })}</span>
              {detail.dias_acuse !== null ? <DeadlineChip daysLeft={detail.dias_acuse} /> : null}
            </>
          )}
        </Fact>
        <Fact label={t('caseDetail.answerDeadline')} testId="case-respuesta">
          <span>{formatDate(detail.vence_respuesta, language)}</span>
          {detail.dias_respuesta !== null && !isResolved ? <DeadlineChip daysLeft={detail.dias_respuesta} /> : null}
        </Fact>
        {isResolved && detail.fec_resolucion ? (
          <Fact label={t('caseDetail.resolvedOn')}>{formatDateTime(detail.fec_resolucion, language)}</Fact>
        ) : null}
        <Fact label={t('caseDetail.extension')} testId="case-prorroga">
          {detail.prorroga ? (
            <Box component="span" sx={{ fontWeight: 400 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('caseDetail.extensionInfo', {
                  count: detail.prorroga.meses,
                  date: formatDate(detail.prorroga.fec_prorroga, language),
                  user: detail.prorroga.usuario,
                })}
              </Box>
              <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {detail.prorroga.motivo}
              </Box>
            </Box>
          ) : (
            <Box component="span" sx={{ fontWeight: 400 }}>
              {t('caseDetail.noExtension')}
            </Box>
          )}
        </Fact>
        {/* Issue 17 §4: only whether the reporter left an address for notices, never the address. */}
        <Fact label={t('caseDetail.mailNotices')} testId="case-avisos-correo">
          {detail.avisos_correo ? t('caseDetail.mailNoticesOn') : t('caseDetail.mailNoticesOff')}
        </Fact>
        {/* Issue 16 §3: filed by a citizen signed in with Cl@ve or the organisation's IdP (reading it is audited). */}
        {detail.identidad_verificada ? (
          <Fact label={t('caseDetail.verifiedIdentity')} testId="case-identidad-verificada">
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {t(
                detail.identidad_verificada.proveedor === 'clave'
                  ? 'caseDetail.verifiedIdentityClave'
                  : 'caseDetail.verifiedIdentitySaml',
                { name: detail.identidad_verificada.nombre },
              )}
            </Box>
          </Fact>
        ) : null}
      </Box>

      <ExtendDialog open={dialog === 'extend'} onConfirm={onExtend} onClose={close} />
      <ResolveDialog open={dialog === 'resolve'} onConfirm={onResolve} onClose={close} />
    </Paper>
  );
}
