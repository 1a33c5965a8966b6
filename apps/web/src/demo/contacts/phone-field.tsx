import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import type { DemoText } from '../lib/demo-text.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';
import { phoneLabels, type Country, type PhoneEntry } from './contacts-api.ts';
import { countryLabel, countryOf } from './contact-text.ts';

export type PhoneFieldErrors = { country?: string; phoneNumber?: string };

type PhoneFieldProps = {
  index: number;
  value: PhoneEntry;
  countries: readonly Country[];
  errors: PhoneFieldErrors;
  t: DemoText;
  onChange: (value: PhoneEntry) => void;
  onRemove: () => void;
};

/** One phone of a contact: the country (flag, name, dial code), the number and its kind (Mobile/Work/Home). */
export function PhoneField({ index, value, countries, errors, t, onChange, onRemove }: PhoneFieldProps) {
  const n = index + 1;
  const country = countryOf(countries, value.country) ?? null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        options={countries as Country[]}
        value={country}
        onChange={(_event, picked) => onChange({ ...value, country: picked?.iso ?? '' })}
        getOptionLabel={countryLabel}
        isOptionEqualToValue={(option, selected) => option.iso === selected.iso}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props}>
            <Box component="span" aria-hidden="true" sx={{ mr: 1 }}>
              {option.flag}
            </Box>
            {option.name} ({option.code})
          </Box>
        )}
        sx={{ minWidth: { sm: 240 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('contacts.phoneCountry', { n })}
            error={Boolean(errors.country)}
            helperText={errors.country}
          />
        )}
      />
      <TextField
        label={t('contacts.phone', { n })}
        type="tel"
        autoComplete="off"
        value={value.phoneNumber}
        onChange={(event) => onChange({ ...value, phoneNumber: event.target.value })}
        error={Boolean(errors.phoneNumber)}
        helperText={errors.phoneNumber}
        slotProps={{ input: { startAdornment: country ? <Box sx={{ mr: 1 }}>{country.code}</Box> : undefined } }}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        select
        label={t('contacts.phoneLabel', { n })}
        value={value.label}
        onChange={(event) => onChange({ ...value, label: event.target.value as PhoneEntry['label'] })}
        sx={{ minWidth: 120 }}
      >
        {phoneLabels.map((label) => (
          <MenuItem key={label} value={label}>
            {t(`contacts.label.${label}` as DemoTextKey)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={t('contacts.removePhone', { n })} onClick={onRemove} sx={{ alignSelf: 'center' }}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
