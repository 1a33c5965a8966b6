import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageIds } from '@atalaya/contract/limits';
import { galleryImageMimes, galleryMaxBytes, type Image } from '@atalaya/contract/resources/gallery.schemas';
import { FileChooserButton } from '@/components/ui/file-chooser-button.tsx';
import { FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatFileSize } from '@/lib/format.ts';
import { languageNames, useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useUploadImage } from '../api/gallery-api.ts';

/** Spec §2/§9: the gallery's upload dialog is 520 px wide. */
export const imageUploadDialogWidth = 520;

type ImageUploadDialogProps = {
  open: boolean;
  /** Language the new image is filed under unless changed here (the gallery's current one). */
  ididioma: number;
  onUploaded: (image: Image) => void;
  /** "Volver", Escape, or the session ending. */
  onClose: () => void;
};

type ChosenImage = { file: File; preview: string | null };

/** The chosen file with a preview address (none where the browser, or jsdom, cannot make one). */
function chosenImage(file: File): ChosenImage {
  return { file, preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null };
}

type ContentProps = Omit<ImageUploadDialogProps, 'open'> & { titleId: string };

/** The dialog's body: remounted on every opening, so no file from a previous opening remains. */
function ImageUploadDialogContent({ ididioma: initialLanguage, onUploaded, onClose, titleId }: ContentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;
  const [ididioma, setIdidioma] = useState(initialLanguage);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImage();

  // A replaced or discarded preview (and the last one, on close) releases its object URL.
  useEffect(
    () => () => {
      if (chosen?.preview) {
        URL.revokeObjectURL(chosen.preview);
      }
    },
    [chosen],
  );
  const isTooLarge = file !== null && file.size > galleryMaxBytes;

  function submit() {
    if (!file || isTooLarge) {
      return;
    }
    setError(null);
    upload.mutate(
      { file, ididioma },
      {
        onSuccess: (answer) => {
          notify({ message: t('messages.created'), severity: 'success' });
          onUploaded(answer.data);
        },
        onError: (failure) => {
          notify({ message: t('messages.createFailed'), severity: 'error' });
          setError(failure instanceof ApiError && failure.status > 0 ? failure.message : t('gallery.uploadFailed'));
        },
      },
    );
  }

  return (
    <>
      <DialogTitle id={titleId}>{t('gallery.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isTooLarge ? 'error.main' : 'divider',
            borderRadius: 2,
            minHeight: 160,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 2,
            textAlign: 'center',
          }}
        >
          {file && preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('gallery.previewAlt')}
              sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">{file ? file.name : t('gallery.noImageChosen')}</Typography>
          )}
        </Box>
        <Box aria-live="polite" sx={{ mt: 1.5, minHeight: 24 }}>
          {file ? (
            <Typography data-testid="gallery-chosen-file" sx={{ wordBreak: 'break-all' }}>
              {file.name} ({formatFileSize(file.size, language)})
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('gallery.limits', { size: formatFileSize(galleryMaxBytes, language) })}
        </Typography>
        <TextField
          select
          fullWidth
          margin="normal"
          label={t('gallery.language')}
          value={ididioma}
          onChange={(event) => {
            setIdidioma(Number(event.target.value));
          }}
        >
          {languageCodes.map((code) => (
            <MenuItem key={code} value={languageIds[code]}>
              {languageNames[code]}
            </MenuItem>
          ))}
        </TextField>
        {isTooLarge ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="gallery-too-large">
            {t('gallery.tooLarge')}
          </Alert>
        ) : null}
        {error && !isTooLarge ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FileChooserButton
          accept={galleryImageMimes}
          disabled={upload.isPending}
          inputTestId="gallery-file-input"
          onChoose={(picked) => {
            setChosen(chosenImage(picked));
            setError(null);
          }}
        >
          {t('gallery.choose')}
        </FileChooserButton>
        <Button
          color="error"
          disabled={file === null || upload.isPending}
          onClick={() => {
            setChosen(null);
            setError(null);
          }}
        >
          {t('gallery.removeChosen')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{t('common.back')}</Button>
        <Button variant="contained" disabled={file === null || isTooLarge || upload.isPending} onClick={submit}>
          {t('gallery.upload')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The gallery's upload dialog (spec §2): 520 px wide with "Seleccionar", "Eliminar", "Subir imagen"
 * and "Volver". "Subir imagen" stays disabled until an image is chosen, and for a file over 2 MB,
 * which shows "La imagen no puede superar los 2MB." (the server refuses it too). Closes when the
 * session ends.
 */
export function ImageUploadDialog({ open, onClose, ...content }: ImageUploadDialogProps) {
  const titleId = useId();
  return (
    <FixedWidthDialog open={open} onClose={onClose} width={imageUploadDialogWidth} labelledBy={titleId}>
      <ImageUploadDialogContent {...content} onClose={onClose} titleId={titleId} />
    </FixedWidthDialog>
  );
}
