import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeReceipt } from '@atalaya/contract/complaints/complaint.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { languageTags } from '@atalaya/contract/limits';
import { LeaveGuard } from '@/components/ui/leave-guard.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { saveFile } from '@/lib/save-file.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import type { FiledReport } from './report-wizard.tsx';

export type ReceiptScreenProps = {
  filed: FiledReport;
  tenantName: string;
  /** The follow-up page (code form). */
  followUpHref: string;
};

/** The code in 4 blocks of 4 (e.g. `7K3M-Q9XD-2HWT-BN4R` → `['7K3M', 'Q9XD', '2HWT', 'BN4R']`). */
export function receiptGroups(receipt: string): string[] {
  return normalizeReceipt(receipt).split('-');
}

/**
 * Shown once, right after filing: the secret code (large, monospace, 4 blocks of 4), a copy
 * button, a PDF receipt (tenant, date and time, type, code — nothing the reporter wrote) and the
 * warning that the code cannot be recovered. The code exists only in this component's memory.
 * A citizen signed in with Cl@ve or the organisation's IdP (issue 16 §3) follows the case from
 * "Mis comunicaciones" in their panel without the code: they are told so and sent there, and are
 * not asked before leaving (the code still works, so it is still shown).
 */
export function ReceiptScreen({ filed, tenantName, followUpHref }: ReceiptScreenProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLSpanElement>(null);
  const codeLabelId = useId();
  const [status, setStatus] = useState('');
  const [isSaved, setIsSaved] = useState(false);
  const [isBuilding, setIsBuilding] = useState(false);
  const groups = receiptGroups(filed.receipt);
  const code = groups.join('-');
  const receivedAt = formatDateTime(filed.fecAlta, language);
  const typeName = pickText(filed.type.nombre, language);
  const { verificacion } = filed;
  const isCitizen = useAccessClaims()?.tipoacceso === 'Ciudadano';
  const notice = isCitizen ? t('receipt.citizen.message') : t('receipt.warning');

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function selectCode() {
    const element = codeRef.current;
    const selection = globalThis.getSelection();
    if (element && selection) {
      const range = document.createRange();
      range.selectNodeContents(element);
      selection.removeAllRanges();
      selection.addRange(range);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(t('receipt.copied'));
      setIsSaved(true);
    } catch {
      selectCode();
      setStatus(t('receipt.copyFailed'));
    }
  }

  async function download() {
    setIsBuilding(true);
    try {
      const { buildReceiptPdf } = await import('../utils/receipt-pdf.ts');
      const followUpUrl = new URL(followUpHref, globalThis.location.origin).toString();
      const blob = await buildReceiptPdf({
        title: t('receipt.pdf.title'),
        language: languageTags[language],
        rows: [
          { label: t('receipt.pdf.tenant'), value: tenantName },
          { label: t('receipt.pdf.receivedAt'), value: receivedAt },
          { label: t('receipt.pdf.type'), value: typeName },
        ],
        codeLabel: t('receipt.codeLabel'),
        code: groups.join(' '),
        warning: notice,
        followUp: t('receipt.pdf.followUp', { url: followUpUrl }),
        ...(verificacion
          ? { verification: t('receipt.pdf.verification', { code: verificacion.codigo, url: verificacion.url }) }
          : {}),
      });
      saveFile(blob, t('receipt.pdf.fileName'));
      setStatus(t('receipt.downloaded'));
      setIsSaved(true);
    } catch {
      setStatus(t('receipt.downloadFailed'));
    } finally {
      setIsBuilding(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <LeaveGuard
        when={!isSaved && !isCitizen}
        title={t('receipt.leave.title')}
        message={t('receipt.leave.message')}
        confirmLabel={t('receipt.leave.confirm')}
      />
      <Typography ref={headingRef} tabIndex={-1} variant="h1" component="h1" sx={{ mb: 2, outline: 'none' }}>
        {t('receipt.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('receipt.intro', { date: receivedAt, type: typeName })}</Typography>

      {isCitizen ? (
        <Alert
          severity="info"
          variant="outlined"
          sx={{ mb: 3, '& .MuiAlert-message': { fontSize: '1.05rem' } }}
          data-testid="receipt-citizen"
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('receipt.citizen.title')}</AlertTitle>
          {notice}
        </Alert>
      ) : (
        <Alert
          severity="warning"
          role="alert"
          variant="outlined"
          sx={{ mb: 3, borderWidth: 2, '& .MuiAlert-message': { fontSize: '1.05rem' } }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('receipt.warningTitle')}</AlertTitle>
          {notice}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, textAlign: 'center', borderWidth: 2 }}>
        <Typography id={codeLabelId} component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('receipt.codeLabel')}
        </Typography>
        <Box role="group" aria-labelledby={codeLabelId}>
          <Box
            component="p"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, auto)', sm: 'repeat(4, auto)' },
              justifyContent: 'center',
              columnGap: { xs: 2.5, sm: 3 },
              rowGap: 0.5,
              fontFamily: '"DejaVu Sans Mono", "Cascadia Mono", Consolas, "Courier New", monospace',
              fontSize: { xs: '1.9rem', sm: '2.4rem' },
              fontWeight: 700,
              letterSpacing: '0.12em',
              lineHeight: 1.35,
            }}
          >
            <Box
              component="span"
              ref={codeRef}
              aria-hidden="true"
              data-testid="receipt-code"
              sx={{ display: 'contents' }}
            >
              {groups.map((group, index) => (
                <span key={index}>{group}</span>
              ))}
            </Box>
            <VisuallyHidden>{groups.map((group) => group.split('').join(' ')).join(', ')}</VisuallyHidden>
          </Box>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon aria-hidden="true" />}
            onClick={() => {
              void copy();
            }}
          >
            {t('receipt.copy')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon aria-hidden="true" />}
            disabled={isBuilding}
            onClick={() => {
              void download();
            }}
          >
            {t('receipt.download')}
          </Button>
        </Stack>
        <Typography
          role="status"
          aria-live="polite"
          sx={{ mt: 2, minHeight: '1.5em', fontWeight: 600 }}
          data-testid="receipt-status"
        >
          {status}
        </Typography>
      </Paper>

      {verificacion ? (
        <Box sx={{ mt: 3 }} data-testid="receipt-verification">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('receipt.verificationLabel')}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1.15rem', fontWeight: 600 }}>
            {verificacion.codigo}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('receipt.verificationHelp', { url: verificacion.url })}
          </Typography>
        </Box>
      ) : null}

      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
        {isCitizen ? (
          // The code's follow-up would swap the citizen's session for a reporter's: the panel instead.
          <Button
            component={RouterLink}
            to={paths.ciudadano.getHref()}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon aria-hidden="true" />}
          >
            {t('receipt.citizen.panel')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={followUpHref}
            size="large"
            endIcon={<ArrowForwardIcon aria-hidden="true" />}
          >
            {t('receipt.followNow')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
