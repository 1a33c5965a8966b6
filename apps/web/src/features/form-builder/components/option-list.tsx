import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { LanguageTabs } from '@/components/ui/language-tabs.tsx';
import { languageNames } from '@/lib/i18n.ts';
import {
  fieldPath,
  maxOptions,
  moveItem,
  newOptionDraft,
  optionPath,
  withOptionLabel,
  type FieldDraft,
  type OptionDraft,
} from '../utils/form-draft.ts';

type OptionListProps = {
  field: FieldDraft;
  /** The error to show at `path`, in the interface language (only once shown). */
  errorOf: (path: string) => string | undefined;
  onChange: (options: OptionDraft[], touchedPath: string) => void;
};

/** The options of a choice question: value and label per language; add, remove and reorder. */
export function OptionList({ field, errorOf, onChange }: OptionListProps) {
  const { t } = useTranslation();
  const options = field.opciones;
  const listError = errorOf(fieldPath(field, 'opciones'));
  const invalid = new Set<LanguageCode>(
    languageCodes.filter((code) => options.some((option) => errorOf(optionPath(field, option, `etiqueta.${code}`)))),
  );
  const filled = new Set<LanguageCode>(
    languageCodes.filter((code) => options.some((option) => Boolean(option.etiqueta[code]?.trim()))),
  );

  function replace(option: OptionDraft, next: OptionDraft, path: string) {
    onChange(
      options.map((current) => (current.key === option.key ? next : current)),
      path,
    );
  }

  function optionName(option: OptionDraft, index: number): string {
    return option.etiqueta.es?.trim() || t('formBuilder.untitledOption', { position: index + 1 });
  }

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('formBuilder.options')}
      </Typography>
      <LanguageTabs invalid={invalid} filled={filled}>
        {(language) => (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {options.map((option, index) => {
              const name = optionName(option, index);
              const labelPath = optionPath(field, option, `etiqueta.${language}`);
              const valuePath = optionPath(field, option, 'valor');
              return (
                <Box
                  component="li"
                  key={option.key}
                  sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
                >
                  <TextField
                    size="small"
                    label={t('adminCrud.inLanguage', {
                      label: t('formBuilder.optionLabel', { position: index + 1 }),
                      language: languageNames[language],
                    })}
                    required={language === 'es'}
                    value={option.etiqueta[language] ?? ''}
                    onChange={(event) => {
                      replace(option, withOptionLabel(option, language, event.target.value, options), labelPath);
                    }}
                    error={errorOf(labelPath) !== undefined}
                    helperText={errorOf(labelPath)}
                    sx={{ flex: 2, minWidth: 180 }}
                  />
                  <TextField
                    size="small"
                    label={t('formBuilder.optionValue', { position: index + 1 })}
                    required
                    value={option.valor}
                    onChange={(event) => {
                      replace(option, { ...option, valor: event.target.value, valorEdited: true }, valuePath);
                    }}
                    error={errorOf(valuePath) !== undefined}
                    helperText={errorOf(valuePath)}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                    sx={{ flex: 1, minWidth: 120 }}
                  />
                  <Box sx={{ whiteSpace: 'nowrap', pt: 0.5 }}>
                    <IconButton
                      size="small"
                      aria-label={t('formBuilder.moveOptionUp', { name })}
                      disabled={index === 0}
                      onClick={() => {
                        onChange(moveItem(options, index, index - 1), fieldPath(field, 'opciones'));
                      }}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('formBuilder.moveOptionDown', { name })}
                      disabled={index === options.length - 1}
                      onClick={() => {
                        onChange(moveItem(options, index, index + 1), fieldPath(field, 'opciones'));
                      }}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('formBuilder.removeOption', { name })}
                      onClick={() => {
                        onChange(
                          options.filter((current) => current.key !== option.key),
                          fieldPath(field, 'opciones'),
                        );
                      }}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
      </LanguageTabs>
      {listError ? (
        <FormHelperText error sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      ) : null}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={options.length >= maxOptions}
        onClick={() => {
          onChange([...options, newOptionDraft(options)], fieldPath(field, 'opciones'));
        }}
        sx={{ mt: 1 }}
      >
        {t('formBuilder.addOption')}
      </Button>
    </Box>
  );
}
