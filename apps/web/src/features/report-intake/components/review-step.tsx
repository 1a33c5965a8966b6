import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { AnswersList } from '@/components/complaint/answers-list.tsx';
import type { AttachedFile } from '@/components/complaint/file-attachments.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import type { ExternalChannel } from './channel-entry.tsx';
import type { Identity } from './identity-step.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';
import { useAccessClaims } from '@/lib/tokens.ts';

type ReviewStepProps = {
  type: ComplaintType;
  fields: readonly FormField[];
  answers: Readonly<Record<string, unknown>>;
  identity: Identity;
  documents: readonly AttachedFile[];
  filesById: Readonly<Record<number, AttachedFile>>;
  tenantName: string;
  externalChannel?: ExternalChannel;
  acceptsPrivacy: boolean;
  privacyError?: string;
  onAcceptsPrivacyChange: (accepts: boolean) => void;
  onEdit: (step: number) => void;
};

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={titleId} component="h3" variant="h6">
          {title}
        </Typography>
        <Button
          size="small"
          aria-label={t('intake.review.editSection', { section: title })}
          onClick={() => {
            onEdit(step);
          }}
        >
          {t('intake.review.edit')}
        </Button>
      </Box>
      {children}
    </Paper>
  );
}

/**
 * What the review lists: the questions without the file questions, and every file the
 * communication carries (the documents step's and those given to a file question) in one list,
 * so a file never shows as an unanswered question.
 */
export function reviewContents(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
  documents: readonly AttachedFile[],
  filesById: Readonly<Record<number, AttachedFile>>,
): { questions: FormField[]; files: AttachedFile[] } {
  const files = [...documents];
  for (const field of fields) {
    const value = answers[field.id];
    if (field.tipo !== 'adjunto' || !Array.isArray(value)) {
      continue;
    }
    for (const id of value) {
      const file = typeof id === 'number' ? filesById[id] : undefined;
      if (file && !files.some((known) => known.iddocumento === id)) {
        files.push(file);
      }
    }
  }
  return { questions: fields.filter((field) => field.tipo !== 'adjunto'), files };
}

/** Step 5: everything the reporter is about to send, the privacy notice and its required checkbox. */
export function ReviewStep({
  type,
  fields,
  answers,
  identity,
  documents,
  filesById,
  tenantName,
  externalChannel,
  acceptsPrivacy,
  privacyError,
  onAcceptsPrivacyChange,
  onEdit,
}: ReviewStepProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorId = useId();
  const { questions, files } = reviewContents(fields, answers, documents, filesById);
  // Filed with a citizen's verified identity (issue 16 §3): never anonymous.
  const isCitizen = useAccessClaims()?.tipoacceso === 'Ciudadano';

  return (
    <Stack spacing={2.5}>
      <Section title={t('intake.review.type')} step={0} onEdit={onEdit}>
        <Typography data-testid="review-type">{pickText(type.nombre, language)}</Typography>
      </Section>
      <Section title={t('intake.review.answers')} step={1} onEdit={onEdit}>
        <AnswersList fields={questions} answers={answers} />
      </Section>
      <Section title={t('intake.review.identity')} step={2} onEdit={onEdit}>
        {isCitizen || identity.modo === 'verificado' ? (
          <Typography>{t('intake.review.verified')}</Typography>
        ) : identity.modo === 'anonimo' ? (
          <Typography>{t('intake.review.anonymous')}</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            {(
              [
                ['name', identity.contact.nombre],
                ['email', identity.contact.email],
                ['phone', identity.contact.telefono],
              ] as const
            ).map(([key, value]) => (
              <Box key={key}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t(`intake.identity.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, color: value ? 'text.primary' : 'text.secondary' }}>
                  {value || t('answers.empty')}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Typography sx={{ mt: 1.5 }} data-testid="review-notices">
          {identity.correo_avisos === ''
            ? t('intake.review.noNotices')
            : t('intake.review.notices', { address: identity.correo_avisos })}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="review-meeting">
          {identity.reunion.quiere
            ? t('intake.review.meeting', { mode: t(`complaint.meeting.modesInText.${identity.reunion.modalidad}`) })
            : t('intake.review.noMeeting')}
        </Typography>
      </Section>
      <Section title={t('intake.review.attachments')} step={3} onEdit={onEdit}>
        {files.length === 0 ? (
          <Typography>{t('upload.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="review-files">
            {files.map((file) => (
              <li key={file.iddocumento}>
                {file.nombre} ({formatFileSize(file.tamano, language)})
              </li>
            ))}
          </Box>
        )}
      </Section>

      <PrivacyNotice tenantName={tenantName} externalChannel={externalChannel} />

      <FormControl required error={privacyError !== undefined}>
        <FormControlLabel
          required
          control={
            <Checkbox
              id="accept-privacy"
              checked={acceptsPrivacy}
              onChange={(event) => {
                onAcceptsPrivacyChange(event.target.checked);
              }}
              slotProps={{ input: { 'aria-describedby': privacyError ? errorId : undefined } }}
            />
          }
          label={t('intake.privacy.accept')}
        />
        {privacyError ? (
          <FormHelperText id={errorId} sx={{ mx: 0, fontWeight: 600 }}>
            {privacyError}
          </FormHelperText>
        ) : null}
      </FormControl>
    </Stack>
  );
}
