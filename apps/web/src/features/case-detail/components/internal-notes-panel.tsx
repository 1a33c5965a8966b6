import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { internalNoteBodySchema, internalNoteMax } from '@atalaya/contract/complaints/case-detail.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useAddInternalNote, useInternalNotes } from '../api/internal-notes.ts';

/**
 * Internal notes of a case: seen by handlers only, never by the reporter; append-only (a note
 * cannot be edited or deleted), oldest first.
 */
export function InternalNotesPanel({ iddenuncia }: { iddenuncia: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const notes = useInternalNotes(iddenuncia);
  const addNote = useAddInternalNote(iddenuncia);
  const [text, setText] = useState('');
  const isValid = internalNoteBodySchema.safeParse({ den_notas_internas: { iddenuncia, nota: text } }).success;
  const list = notes.data ?? [];

  async function add() {
    if (!isValid) {
      return;
    }
    try {
      await addNote.mutateAsync(text);
      setText('');
    } catch {
      // The snackbar said why; the text stays.
    }
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('caseDetail.notes.title')}
      </Typography>
      <Alert severity="info" icon={<LockOutlinedIcon aria-hidden="true" />} sx={{ mb: 2 }} data-testid="notes-private">
        {t('caseDetail.notes.private')}
      </Alert>
      {notes.isPending ? <Loader /> : null}
      {notes.isError ? <Alert severity="error">{t('caseDetail.loadPartError')}</Alert> : null}
      {notes.isSuccess && list.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('caseDetail.notes.empty')}
        </Typography>
      ) : null}
      {list.length > 0 ? (
        <List aria-labelledby={titleId} sx={{ mb: 2 }} data-testid="internal-notes">
          {list.map((note) => (
            <ListItem key={note.idnota} disableGutters sx={{ display: 'block' }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {t('caseDetail.notes.byline', { user: note.usuario, date: formatDateTime(note.fec_alta, language) })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.nota}</Typography>
              </Paper>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          label={t('caseDetail.notes.new')}
          value={text}
          multiline
          minRows={3}
          fullWidth
          error={text.length > internalNoteMax}
          onChange={(event) => {
            setText(event.target.value);
          }}
          helperText={`${t('caseDetail.notes.hint')} ${t('caseDetail.counter', { count: text.length, max: internalNoteMax })}`}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1.5 }} disabled={!isValid || addNote.isPending}>
          {t('caseDetail.notes.add')}
        </Button>
      </Box>
    </Box>
  );
}
