import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

export type AnswersListProps = {
  /** The questions, in order (of the form version that was answered). */
  fields: readonly FormField[];
  /** Answers keyed by field id. */
  answers: Readonly<Record<string, unknown>>;
  /** Names of attached documents by iddocumento, for `adjunto` answers. */
  fileNames?: Readonly<Record<number, string>>;
  /** Draws an answer's text (the back office marks the redacted passages); plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Something beside a question, given its stored answer (the back office's "Tachar"); nothing by default. */
  renderAction?: (field: FormField, value: unknown) => ReactNode;
};

function optionLabel(field: FormField, value: string, language: LanguageCode): string {
  const option = field.opciones.find((candidate) => candidate.valor === value);
  return option ? pickText(option.etiqueta, language) : value;
}

/** One answer as text in the interface language; `null` when unanswered. */
export function formatAnswer(
  field: FormField,
  value: unknown,
  language: LanguageCode,
  t: TFunction,
  fileNames: Readonly<Record<number, string>> = {},
): string | null {
  switch (field.tipo) {
    case 'casilla':
      return value === true ? t('common.yes') : value === false ? t('common.no') : null;
    case 'opcion_multiple':
      if (!Array.isArray(value) || value.length === 0) {
        return null;
      }
      return value.map((item) => optionLabel(field, String(item), language)).join(', ');
    case 'adjunto':
      if (!Array.isArray(value) || value.length === 0) {
        return null;
      }
      return value
        .map((id) => (typeof id === 'number' ? (fileNames[id] ?? t('answers.file', { id })) : String(id)))
        .join(', ');
    case 'opcion_unica':
      return typeof value === 'string' && value !== '' ? optionLabel(field, value, language) : null;
    case 'fecha':
      return typeof value === 'string' && value !== '' ? formatDate(value, language) : null;
    default:
      return typeof value === 'string' && value.trim() !== '' ? value : null;
  }
}

/** The questions of a form with the answers given, read-only (a description list). */
export function AnswersList({ fields, answers, fileNames, renderText, renderAction }: AnswersListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }} data-testid="answers-list">
      {fields.map((field) => {
        const text = formatAnswer(field, answers[field.id], language, t, fileNames);
        const action = renderAction?.(field, answers[field.id]);
        return (
          <Box key={field.id}>
            <Typography
              component="dt"
              sx={action ? { fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 } : { fontWeight: 600 }}
            >
              {pickText(field.etiqueta, language)}
              {action}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                mt: 0.25,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                color: text ? 'text.primary' : 'text.secondary',
              }}
            >
              {text === null ? t('answers.empty') : renderText ? renderText(text) : text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
