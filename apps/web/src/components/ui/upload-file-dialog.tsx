import { useId, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { FileChooserButton } from './file-chooser-button.tsx';
import { BackConfirmActions, FixedWidthDialog } from './fixed-width-dialog.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

/** Spec §9: the upload dialog is 520 px wide. */
export const uploadDialogWidth = 520;

/** Something to tell about the chosen file before it is sent; `blocksUpload` keeps "Aceptar" disabled. */
export type FileNotice = { severity: 'warning' | 'error'; message: string; blocksUpload: boolean };

export type UploadFileDialogProps = {
  open: boolean;
  /** Largest file accepted, in bytes: a bigger file is refused here, before any upload. */
  maxFileBytes: number;
  /** MIME types offered by the file picker (the server checks the content again). */
  accept?: readonly string[];
  title?: string;
  /** Shown under the drop zone (e.g. what happens to metadata). */
  note?: ReactNode;
  /** What to tell about the chosen file before it is sent (e.g. that it keeps its metadata). */
  fileNotice?: (file: File) => FileNotice | null;
  /** Fraction uploaded (0–1) while uploading; `null` when idle. */
  progress: number | null;
  /** The last upload error, shown in the dialog. */
  error: string | null;
  onAccept: (file: File) => void;
  /** "Volver", Escape, or the session ending; also cancels an upload in progress. */
  onClose: () => void;
};

type ContentProps = Omit<UploadFileDialogProps, 'open'> & { titleId: string };

/** The dialog's body: remounted on every opening, so no file from a previous opening remains. */
function UploadFileDialogContent({
  maxFileBytes,
  accept,
  title,
  note,
  fileNotice,
  progress,
  error,
  onAccept,
  onClose,
  titleId,
}: ContentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statusId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isUploading = progress !== null;
  const isTooLarge = file !== null && file.size > maxFileBytes;
  const notice = file === null || fileNotice === undefined ? null : fileNotice(file);
  const isBlocked = notice?.blocksUpload === true;
  const maxSize = formatFileSize(maxFileBytes, language);

  function choose(files: ArrayLike<File> | null) {
    const chosen = files?.[0] ?? null;
    if (chosen) {
      setFile(chosen);
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!isUploading) {
      choose(event.dataTransfer.files);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <>
      <DialogTitle id={titleId}>{title ?? t('upload.title')}</DialogTitle>
      <DialogContent>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => {
            setIsDragging(false);
          }}
          onDrop={onDrop}
          data-testid="upload-drop-zone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            bgcolor: isDragging ? 'action.hover' : 'transparent',
            p: 3,
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <UploadFileIcon aria-hidden="true" color="action" sx={{ fontSize: 40 }} />
          <Typography>{t('upload.dropHere')}</Typography>
          <FileChooserButton
            accept={accept}
            disabled={isUploading}
            inputTestId="upload-file-input"
            describedBy={`${statusId}-limit`}
            onChoose={(chosen) => {
              setFile(chosen);
            }}
          >
            {t('upload.choose')}
          </FileChooserButton>
          <Typography variant="body2" color="text.secondary" id={`${statusId}-limit`}>
            {t('upload.maxSize', { size: maxSize })}
          </Typography>
        </Box>

        <Box id={statusId} aria-live="polite" sx={{ mt: 2 }}>
          {file ? (
            <Box
              data-testid="upload-selected-file"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t('upload.selected')}
              </Typography>
              <Typography component="span" sx={{ wordBreak: 'break-all' }}>
                {file.name}
              </Typography>
              <Typography component="span" color="text.secondary">
                ({formatFileSize(file.size, language)})
              </Typography>
            </Box>
          ) : (
            <Typography color="text.secondary">{t('upload.noneSelected')}</Typography>
          )}
        </Box>

        {isTooLarge ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('upload.errors.tooLarge', { size: maxSize })}
          </Alert>
        ) : null}
        {notice && !isTooLarge ? (
          <Alert severity={notice.severity} data-testid="upload-file-notice" sx={{ mt: 2 }}>
            {notice.message}
          </Alert>
        ) : null}
        {error && !isTooLarge ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        {isUploading ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" id={`${statusId}-progress`}>
              {t('upload.uploading', { percent })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-labelledby={`${statusId}-progress`}
              sx={{ mt: 1 }}
            />
          </Box>
        ) : null}
        {note ? <Box sx={{ mt: 2 }}>{note}</Box> : null}
      </DialogContent>
      <BackConfirmActions
        onBack={onClose}
        confirmLabel={t('upload.accept')}
        confirmDisabled={file === null || isTooLarge || isBlocked || isUploading}
        onConfirm={() => {
          if (file && !isTooLarge && !isBlocked) {
            onAccept(file);
          }
        }}
      />
    </>
  );
}

/**
 * Upload-file dialog (spec §2): choose or drag a file; shows its name and size; "Volver" and
 * "Aceptar", the latter disabled until a file is chosen (and for a file over the size limit).
 * While the caller uploads, it shows the progress. 520 px wide; closes when the session ends.
 */
export function UploadFileDialog({ open, onClose, ...content }: UploadFileDialogProps) {
  const titleId = useId();
  return (
    <FixedWidthDialog open={open} onClose={onClose} width={uploadDialogWidth} labelledBy={titleId}>
      <UploadFileDialogContent {...content} onClose={onClose} titleId={titleId} />
    </FixedWidthDialog>
  );
}
