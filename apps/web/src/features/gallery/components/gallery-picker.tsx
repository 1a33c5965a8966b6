import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { galleryImageUrl, type Image } from '@atalaya/contract/resources/gallery.schemas';
import { useCloseOnLogout } from '@/components/ui/fixed-width-dialog.tsx';
import { ImageGallery } from './image-gallery.tsx';

type GalleryPickerDialogProps = {
  open: boolean;
  onPick: (image: Image) => void;
  onClose: () => void;
};

/** The gallery in a dialog: a card's "Seleccionar" picks that image; "Volver" picks none. */
export function GalleryPickerDialog({ open, onPick, onClose }: GalleryPickerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useCloseOnLogout(open, onClose);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{t('gallery.pickerTitle')}</DialogTitle>
      <DialogContent>
        <ImageGallery onSelect={onPick} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.back')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A gallery picker for the rich-text editor's `onRequestImage`: `requestImage()` opens the dialog
 * and resolves with the chosen image's address (`/denuncias/recursos/{imagen}`), or null when the
 * dialog is closed without choosing. Render `dialog` once next to the editor.
 */
export function useGalleryPicker(): { requestImage: () => Promise<string | null>; dialog: ReactElement } {
  const [open, setOpen] = useState(false);
  const pending = useRef<((url: string | null) => void) | null>(null);

  const settle = useCallback((url: string | null) => {
    pending.current?.(url);
    pending.current = null;
    setOpen(false);
  }, []);

  const requestImage = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        // A request still open (should not happen: the dialog is modal) is answered "none".
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const onClose = useCallback(() => {
    settle(null);
  }, [settle]);

  const onPick = useCallback(
    (image: Image) => {
      settle(galleryImageUrl(image.imagen));
    },
    [settle],
  );

  useEffect(() => () => pending.current?.(null), []);

  return { requestImage, dialog: <GalleryPickerDialog open={open} onPick={onPick} onClose={onClose} /> };
}
