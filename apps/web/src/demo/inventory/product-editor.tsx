import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDemoText } from '../lib/demo-text.ts';
import {
  createProductTag,
  fetchProductTags,
  inventoryKeys,
  updateProduct,
  type InventoryProduct,
  type ProductTag,
} from './inventory-api.ts';
import { ProductImages } from './product-images.tsx';
import { priceWithTax } from './products-query.ts';

type Draft = {
  name: string;
  sku: string;
  tags: string[];
  images: string[];
  thumbnail: string | null;
  basePrice: string;
  taxPercent: string;
  stock: string;
  active: boolean;
};

function draftOf(product: InventoryProduct): Draft {
  return {
    name: product.name,
    sku: product.sku,
    tags: [...product.tags],
    images: [...product.images],
    thumbnail: product.thumbnail,
    basePrice: String(product.basePrice),
    taxPercent: String(product.taxPercent),
    stock: String(product.stock),
    active: product.active,
  };
}

/** A number field's value: '' stays '' (the store's blank), anything else must be a number. */
function numberOf(text: string): number | '' | null {
  if (text.trim() === '') {
    return '';
  }
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The inline editor of one product: name, SKU, tags, images, base price + tax = price, stock, active. */
export function ProductEditor({ product, onClose }: { product: InventoryProduct; onClose: () => void }) {
  const { t, locale } = useDemoText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const tags = useQuery({ queryKey: inventoryKeys.tags, queryFn: fetchProductTags });
  const save = useMutation({
    mutationFn: (changes: Partial<InventoryProduct>) => updateProduct(product.id, changes),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      onClose();
    },
  });
  const addTag = useMutation({
    mutationFn: createProductTag,
    onSuccess: async (tag) => {
      setDraft((current) => ({ ...current, tags: [...current.tags, tag.id] }));
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.tags });
    },
  });
  const basePrice = numberOf(draft.basePrice);
  const taxPercent = numberOf(draft.taxPercent);
  const stock = numberOf(draft.stock);
  const price =
    typeof basePrice === 'number' ? priceWithTax(basePrice, typeof taxPercent === 'number' ? taxPercent : 0) : '';
  const valid = draft.name.trim() !== '' && basePrice !== null && taxPercent !== null && stock !== null;
  const allTags = tags.data ?? [];
  const chosen = draft.tags
    .map((id) => allTags.find((tag) => tag.id === id))
    .filter((tag): tag is ProductTag => tag !== undefined);

  function submit(event: React.FormEvent): void {
    event.preventDefault();
    if (!valid) {
      return;
    }
    save.mutate({
      name: draft.name.trim(),
      sku: draft.sku.trim(),
      tags: draft.tags,
      images: draft.images,
      thumbnail: draft.thumbnail,
      basePrice: basePrice ?? '',
      taxPercent: taxPercent ?? '',
      price,
      stock: stock ?? '',
      active: draft.active,
    });
  }
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ py: 2 }}
      onSubmit={submit}
      aria-label={t('inventory.editorTitle', { name: product.name })}
    >
      <Typography variant="h6" component="h2">
        {t('inventory.editorTitle', { name: product.name })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required
            label={t('inventory.name')}
            value={draft.name}
            error={draft.name.trim() === ''}
            helperText={draft.name.trim() === '' ? t('validation.required') : undefined}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            label={t('inventory.sku')}
            value={draft.sku}
            onChange={(event) => setDraft({ ...draft, sku: event.target.value })}
          />
        </Grid>
        <Grid size={12}>
          <Autocomplete
            multiple
            freeSolo
            options={allTags}
            value={chosen}
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
            isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.id === value.id}
            onChange={(_event, value) => {
              const typed = value.find((item): item is string => typeof item === 'string');
              if (typed && typed.trim()) {
                addTag.mutate(typed.trim());
              }
              setDraft({
                ...draft,
                tags: value.filter((item): item is ProductTag => typeof item !== 'string').map((tag) => tag.id),
              });
            }}
            renderInput={(params) => <TextField {...params} label={t('inventory.tags')} />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            label={t('inventory.basePrice')}
            inputMode="decimal"
            value={draft.basePrice}
            error={basePrice === null}
            helperText={basePrice === null ? t('validation.number') : undefined}
            onChange={(event) => setDraft({ ...draft, basePrice: event.target.value })}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            label={t('inventory.taxPercent')}
            inputMode="decimal"
            value={draft.taxPercent}
            error={taxPercent === null}
            helperText={taxPercent === null ? t('validation.number') : undefined}
            onChange={(event) => setDraft({ ...draft, taxPercent: event.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            label={t('inventory.price')}
            value={price === '' ? '' : money.format(price)}
            helperText={t('inventory.priceHelp')}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label={t('inventory.stock')}
            inputMode="numeric"
            value={draft.stock}
            error={stock === null}
            helperText={stock === null ? t('validation.number') : undefined}
            onChange={(event) => setDraft({ ...draft, stock: event.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.active}
                onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
              />
            }
            label={t('inventory.active')}
          />
        </Grid>
      </Grid>
      <ProductImages
        name={draft.name}
        images={draft.images}
        thumbnail={draft.thumbnail}
        onChange={(images, thumbnail) => setDraft({ ...draft, images, thumbnail })}
      />
      {save.isError ? <Alert severity="error">{t('auth.failed')}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!valid || save.isPending}>
          {t('common.save')}
        </Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
