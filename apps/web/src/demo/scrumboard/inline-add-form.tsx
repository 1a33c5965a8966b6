import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useDemoText } from '../lib/demo-text.ts';

type InlineAddFormProps = {
  /** The button's text, and the form's name. */
  label: string;
  fieldLabel: string;
  pending: boolean;
  onAdd: (title: string) => Promise<unknown>;
};

/** "Add list" / "Add card": a button that opens a one-field form; it stays open to add the next one. */
export function InlineAddForm({ label, fieldLabel, pending, onAdd }: InlineAddFormProps) {
  const shared = useDemoText();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  if (!open) {
    return (
      <Button fullWidth startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ justifyContent: 'flex-start' }}>
        {label}
      </Button>
    );
  }
  return (
    <Stack
      component="form"
      aria-label={label}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        const value = title.trim();
        if (value) {
          void onAdd(value).then(() => setTitle(''));
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setOpen(false);
        }
      }}
    >
      <TextField
        size="small"
        label={fieldLabel}
        value={title}
        autoFocus
        required
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="small" disabled={pending || !title.trim()}>
          {shared.t('common.add')}
        </Button>
        <IconButton size="small" aria-label={shared.t('common.close')} onClick={() => setOpen(false)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
