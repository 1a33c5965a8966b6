import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { Redaction } from '@atalaya/contract/complaints/redaction.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { downloadRedactionOriginalFile } from '../api/document-redactions.ts';
import { useRedactions } from '../api/redactions.ts';
import { placeLabel, targetOf, type RedactionPlaces, type RedactionTarget } from '../utils/redaction-place.ts';
import { RedactionOriginalDialog } from './redaction-original-dialog.tsx';

type RedactionsPanelProps = {
  iddenuncia: number;
  /** The Responsable reads the originals (each reading audited); nobody else sees the button. */
  canReadOriginal: boolean;
  /** The case's questions, the chat messages and the documents known, to say where each redaction is. */
  fields: readonly FormField[];
  messages: readonly ChatMessage[];
  documentNames: Readonly<Record<number, string>>;
};

type Opened = { idtachado: number; place: string };

/** "8 caracteres" for a passage, "2 zonas" for a document. */
function lengthOf(redaction: Redaction, t: TFunction, language: LanguageCode): string {
  return t(redaction.origen === 'documento' ? 'caseRedaction.regionCount' : 'caseRedaction.length', {
    count: redaction.longitud,
    formatted: formatNumber(redaction.longitud, language),
  });
}

function RedactionsTable({
  redactions,
  places,
  canReadOriginal,
  labelledBy,
  onOpen,
  onDownload,
  downloadNoteId,
  downloading,
}: {
  redactions: Redaction[];
  places: RedactionPlaces;
  canReadOriginal: boolean;
  labelledBy: string;
  onOpen: (opened: Opened) => void;
  /** A document's original is a file: downloaded (and audited), not shown. */
  onDownload: (idtachado: number, target: Extract<RedactionTarget, { origen: 'documento' }>) => void;
  downloadNoteId: string;
  /** The redaction whose original is being downloaded. */
  downloading: number | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Paper variant="outlined">
      {/* Focusable and named: on a phone the table scrolls sideways, by keyboard too. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <Table size="small" aria-labelledby={labelledBy} data-testid="redactions-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('caseRedaction.columns.place')}</TableCell>
              <TableCell>{t('caseRedaction.columns.reason')}</TableCell>
              <TableCell>{t('caseRedaction.columns.length')}</TableCell>
              <TableCell>{t('caseRedaction.columns.user')}</TableCell>
              <TableCell>{t('caseRedaction.columns.date')}</TableCell>
              {canReadOriginal ? <TableCell>{t('caseRedaction.columns.original')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {redactions.map((redaction) => {
              const target = targetOf(redaction, places);
              const place = placeLabel(target, t, language);
              return (
                <TableRow key={redaction.idtachado} data-testid="redaction-row">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{place}</TableCell>
                  <TableCell>{t(`caseRedaction.reasons.${redaction.motivo}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{lengthOf(redaction, t, language)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{redaction.usuario}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(redaction.fec_alta, language)}</TableCell>
                  {canReadOriginal && target.origen === 'documento' ? (
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<DownloadIcon aria-hidden="true" />}
                        aria-label={t('caseRedaction.original.downloadLabel', { nombre: target.nombre ?? place })}
                        aria-describedby={downloadNoteId}
                        disabled={downloading !== null}
                        onClick={() => {
                          onDownload(redaction.idtachado, target);
                        }}
                      >
                        {t('caseRedaction.original.open')}
                      </Button>
                    </TableCell>
                  ) : null}
                  {canReadOriginal && target.origen !== 'documento' ? (
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-haspopup="dialog"
                        aria-label={t('caseRedaction.original.openLabel', { campo: place })}
                        onClick={() => {
                          onOpen({ idtachado: redaction.idtachado, place });
                        }}
                      >
                        {t('caseRedaction.original.open')}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * "Tachados" of a case (issue 17 §7): each passage struck out of an answer, the transcript or a chat
 * message, and each document whose regions were blacked out, with its reason, length (characters
 * or regions), who and when; never the passage. The Responsable may open the original of a passage,
 * or download the document as it was, each a reading the server records in the audit trail.
 */
export function RedactionsPanel({
  iddenuncia,
  canReadOriginal,
  fields,
  messages,
  documentNames,
}: RedactionsPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const places = useMemo<RedactionPlaces>(
    () => ({
      fieldLabels: Object.fromEntries(fields.map((field) => [field.id, pickText(field.etiqueta, language)])),
      messageDates: Object.fromEntries(messages.map((message) => [message.idmensaje, message.fec_mensaje])),
      documentNames,
    }),
    [fields, messages, documentNames, language],
  );
  const titleId = useId();
  const downloadNoteId = useId();
  const redactions = useRedactions(iddenuncia);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const hasDocuments = redactions.data?.some((redaction) => redaction.origen === 'documento') ?? false;

  async function download(idtachado: number, target: Extract<RedactionTarget, { origen: 'documento' }>) {
    setDownloading(idtachado);
    try {
      await downloadRedactionOriginalFile(iddenuncia, idtachado, target.nombre ?? `documento-${target.iddocumento}`);
    } catch (error) {
      notify({
        title: t('caseDetail.errorTitle'),
        message: [t('caseRedaction.original.downloadError'), error instanceof Error ? error.message : '']
          .filter(Boolean)
          .join(' · '),
        severity: 'error',
      });
    } finally {
      setDownloading(null);
    }
  }
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="case-redactions">
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('caseRedaction.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canReadOriginal ? t('caseRedaction.helpResponsable') : t('caseRedaction.help')}
      </Typography>
      {redactions.isPending ? <Loader /> : null}
      {redactions.isError ? (
        <RetryAlert
          message={t('caseRedaction.loadError')}
          onRetry={() => {
            void redactions.refetch();
          }}
        />
      ) : null}
      {redactions.isSuccess && redactions.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="redactions-empty">
          {t('caseRedaction.empty')}
        </Typography>
      ) : null}
      {redactions.isSuccess && redactions.data.length > 0 ? (
        <RedactionsTable
          redactions={redactions.data}
          places={places}
          canReadOriginal={canReadOriginal}
          labelledBy={titleId}
          onOpen={setOpened}
          onDownload={(idtachado, target) => {
            void download(idtachado, target);
          }}
          downloadNoteId={downloadNoteId}
          downloading={downloading}
        />
      ) : null}
      {canReadOriginal && hasDocuments ? (
        <Typography id={downloadNoteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('caseRedaction.original.downloadNote')}
        </Typography>
      ) : null}
      {opened === null ? null : (
        <RedactionOriginalDialog
          key={opened.idtachado}
          iddenuncia={iddenuncia}
          idtachado={opened.idtachado}
          place={opened.place}
          onClose={() => {
            setOpened(null);
          }}
        />
      )}
    </Box>
  );
}
