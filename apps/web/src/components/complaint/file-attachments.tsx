import { useCallback, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { keptMetadataVerdictOf, type UploadLimits } from '@/lib/upload-limits.ts';
import { UploadFileDialog, type FileNotice } from '@/components/ui/upload-file-dialog.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';

/** A file already uploaded: what the list shows and the id sent with the submission. */
export type AttachedFile = { iddocumento: number; nombre: string; tamano: number };

/** Uploads one file, reporting progress (0–1); aborted when the user goes back. */
export type UploadAttachment = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<AttachedFile>;

export type FileAttachmentsProps = {
  /** Names the group (a heading or the question it answers). */
  label: ReactNode;
  files: readonly AttachedFile[];
  upload: UploadAttachment;
  onAdded: (file: AttachedFile) => void;
  /** Without it the list has no "remove" buttons (e.g. files already joined to a complaint). */
  onRemove?: (file: AttachedFile) => void;
  limits: UploadLimits;
  /** Files attached elsewhere in the same submission: they count against `limits.maxFiles`. */
  otherFileCount?: number;
  disabled?: boolean;
  /** Help under the label (e.g. about metadata). */
  note?: string;
  /** An error to show under the list (e.g. from the server's validation). */
  error?: string;
};

/** The message for a failed upload: the server's reason by status, in the current language. */
export function uploadErrorMessage(error: unknown, t: TFunction, maxSize: string): string {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 0:
        return t('upload.errors.network');
      case 413:
        return t('upload.errors.tooLarge', { size: maxSize });
      case 415:
        return t('upload.errors.type');
      case 429:
        return t('upload.errors.tooMany');
      default:
        return t('upload.errors.generic');
    }
  }
  return t('upload.errors.generic');
}

/**
 * What the reporter is told before sending a file the server cannot clean of metadata: that it
 * keeps them and may identify them (the tenant admits it), or that it is not accepted and why.
 */
export function keptMetadataNotice(file: File, limits: UploadLimits, t: TFunction): FileNotice | null {
  switch (keptMetadataVerdictOf(file, limits)) {
    case 'kept':
      return { severity: 'warning', message: t('upload.keptMetadata.warning'), blocksUpload: false };
    case 'refused':
      return { severity: 'error', message: t('upload.keptMetadata.refused'), blocksUpload: true };
    default:
      return null;
  }
}

/**
 * Attachments of a submission: "Adjuntar archivo" opens the upload-file dialog, which uploads with
 * a progress bar; the list shows each file with its size (and a remove button when allowed).
 * Size and count limits are checked in the browser before anything is sent, and a type that keeps
 * its metadata is announced (or, when the tenant does not admit it, refused) before it is sent.
 */
export function FileAttachments({
  label,
  files,
  upload,
  onAdded,
  onRemove,
  limits,
  otherFileCount = 0,
  disabled = false,
  note,
  error,
}: FileAttachmentsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const maxSize = formatFileSize(limits.maxFileBytes, language);
  const isFull = files.length + otherFileCount >= limits.maxFiles;

  const close = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setOpen(false);
    setProgress(null);
    setUploadError(null);
  }, []);

  async function accept(file: File) {
    if (file.size > limits.maxFileBytes) {
      setUploadError(t('upload.errors.tooLarge', { size: maxSize }));
      return;
    }
    if (isFull) {
      setUploadError(t('upload.errors.maxFiles', { count: limits.maxFiles }));
      return;
    }
    if (keptMetadataNotice(file, limits, t)?.blocksUpload === true) {
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setUploadError(null);
    setProgress(0);
    try {
      const uploaded = await upload(file, setProgress, abort.signal);
      if (abort.signal.aborted) {
        return;
      }
      onAdded(uploaded);
      setAnnouncement(t('upload.added', { name: uploaded.nombre }));
      controller.current = null;
      setOpen(false);
      setProgress(null);
      addButton.current?.focus();
    } catch (caught) {
      if (abort.signal.aborted) {
        return;
      }
      setProgress(null);
      setUploadError(uploadErrorMessage(caught, t, maxSize));
    }
  }

  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {note ? (
        <Box sx={{ mt: 0.5, color: 'text.secondary' }}>
          <Typography variant="body2">{note}</Typography>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('upload.limits', { count: limits.maxFiles, size: maxSize })}
      </Typography>

      {files.length > 0 ? (
        <List dense aria-labelledby={labelId} data-testid="attached-files">
          {files.map((file) => (
            <ListItem
              key={file.iddocumento}
              secondaryAction={
                onRemove ? (
                  <IconButton
                    edge="end"
                    aria-label={t('upload.remove', { name: file.nombre })}
                    disabled={disabled}
                    onClick={() => {
                      onRemove(file);
                      setAnnouncement(t('upload.removed', { name: file.nombre }));
                      addButton.current?.focus();
                    }}
                  >
                    <DeleteOutlinedIcon aria-hidden="true" />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlinedIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={file.nombre}
                secondary={formatFileSize(file.tamano, language)}
                slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ my: 1.5 }}>{t('upload.none')}</Typography>
      )}

      <Button
        ref={addButton}
        variant="outlined"
        startIcon={<AttachFileIcon aria-hidden="true" />}
        disabled={disabled || isFull}
        onClick={() => {
          setUploadError(null);
          setOpen(true);
        }}
      >
        {t('upload.add')}
      </Button>
      {isFull ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('upload.errors.maxFiles', { count: limits.maxFiles })}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <UploadFileDialog
        open={open}
        maxFileBytes={limits.maxFileBytes}
        accept={limits.allowedTypes}
        note={note}
        fileNotice={(file) => keptMetadataNotice(file, limits, t)}
        progress={progress}
        error={uploadError}
        onAccept={(file) => {
          void accept(file);
        }}
        onClose={close}
      />
    </Box>
  );
}
