import { useEffect, useRef, type Ref } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldTypes, type FieldType } from '@atalaya/contract/complaints/form.schemas';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { LanguageTabs } from '@/components/ui/language-tabs.tsx';
import { languageNames } from '@/lib/i18n.ts';
import {
  defaultMaxOf,
  fieldPath,
  isChoiceType,
  isTextType,
  newOptionDraft,
  withLabel,
  type FieldDraft,
} from '../utils/form-draft.ts';
import { OptionList } from './option-list.tsx';

type FieldEditorProps = {
  field: FieldDraft;
  index: number;
  fields: readonly FieldDraft[];
  /** The error to show at `path`, in the interface language (only once shown). */
  errorOf: (path: string) => string | undefined;
  onChange: (next: FieldDraft, touchedPath: string) => void;
  /** The Spanish text's input (the builder focuses it for a question just added). */
  spanishLabelRef?: Ref<HTMLInputElement>;
  /** Each new value (after the first render) moves the focus to the editor's heading. */
  focusRequest?: number;
  headingId: string;
};

/** Edits one question: type, text and help per language, identifier, required, length or options. */
export function FieldEditor({
  field,
  index,
  fields,
  errorOf,
  onChange,
  spanishLabelRef,
  focusRequest = 0,
  headingId,
}: FieldEditorProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusRequest > 0) {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [focusRequest]);
  const invalid = new Set<LanguageCode>(
    languageCodes.filter(
      (code) => errorOf(fieldPath(field, `etiqueta.${code}`)) || errorOf(fieldPath(field, `ayuda.${code}`)),
    ),
  );
  const filled = new Set<LanguageCode>(languageCodes.filter((code) => Boolean(field.etiqueta[code]?.trim())));
  const idPath = fieldPath(field, 'id');
  const maxPath = fieldPath(field, 'max');
  const defaultMax = defaultMaxOf(field.tipo);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.1rem', mb: 2 }}
      >
        {t('formBuilder.editorTitle', { position: index + 1 })}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          select
          label={t('formBuilder.type')}
          value={field.tipo}
          onChange={(event) => {
            const tipo = event.target.value as FieldType;
            const opciones = isChoiceType(tipo) && field.opciones.length === 0 ? [newOptionDraft([])] : field.opciones;
            onChange({ ...field, tipo, opciones }, fieldPath(field, 'tipo'));
          }}
        >
          {fieldTypes.map((tipo) => (
            <MenuItem key={tipo} value={tipo}>
              {t(`formBuilder.types.${tipo}`)}
            </MenuItem>
          ))}
        </TextField>
        <LanguageTabs invalid={invalid} filled={filled}>
          {(language) => {
            const labelPath = fieldPath(field, `etiqueta.${language}`);
            const helpPath = fieldPath(field, `ayuda.${language}`);
            return (
              <Stack spacing={2}>
                <TextField
                  key={`etiqueta-${language}`}
                  label={t('adminCrud.inLanguage', {
                    label: t('formBuilder.label'),
                    language: languageNames[language],
                  })}
                  required={language === 'es'}
                  inputRef={language === 'es' ? spanishLabelRef : undefined}
                  fullWidth
                  value={field.etiqueta[language] ?? ''}
                  onChange={(event) => {
                    onChange(withLabel(field, language, event.target.value, fields), labelPath);
                  }}
                  error={errorOf(labelPath) !== undefined}
                  helperText={errorOf(labelPath)}
                />
                <TextField
                  key={`ayuda-${language}`}
                  label={t('adminCrud.inLanguage', { label: t('formBuilder.help'), language: languageNames[language] })}
                  fullWidth
                  multiline
                  minRows={2}
                  value={field.ayuda[language] ?? ''}
                  onChange={(event) => {
                    onChange({ ...field, ayuda: { ...field.ayuda, [language]: event.target.value } }, helpPath);
                  }}
                  error={errorOf(helpPath) !== undefined}
                  helperText={errorOf(helpPath)}
                />
              </Stack>
            );
          }}
        </LanguageTabs>
        <TextField
          label={t('formBuilder.id')}
          required
          value={field.id}
          onChange={(event) => {
            onChange({ ...field, id: event.target.value, idEdited: true }, idPath);
          }}
          error={errorOf(idPath) !== undefined}
          helperText={errorOf(idPath) ?? t('formBuilder.idHelp')}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={field.obligatorio}
              onChange={(event) => {
                onChange({ ...field, obligatorio: event.target.checked }, fieldPath(field, 'obligatorio'));
              }}
            />
          }
          label={field.tipo === 'casilla' ? t('formBuilder.requiredCheckbox') : t('formBuilder.required')}
        />
        {isTextType(field.tipo) ? (
          <TextField
            label={t('formBuilder.max')}
            type="number"
            value={field.max}
            placeholder={defaultMax === undefined ? undefined : String(defaultMax)}
            onChange={(event) => {
              onChange({ ...field, max: event.target.value }, maxPath);
            }}
            slotProps={{ htmlInput: { min: 1, max: 20_000, step: 1 }, inputLabel: { shrink: true } }}
            error={errorOf(maxPath) !== undefined}
            helperText={errorOf(maxPath) ?? t('formBuilder.maxHelp', { max: defaultMax })}
          />
        ) : null}
        {isChoiceType(field.tipo) ? (
          <OptionList
            field={field}
            errorOf={errorOf}
            onChange={(opciones, path) => {
              onChange({ ...field, opciones }, path);
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
