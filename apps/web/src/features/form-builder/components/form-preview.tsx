import { memo, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { languageCodes, languageTags, type LanguageCode } from '@atalaya/contract/limits';
import { Loader } from '@/components/ui/loader.tsx';
import { languageNames, useLanguage } from '@/lib/i18n.ts';

/** What the preview slot receives: the questions, and the `<form>` id and handler of "Comprobar". */
export type PreviewProps = {
  fields: FormField[];
  /** The id to give the rendered `<form>`, so the panel's "Comprobar respuestas" button submits it. */
  formId: string;
  /** To be called with the answers when they pass the form's validation. */
  onValid: () => void;
};

/** Renders the reporter's form for the preview (supplied by the page, which may use other features). */
export type RenderPreview = (props: PreviewProps) => ReactNode;

type FormPreviewProps = {
  fields: FormField[];
  renderPreview: RenderPreview;
};

/**
 * Renders the children in `language` without changing the interface language: a copy of the
 * i18n instance (sharing its loaded texts) set to that language.
 */
function InLanguage({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { i18n } = useTranslation();
  const instance = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  return (
    <I18nextProvider i18n={instance}>
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </I18nextProvider>
  );
}

/**
 * The live preview: the questions being edited, rendered by the reporter's own form in the
 * language chosen here. "Comprobar respuestas" runs the reporter's validation on what was typed.
 */
export const FormPreview = memo(function FormPreview({ fields, renderPreview }: FormPreviewProps) {
  const { t } = useTranslation();
  const { language: interfaceLanguage } = useLanguage();
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const [checked, setChecked] = useState(false);
  const formId = `${useId()}-preview`;
  const headingId = useId();
  const language = chosen ?? interfaceLanguage;
  const content = renderPreview({
    fields,
    formId,
    onValid: () => {
      setChecked(true);
    },
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id={headingId} variant="h2" component="h3" sx={{ fontSize: '1.25rem' }}>
          {t('formBuilder.preview')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('formBuilder.previewLanguage')}
          value={language}
          onChange={(event) => {
            setChosen(event.target.value as LanguageCode);
          }}
          sx={{ minWidth: 180 }}
        >
          {languageCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {languageNames[code]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('formBuilder.previewNote')}
      </Typography>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('formBuilder.previewEmpty')}</Typography>
      ) : (
        <>
          <Box
            lang={languageTags[language]}
            data-testid="form-preview"
            onChange={() => {
              setChecked(false);
            }}
          >
            {language === interfaceLanguage ? content : <InLanguage language={language}>{content}</InLanguage>}
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Button type="submit" form={formId} variant="outlined">
              {t('formBuilder.checkAnswers')}
            </Button>
          </Stack>
          <Box aria-live="polite" sx={{ mt: checked ? 1 : 0 }}>
            {checked ? <Alert severity="success">{t('formBuilder.answersValid')}</Alert> : null}
          </Box>
        </>
      )}
    </Paper>
  );
});
