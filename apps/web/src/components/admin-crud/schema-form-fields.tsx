import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@atalaya/contract/limits';
import { languageNames } from '@/lib/i18n.ts';
import { translateFieldError } from './admin-crud.ts';
import type { SchemaForm } from './admin-crud-form.ts';

/** The keys of `T` whose values are `V`. */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

type SchemaTextFieldProps<T extends object> = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  form: SchemaForm<T>;
  /** The form value (a text) this field edits; also the path of its errors. */
  field: KeysOf<T, string>;
  /** This form's own error messages and their i18n keys. */
  messages?: ReadonlyMap<string, string>;
  /** Shown under the field while it has no error. */
  help?: string;
};

/** A text field bound to one value of a `useSchemaForm`: its error (once touched) or `help` below. */
export function SchemaTextField<T extends object>({ form, field, messages, help, ...props }: SchemaTextFieldProps<T>) {
  const { t } = useTranslation();
  const error = translateFieldError(form.errorOf(field), t, messages);
  return (
    <TextField
      {...props}
      value={form.values[field]}
      onChange={(event) => {
        form.update(field, { [field]: event.target.value } as Partial<T>);
      }}
      error={error !== undefined}
      helperText={error ?? help}
    />
  );
}

type OrderFieldProps<T extends { orden: string }> = { form: SchemaForm<T>; label: string };

/** The "Orden" field: a whole number from 0 to 100000. */
export function OrderField<T extends { orden: string }>({ form, label }: OrderFieldProps<T>) {
  return (
    <SchemaTextField
      form={form}
      field={'orden' as KeysOf<T, string>}
      label={label}
      type="number"
      slotProps={{ htmlInput: { min: 0, max: 100_000, step: 1 } }}
    />
  );
}

type TextPerLanguage = Partial<Record<LanguageCode, string>>;

type LanguageTextFieldProps<T extends object> = Omit<
  TextFieldProps,
  'label' | 'value' | 'onChange' | 'error' | 'helperText'
> & {
  form: SchemaForm<T>;
  /** The form value (a text per language) this field edits one language of. */
  field: KeysOf<T, TextPerLanguage>;
  language: LanguageCode;
  /** The field's name, completed with the language ("Nombre (Euskera)"). */
  label: string;
};

/** One language of a text kept per language, bound to a `useSchemaForm` (errors at `field.language`). */
export function LanguageTextField<T extends object>({
  form,
  field,
  language,
  label,
  ...props
}: LanguageTextFieldProps<T>) {
  const { t } = useTranslation();
  const path = `${field}.${language}`;
  const texts = form.values[field] as TextPerLanguage;
  return (
    <TextField
      label={t('adminCrud.inLanguage', { label, language: languageNames[language] })}
      value={texts[language] ?? ''}
      fullWidth
      {...props}
      onChange={(event) => {
        form.update(path, (current) => ({
          ...current,
          [field]: { ...(current[field] as TextPerLanguage), [language]: event.target.value },
        }));
      }}
      error={form.errorOf(path) !== undefined}
      helperText={translateFieldError(form.errorOf(path), t)}
    />
  );
}

type SwitchFieldProps = {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled switch. */
export function SwitchField({ label, checked, disabled, onChange }: SwitchFieldProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
      }
      label={label}
    />
  );
}
