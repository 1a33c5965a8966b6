import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { AnswersList } from '@/components/complaint/answers-list.tsx';

type CaseAnswersProps = {
  detail: CaseDetail;
  /** Names of the case's documents by iddocumento, for attachment answers. */
  fileNames: Readonly<Record<number, string>>;
  /** Draws an answer's text (redacted passages marked); plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Something beside a question, given its stored answer ("Tachar"); nothing by default. */
  renderAction?: (field: FormField, value: unknown) => ReactNode;
};

/** What the reporter answered, and the contact data when the reporter chose not to stay anonymous. */
export function CaseAnswers({ detail, fileNames, renderText, renderAction }: CaseAnswersProps) {
  const { t } = useTranslation();
  const answersId = useId();
  const contactId = useId();
  const contact = detail.contacto;
  const contactRows = contact
    ? [
        { key: 'nombre', label: t('caseDetail.contact.name'), value: contact.nombre },
        { key: 'email', label: t('caseDetail.contact.email'), value: contact.email },
        { key: 'telefono', label: t('caseDetail.contact.phone'), value: contact.telefono },
      ].filter((row) => row.value !== '')
    : [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby={contactId}>
        <Typography id={contactId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {t('caseDetail.contact.title')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="case-contact">
          {contact ? (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              {contactRows.map((row) => (
                <Box key={row.key}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {row.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('caseDetail.contact.anonymous')}</Typography>
          )}
        </Paper>
      </Box>
      <Box component="section" aria-labelledby={answersId}>
        <Typography id={answersId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {t('caseDetail.answers')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <AnswersList
            fields={detail.campos}
            answers={detail.answers}
            fileNames={fileNames}
            renderText={renderText}
            renderAction={renderAction}
          />
        </Paper>
      </Box>
    </Box>
  );
}
