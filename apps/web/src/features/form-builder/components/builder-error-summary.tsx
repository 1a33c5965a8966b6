import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/components/admin-crud/admin-crud.ts';
import { builderMessages, type FormDraftState } from '../utils/form-draft.ts';

/** The builder's Spanish validation texts and their translation keys. */
export const knownMessages: ReadonlyMap<string, string> = new Map([
  [builderMessages.idRequired, 'formBuilder.errors.idRequired'],
  [builderMessages.idPattern, 'formBuilder.errors.idPattern'],
  [builderMessages.duplicateId, 'formBuilder.errors.duplicateId'],
  [builderMessages.nameRequired, 'formBuilder.errors.nameRequired'],
  [builderMessages.noOptions, 'formBuilder.errors.noOptions'],
  [builderMessages.valueRequired, 'formBuilder.errors.valueRequired'],
  [builderMessages.duplicateValue, 'formBuilder.errors.duplicateValue'],
  [builderMessages.maxRange, 'formBuilder.errors.maxRange'],
  [builderMessages.tooManyOptions, 'formBuilder.errors.tooManyOptions'],
]);

type SummaryEntry = { path: string; position: number | null; message: string };

/** The errors in reading order: the name first, then each question's by position. */
function errorSummary(draft: FormDraftState, errors: ReadonlyMap<string, string>): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const [path, message] of errors) {
    if (!path.startsWith('campos.')) {
      entries.push({ path, position: null, message });
    }
  }
  draft.campos.forEach((field, index) => {
    const prefix = `campos.${field.key}.`;
    for (const [path, message] of errors) {
      if (path.startsWith(prefix)) {
        entries.push({ path, position: index + 1, message });
      }
    }
  });
  return entries;
}

type BuilderErrorSummaryProps = {
  draft: FormDraftState;
  errors: ReadonlyMap<string, string>;
  /** The summary, focused after a save that did not pass the checks. */
  summaryRef: Ref<HTMLDivElement>;
};

/** Why the form cannot be saved: every error, the name's first, then each question's by position. */
export function BuilderErrorSummary({ draft, errors, summaryRef }: BuilderErrorSummaryProps) {
  const { t } = useTranslation();
  const summary = errorSummary(draft, errors);
  if (summary.length === 0) {
    return null;
  }
  return (
    <Alert severity="error" ref={summaryRef} tabIndex={-1}>
      <AlertTitle>{t('formBuilder.cannotSave')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {summary.map((entry) => (
          <li key={entry.path}>
            {entry.position === null
              ? translateFieldError(entry.message, t, knownMessages)
              : t('formBuilder.errorInField', {
                  position: entry.position,
                  message: translateFieldError(entry.message, t, knownMessages),
                })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
