import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { formatDateTime, formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import {
  downloadCertifiedCopy,
  downloadConsolidated,
  downloadDocument,
  downloadStampedCopy,
  useCaseDocuments,
} from '../api/case-documents.ts';

type CaseDocumentsPanelProps = {
  iddenuncia: number;
  guid: string;
  /** What else may be done with a document (e.g. redact regions of it), beside its downloads; with its name as listed. */
  renderAction?: (document: ComplaintDoc, name: string) => ReactNode;
};

/** Only PDFs and images can become a stamped or certified PDF copy (the server answers 501 otherwise). */
export function canCopyAsPdf(tipoMime: string): boolean {
  return tipoMime === 'application/pdf' || tipoMime.startsWith('image/');
}

/**
 * The case's documents (the reporter's evidence and the handlers' files): download each, get a
 * stamped copy or a certified copy ("copia auténtica") of PDFs and images, or every document in
 * one consolidated PDF. A failed download says "Ha ocurrido un error al descargar el documento".
 * A document stored with its metadata (a type that cannot be cleaned) shows "Conserva metadatos".
 */
export function CaseDocumentsPanel({ iddenuncia, guid, renderAction }: CaseDocumentsPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const documents = useCaseDocuments(iddenuncia);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<void>) {
    setError(null);
    setBusy(key);
    try {
      await action();
    } catch {
      const message = t('complaint.downloadError');
      setError(message);
      notify({ title: t('caseDetail.errorTitle'), message, severity: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const list = documents.data ?? [];

  function nameOf(document: ComplaintDoc): string {
    return document.nombre || document.descripcion || t('complaint.document');
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem' }}>
          {t('caseDetail.documents.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon aria-hidden="true" />}
          disabled={list.length === 0 || busy !== null}
          onClick={() => {
            void run('consolidated', () => downloadConsolidated(iddenuncia, guid));
          }}
        >
          {t('caseDetail.documents.consolidated')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      ) : null}
      {documents.isPending ? <Loader /> : null}
      {documents.isError ? <Alert severity="error">{t('caseDetail.loadPartError')}</Alert> : null}
      {documents.isSuccess && list.length === 0 ? (
        <Typography color="text.secondary">{t('complaint.noDocuments')}</Typography>
      ) : null}
      {list.length > 0 ? (
        <List aria-labelledby={titleId} data-testid="case-documents">
          {list.map((document) => {
            const name = nameOf(document);
            const copyable = canCopyAsPdf(document.tipo_mime);
            const key = String(document.iddocumento);
            return (
              <ListItem
                key={document.iddenunciadoc}
                divider
                sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
                data-testid="case-document"
              >
                <ListItemIcon sx={{ minWidth: 36, mt: 1 }}>
                  <InsertDriveFileOutlinedIcon aria-hidden="true" />
                </ListItemIcon>
                <ListItemText
                  sx={{ flex: '1 1 260px', minWidth: 0 }}
                  primary={name}
                  secondary={[
                    document.descripcion && document.descripcion !== name ? document.descripcion : null,
                    formatFileSize(document.tamano, language),
                    formatDateTime(document.fec_alta, language),
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`caseDetail.documents.origin.${document.origen}`)}
                  sx={{ mt: 1 }}
                />
                {document.conserva_metadatos ? (
                  <Chip
                    size="small"
                    color="warning"
                    icon={<WarningAmberOutlinedIcon aria-hidden="true" />}
                    label={t('caseDetail.documents.keptMetadata')}
                    data-testid="kept-metadata-chip"
                    sx={{ mt: 1 }}
                  />
                ) : null}
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ flexWrap: 'wrap', rowGap: 1, width: { xs: '100%', md: 'auto' } }}
                >
                  <Button
                    size="small"
                    startIcon={<DownloadIcon aria-hidden="true" />}
                    aria-label={t('complaint.download', { name })}
                    disabled={busy !== null}
                    onClick={() => {
                      void run(`${key}-download`, () => downloadDocument(document.iddocumento, name));
                    }}
                  >
                    {t('caseDetail.documents.download')}
                  </Button>
                  <Button
                    size="small"
                    startIcon={<ApprovalOutlinedIcon aria-hidden="true" />}
                    aria-label={t('caseDetail.documents.stampedOf', { name })}
                    disabled={!copyable || busy !== null}
                    onClick={() => {
                      void run(`${key}-stamped`, () => downloadStampedCopy(document.iddocumento, name));
                    }}
                  >
                    {t('caseDetail.documents.stamped')}
                  </Button>
                  <Button
                    size="small"
                    startIcon={<VerifiedOutlinedIcon aria-hidden="true" />}
                    aria-label={t('caseDetail.documents.certifiedOf', { name })}
                    disabled={!copyable || busy !== null}
                    onClick={() => {
                      void run(`${key}-certified`, () => downloadCertifiedCopy(document.iddocumento, name));
                    }}
                  >
                    {t('caseDetail.documents.certified')}
                  </Button>
                  {renderAction?.(document, name)}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {list.some((document) => !canCopyAsPdf(document.tipo_mime)) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('caseDetail.documents.copyNote')}
        </Typography>
      ) : null}
      {list.some((document) => document.conserva_metadatos) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('caseDetail.documents.keptMetadataNote')}
        </Typography>
      ) : null}
    </Box>
  );
}
