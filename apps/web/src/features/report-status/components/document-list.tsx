import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'react-i18next';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import { formatDateTime, formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

type DocumentListProps = {
  documents: readonly ComplaintDoc[];
  /** "Ha ocurrido un error al descargar el documento", shown above the list. */
  downloadError: string | null;
  onDownload: (document: ComplaintDoc) => void;
};

/** The documents of a complaint (the reporter's and the handler's), each downloadable. */
export function DocumentList({ documents, downloadError, onDownload }: DocumentListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('complaint.documents')}
      </Typography>
      {downloadError ? (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {downloadError}
        </Alert>
      ) : null}
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('complaint.noDocuments')}</Typography>
      ) : (
        <List aria-labelledby={titleId} data-testid="complaint-documents">
          {documents.map((document) => {
            const name = document.nombre || document.descripcion || t('complaint.document');
            return (
              <ListItem
                key={document.iddenunciadoc}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('complaint.download', { name })}
                    onClick={() => {
                      onDownload(document);
                    }}
                  >
                    <DownloadIcon aria-hidden="true" />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <InsertDriveFileOutlinedIcon aria-hidden="true" />
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  secondary={[
                    formatFileSize(document.tamano, language),
                    formatDateTime(document.fec_alta, language),
                    t(`complaint.origin.${document.origen}`),
                  ].join(' · ')}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
