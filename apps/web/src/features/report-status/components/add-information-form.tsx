import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { addInformationMax } from '@atalaya/contract/complaints/complaint.schemas';
import { FileAttachments } from '@/components/complaint/file-attachments.tsx';
import type { AttachedFile } from '@/components/complaint/file-attachments.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { uploadFile } from '@/lib/upload-file.ts';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { translateValidation } from '@/lib/validation-messages.ts';
import { useAddInformation } from '../api/add-information.ts';

type AddInformationFormProps = {
  isResolved: boolean;
  limits: UploadLimits;
  /** Query keys refreshed after adding (the documents list and the chat). */
  refreshKeys: { docs: readonly unknown[]; chat: readonly unknown[] };
};

async function uploadForComplaint(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<AttachedFile> {
  const answer = await uploadFile(file, { onProgress, signal });
  return { iddocumento: answer.data.iddocumento, nombre: answer.data.nombre, tamano: answer.data.tamano };
}

/** "Añadir información": a text (sent as a chat message) and files, through the upload dialog. */
export function AddInformationForm({ isResolved, limits, refreshKeys }: AddInformationFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useAddInformation(refreshKeys);
  const length = text.trim().length;
  const isOver = length > addInformationMax;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    if (length === 0 && files.length === 0) {
      setError(t('validation.addInformation'));
      return;
    }
    if (isOver) {
      setError(t('validation.max', { count: addInformationMax }));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ informacion: text, documentos: files.map((file) => file.iddocumento) });
      setText('');
      setFiles([]);
      setDone(t('complaint.addInfo.done'));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && caught.errors.length > 0) {
        setError(translateValidation(caught.errors[0]?.message, t));
      } else if (!(caught instanceof ApiError && caught.status === 501)) {
        setError(t('complaint.addInfo.failed'));
      }
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('complaint.addInfo.title')}
      </Typography>
      {isResolved ? (
        <Alert severity="info">{t('complaint.addInfo.resolved')}</Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => {
            void onSubmit(event);
          }}
        >
          <Typography color="text.secondary">{t('complaint.addInfo.intro')}</Typography>
          <TextField
            id="add-information-text"
            label={t('complaint.addInfo.label')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            multiline
            minRows={4}
            fullWidth
            autoComplete="off"
            error={error !== null && files.length === 0}
            helperText={
              <Box
                component="span"
                sx={{ display: 'block', textAlign: 'right', color: isOver ? 'error.main' : undefined }}
              >
                {t('form.counter', { count: length, max: addInformationMax })}
              </Box>
            }
          />
          <FileAttachments
            label={t('complaint.addInfo.files')}
            note={t('complaint.addInfo.filesNote')}
            files={files}
            limits={limits}
            upload={uploadForComplaint}
            onAdded={(file) => {
              setFiles((current) => [...current, file]);
              setError(null);
            }}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {done ? (
            <Alert severity="success" role="status">
              {done}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" disabled={add.isPending}>
              {t('complaint.addInfo.submit')}
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
