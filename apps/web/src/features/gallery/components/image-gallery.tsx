import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardMedia from '@mui/material/CardMedia';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageIds } from '@atalaya/contract/limits';
import { galleryImageUrl, type Image } from '@atalaya/contract/resources/gallery.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { getStoredLanguage, languageNames } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { absoluteImageUrl, useDeleteImage, useGalleryImages } from '../api/gallery-api.ts';
import { ImageUploadDialog } from './image-upload-dialog.tsx';

export type ImageGalleryProps = {
  /** Called by a card's "Seleccionar" (the picker resolves with it); without it the card is only marked. */
  onSelect?: (image: Image) => void;
  /** Heading shown above the gallery; the picker dialog has its own title and passes none. */
  title?: string;
};

/** The language the gallery opens in: the one kept under `locale` in local storage (spec §7). */
function storedLanguageId(): number {
  return languageIds[getStoredLanguage()];
}

/**
 * The image gallery (spec §2): an upload button, a language filter, and cards each with
 * "Seleccionar", "Copiar URL" and "Eliminar" (after a confirmation). Loads `limits.galleryPageSize`
 * (10) images, newest first, and ten more on "Cargar más". Used as a page section and inside the
 * picker dialog of the rich-text editor.
 */
export function ImageGallery({ onSelect, title }: ImageGalleryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [ididioma, setIdidioma] = useState(storedLanguageId);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Image | null>(null);
  const images = useGalleryImages(ididioma);
  const remove = useDeleteImage();
  const loaded = images.data?.pages.flatMap((page) => page.data) ?? [];
  const total = images.data?.pages.at(-1)?.total ?? 0;

  async function copyUrl(image: Image) {
    try {
      await navigator.clipboard.writeText(absoluteImageUrl(image.imagen));
      notify({ message: t('gallery.urlCopied'), severity: 'success' });
    } catch {
      notify({ message: t('gallery.copyFailed'), severity: 'error' });
    }
  }

  function confirmDelete() {
    const image = toDelete;
    setToDelete(null);
    if (!image) {
      return;
    }
    remove.mutate(image.idimagen, {
      onSuccess: () => {
        if (selectedId === image.idimagen) {
          setSelectedId(null);
        }
        notify({ message: t('messages.deleted'), severity: 'success' });
      },
      onError: () => {
        notify({ message: t('messages.deleteFailed'), severity: 'error' });
      },
    });
  }

  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined} data-testid="image-gallery">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        {title ? (
          <Typography id={headingId} variant="h2" component="h2" sx={{ flexGrow: 1, fontSize: '1.5rem' }}>
            {title}
          </Typography>
        ) : (
          <Box sx={{ flexGrow: 1 }} />
        )}
        <TextField
          select
          size="small"
          label={t('gallery.language')}
          value={ididioma}
          onChange={(event) => {
            setIdidioma(Number(event.target.value));
          }}
          sx={{ minWidth: 160 }}
        >
          {languageCodes.map((code) => (
            <MenuItem key={code} value={languageIds[code]}>
              {languageNames[code]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<CloudUploadOutlinedIcon aria-hidden="true" />}
          onClick={() => {
            setIsUploadOpen(true);
          }}
        >
          {t('gallery.upload')}
        </Button>
      </Box>

      {images.isPending ? (
        <Loader />
      ) : images.isError ? (
        <RetryAlert message={t('gallery.loadFailed')} onRetry={() => void images.refetch()} />
      ) : loaded.length === 0 ? (
        <Typography color="text.secondary">{t('gallery.empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
            {t('gallery.showing', { count: loaded.length, total })}
          </Typography>
          <Box
            component="ul"
            data-testid="gallery-cards"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              // Wide enough for the three actions on one line in every language.
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 272px), 1fr))',
            }}
          >
            {loaded.map((image) => {
              const isSelected = selectedId === image.idimagen;
              return (
                <Box
                  component="li"
                  key={image.idimagen}
                  aria-label={t('gallery.imageLabel', { id: image.idimagen })}
                  data-testid="gallery-card"
                >
                  <Card
                    variant="outlined"
                    sx={{
                      height: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      borderColor: isSelected ? 'primary.main' : undefined,
                      borderWidth: isSelected ? 2 : undefined,
                    }}
                  >
                    <CardMedia
                      component="img"
                      src={galleryImageUrl(image.imagen)}
                      alt={t('gallery.imageLabel', { id: image.idimagen })}
                      loading="lazy"
                      sx={{ height: 140, objectFit: 'contain', bgcolor: 'action.hover' }}
                    />
                    <CardActions
                      data-testid="gallery-card-actions"
                      sx={{
                        flexWrap: 'nowrap',
                        gap: 0.5,
                        mt: 'auto',
                        '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
                      }}
                    >
                      <Button
                        size="small"
                        aria-pressed={isSelected}
                        onClick={() => {
                          setSelectedId(image.idimagen);
                          onSelect?.(image);
                        }}
                      >
                        {t('gallery.select')}
                      </Button>
                      <Button size="small" onClick={() => void copyUrl(image)}>
                        {t('gallery.copyUrl')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={remove.isPending}
                        onClick={() => {
                          setToDelete(image);
                        }}
                      >
                        {t('common.delete')}
                      </Button>
                    </CardActions>
                  </Card>
                </Box>
              );
            })}
          </Box>
          {images.hasNextPage ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                disabled={images.isFetchingNextPage}
                startIcon={images.isFetchingNextPage ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
                onClick={() => void images.fetchNextPage()}
              >
                {t('gallery.loadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      )}

      <ImageUploadDialog
        open={isUploadOpen}
        ididioma={ididioma}
        onUploaded={(image) => {
          setIsUploadOpen(false);
          if (image.ididioma !== ididioma) {
            setIdidioma(image.ididioma);
          }
          setSelectedId(image.idimagen);
        }}
        onClose={() => {
          setIsUploadOpen(false);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        message={t('gallery.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => {
          setToDelete(null);
        }}
      />
    </Box>
  );
}
