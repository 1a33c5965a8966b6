import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailPlaceholders, mailTemplateInputSchema, type MailTemplate } from '@atalaya/contract/mail/mail.schemas';
import { notify } from '@/lib/notices.ts';
import { previewMail, useSaveMailTemplate, type MailPreview } from '../api/mail-templates.ts';
import { TestMailDialog } from './test-mail-dialog.tsx';

type TemplateEditorProps = { template: MailTemplate };

function fieldErrors(values: { asunto: string; cuerpo: string }, template: MailTemplate) {
  const parsed = mailTemplateInputSchema.safeParse({ idplantilla: template.idplantilla, ...values, activo: true });
  const errors: Partial<Record<'asunto' | 'cuerpo', string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'asunto' || key === 'cuerpo') && !errors[key]) {
        errors[key] = issue.message;
      }
    }
  }
  return errors;
}

/** One template (an event in one language): subject, plain-text body, placeholders, preview, test send. */
export function TemplateEditor({ template }: TemplateEditorProps) {
  const { t } = useTranslation();
  const [asunto, setAsunto] = useState(template.asunto);
  const [cuerpo, setCuerpo] = useState(template.cuerpo);
  const [activo, setActivo] = useState(template.activo);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const save = useSaveMailTemplate();
  const errors = fieldErrors({ asunto, cuerpo }, template);
  const valid = Object.keys(errors).length === 0;
  const dirty = asunto !== template.asunto || cuerpo !== template.cuerpo || activo !== template.activo;

  async function onSave() {
    try {
      await save.mutateAsync({ idplantilla: template.idplantilla, asunto, cuerpo, activo });
      notify({ message: t('messages.updated'), severity: 'success' });
    } catch {
      notify({ message: t('messages.updateFailed'), severity: 'error' });
    }
  }

  async function onPreview() {
    try {
      setPreview(await previewMail({ evento: template.evento, asunto, cuerpo }));
    } catch {
      setPreview(null);
    }
  }

  return (
    <Stack spacing={2}>
      <TextField
        label={t('mailAdmin.subject')}
        value={asunto}
        onChange={(e) => setAsunto(e.target.value)}
        error={Boolean(errors.asunto)}
        helperText={errors.asunto}
        required
        fullWidth
      />
      <TextField
        label={t('mailAdmin.body')}
        value={cuerpo}
        onChange={(e) => setCuerpo(e.target.value)}
        error={Boolean(errors.cuerpo)}
        helperText={errors.cuerpo ?? t('mailAdmin.bodyHelp')}
        required
        multiline
        minRows={6}
        fullWidth
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('mailAdmin.placeholders')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mailPlaceholders.map((name) => (
            <Chip
              key={name}
              label={`{{${name}}}`}
              onClick={() => setCuerpo((current) => `${current}{{${name}}}`)}
              aria-label={t('mailAdmin.insertPlaceholder', { name })}
            />
          ))}
        </Stack>
      </Box>
      <FormControlLabel
        control={<Switch checked={activo} onChange={(e) => setActivo(e.target.checked)} />}
        label={t('mailAdmin.active')}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void onSave()} disabled={!valid || !dirty || save.isPending}>
          {t('mailAdmin.save')}
        </Button>
        <Button variant="outlined" onClick={() => void onPreview()} disabled={!valid}>
          {t('mailAdmin.preview')}
        </Button>
        <Button variant="outlined" onClick={() => setTestOpen(true)} disabled={dirty}>
          {t('mailAdmin.sendTest')}
        </Button>
      </Stack>
      {dirty ? <Alert severity="info">{t('mailAdmin.saveBeforeTest')}</Alert> : null}
      {preview ? (
        <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('mailAdmin.preview')} role="region">
          <Typography sx={{ fontWeight: 600 }}>{preview.asunto}</Typography>
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}>
            {preview.cuerpo}
          </Typography>
        </Paper>
      ) : null}
      <TestMailDialog open={testOpen} idplantilla={template.idplantilla} onClose={() => setTestOpen(false)} />
    </Stack>
  );
}
