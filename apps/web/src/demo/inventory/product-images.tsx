import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useDemoText } from '../lib/demo-text.ts';
import { readAsDataUrl } from '../lib/read-file.ts';

type ProductImagesProps = {
  name: string;
  images: string[];
  thumbnail: string | null;
  onChange: (images: string[], thumbnail: string | null) => void;
};

/** A product's images: add (kept as data URLs), remove, and pick the thumbnail. */
export function ProductImages({ name, images, thumbnail, onChange }: ProductImagesProps) {
  const { t } = useDemoText();
  const headingId = useId();
  async function add(files: FileList | null): Promise<void> {
    const picked = [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
    const urls = await Promise.all(picked.map(readAsDataUrl));
    const next = [...images, ...urls];
    onChange(next, thumbnail ?? next[0] ?? null);
  }
  function remove(index: number): void {
    const next = images.filter((_image, position) => position !== index);
    onChange(next, thumbnail === images[index] ? (next[0] ?? null) : thumbnail);
  }
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('inventory.images')}
      </Typography>
      <RadioGroup
        row
        aria-label={t('inventory.thumbnail')}
        value={thumbnail ?? ''}
        onChange={(event) => onChange(images, event.target.value)}
      >
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {images.map((image, index) => (
            <Stack key={`${index}-${image.slice(-24)}`} spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={image}
                alt={t('inventory.imageAlt', { n: index + 1, name })}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  value={image}
                  control={
                    <Radio
                      size="small"
                      slotProps={{ input: { 'aria-label': t('inventory.makeThumbnail', { n: index + 1 }) } }}
                    />
                  }
                  label=""
                  sx={{ m: 0 }}
                />
                <IconButton
                  size="small"
                  aria-label={t('inventory.removeImage', { n: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </RadioGroup>
      <Button component="label" startIcon={<AddPhotoAlternateOutlinedIcon />} sx={{ mt: 1 }}>
        {t('inventory.addImage')}
        <input hidden type="file" accept="image/*" multiple onChange={(event) => void add(event.target.files)} />
      </Button>
    </Box>
  );
}
