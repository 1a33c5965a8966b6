import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type StringListFieldProps = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  placeholder?: string;
};

/** A list of short texts (e.g. hostnames): type and add, remove with the chip's delete button. */
export function StringListField({ label, values, onChange, error, placeholder }: StringListFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  function add() {
    const value = draft.trim().toLowerCase();
    if (value !== '' && !values.includes(value)) {
      onChange([...values, value]);
    }
    setDraft('');
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          label={label}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
          {t('tenantSettings.add')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {values.map((value) => (
          <Chip
            key={value}
            label={value}
            onDelete={() => onChange(values.filter((v) => v !== value))}
            slotProps={{ root: { 'aria-label': value } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
