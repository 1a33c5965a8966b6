import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AlarmOffIcon from '@mui/icons-material/AlarmOff';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { NoteChecklist } from './note-checklist.tsx';
import {
  createNote,
  deleteNote,
  fromLocalInput,
  noteKeys,
  toLocalInput,
  updateNote,
  type Note,
  type NoteDraft,
  type NoteLabel,
} from './notes-api.ts';
import { notesStrings } from './notes-strings.ts';

type NoteDialogProps = { note: Note | undefined; labels: NoteLabel[]; onClose: () => void };

function draftOf(note: Note | undefined): NoteDraft {
  return {
    title: note?.title ?? '',
    content: note?.content ?? '',
    tasks: note?.tasks ?? [],
    reminder: note?.reminder ?? null,
    labels: note?.labels ?? [],
    archived: note?.archived ?? false,
  };
}

/** A new note or one to edit: title, text, checklist, labels, reminder; archive or delete it. */
export function NoteDialog({ note, labels, onClose }: NoteDialogProps) {
  const { t } = useAreaText(notesStrings);
  const demo = useDemoText();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<NoteDraft>(() => draftOf(note));
  const [confirming, setConfirming] = useState(false);
  async function done() {
    await queryClient.invalidateQueries({ queryKey: noteKeys.list });
    onClose();
  }
  const save = useMutation({
    mutationFn: (fields: Partial<NoteDraft>) =>
      note ? updateNote(note.id, { ...draft, ...fields }) : createNote({ ...draft, ...fields }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: () => deleteNote(note?.id ?? ''), onSuccess: done });
  function set(patch: Partial<NoteDraft>) {
    return setDraft((current) => ({ ...current, ...patch }));
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{note ? t('editNote') : t('newNote')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({});
          }}
        >
          <TextField
            label={t('fieldTitle')}
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
          />
          <TextField
            label={t('fieldContent')}
            value={draft.content}
            onChange={(event) => set({ content: event.target.value })}
            multiline
            minRows={3}
          />
          <NoteChecklist value={draft.tasks} onChange={(tasks) => set({ tasks })} />
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t('labels')}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              {labels.map((label) => (
                <FormControlLabel
                  key={label.id}
                  label={label.title}
                  control={
                    <Checkbox
                      checked={draft.labels.includes(label.id)}
                      onChange={(event) =>
                        set({
                          labels: event.target.checked
                            ? [...draft.labels, label.id]
                            : draft.labels.filter((id) => id !== label.id),
                        })
                      }
                    />
                  }
                />
              ))}
            </Stack>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              type="datetime-local"
              label={t('reminder')}
              value={toLocalInput(draft.reminder)}
              onChange={(event) => set({ reminder: fromLocalInput(event.target.value) })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flexGrow: 1 }}
            />
            <IconButton
              aria-label={t('clearReminder')}
              onClick={() => set({ reminder: null })}
              disabled={!draft.reminder}
            >
              <AlarmOffIcon />
            </IconButton>
          </Stack>
        </Stack>
        {save.isError || remove.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('saveFailed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {note ? (
          <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        ) : null}
        <Button
          startIcon={draft.archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
          onClick={() => save.mutate({ archived: !draft.archived })}
          disabled={save.isPending}
          sx={{ mr: 'auto' }}
        >
          {draft.archived ? t('unarchive') : t('archive')}
        </Button>
        <Button onClick={onClose}>{demo.t('common.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={save.isPending}>
          {demo.t('common.save')}
        </Button>
      </DialogActions>
      <DemoConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        text={t('deleteText', { title: draft.title || t('untitled') })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Dialog>
  );
}
