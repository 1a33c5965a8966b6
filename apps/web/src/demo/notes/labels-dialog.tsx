import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import {
  createNoteLabel,
  deleteNoteLabel,
  fetchNoteLabels,
  noteKeys,
  renameNoteLabel,
  type NoteLabel,
} from './notes-api.ts';
import { notesStrings } from './notes-strings.ts';

/** One label: its name saved on Enter or when the field is left; delete strips it from the notes. */
function LabelRow({
  label,
  onRename,
  onDelete,
}: {
  label: NoteLabel;
  onRename: (title: string) => void;
  onDelete: () => void;
}) {
  const { t } = useAreaText(notesStrings);
  const [title, setTitle] = useState(label.title);
  function commit() {
    if (title.trim() && title.trim() !== label.title) {
      onRename(title.trim());
    } else {
      setTitle(label.title);
    }
  }
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <TextField
        size="small"
        fullWidth
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': t('renameLabel', { title: label.title }) } }}
      />
      <IconButton aria-label={t('deleteLabel', { title: label.title })} onClick={onDelete}>
        <DeleteOutlinedIcon />
      </IconButton>
    </ListItem>
  );
}

/** The labels dialog: add, rename, delete the notes' labels. */
export function LabelsDialogButton() {
  const { t } = useAreaText(notesStrings);
  const demo = useDemoText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const labels = useQuery({ queryKey: noteKeys.labels, queryFn: fetchNoteLabels });
  function refresh() {
    return queryClient.invalidateQueries({ queryKey: noteKeys.all });
  }
  const add = useMutation({ mutationFn: createNoteLabel, onSuccess: refresh });
  const rename = useMutation({
    mutationFn: ({ id, title: newTitle }: { id: string; title: string }) => renameNoteLabel(id, newTitle),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteNoteLabel, onSuccess: refresh });
  return (
    <>
      <Button startIcon={<LabelOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('editLabels')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('editLabels')}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ pt: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (title.trim()) {
                add.mutate(title.trim());
                setTitle('');
              }
            }}
          >
            <TextField
              size="small"
              label={t('newLabel')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <Button type="submit" variant="outlined">
              {demo.t('common.add')}
            </Button>
          </Stack>
          {add.isError || rename.isError || remove.isError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('saveFailed')}
            </Alert>
          ) : null}
          <List aria-label={t('labels')}>
            {(labels.data ?? []).map((label) => (
              <LabelRow
                key={`${label.id}:${label.title}`}
                label={label}
                onRename={(newTitle) => rename.mutate({ id: label.id, title: newTitle })}
                onDelete={() => remove.mutate(label.id)}
              />
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{demo.t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
