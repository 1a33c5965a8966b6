import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { LabelsDialogButton } from './labels-dialog.tsx';
import { NoteCard } from './note-card.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { fetchNoteLabels, fetchNotes, filterNotes, noteKeys, parseFilter, type Note } from './notes-api.ts';
import { notesStrings } from './notes-strings.ts';

/** Which note the dialog edits: a new one, or one by id. */
type Editing = { kind: 'new' } | { kind: 'note'; id: string } | null;

/** The notes app: filters (notes, reminders, archive, each label), the notes as a masonry, the note dialog. */
export function NotesPage() {
  const { t } = useAreaText(notesStrings);
  const demo = useDemoText();
  const [params, setParams] = useSearchParams();
  const filterValue = params.get('filter') ?? 'notes';
  const filter = parseFilter(filterValue);
  const [editing, setEditing] = useState<Editing>(null);
  const notes = useQuery({ queryKey: noteKeys.list, queryFn: fetchNotes, staleTime: 0 });
  const labels = useQuery({ queryKey: noteKeys.labels, queryFn: fetchNoteLabels });
  const labelList = labels.data ?? [];
  const shown = filterNotes(notes.data ?? [], filter);
  const filters = [
    { value: 'notes', label: t('filterNotes') },
    { value: 'reminders', label: t('filterReminders') },
    { value: 'archive', label: t('filterArchive') },
    ...labelList.map((label) => ({ value: `label:${label.id}`, label: label.title })),
  ];
  const editedNote: Note | undefined =
    editing?.kind === 'note' ? notes.data?.find((note) => note.id === editing.id) : undefined;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <LabelsDialogButton />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'new' })}>
          {t('add')}
        </Button>
      </Stack>
      <Box role="group" aria-label={t('filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {filters.map((item) => {
          const current = item.value === filterValue;
          return (
            <Chip
              key={item.value}
              label={item.label}
              clickable
              color={current ? 'primary' : 'default'}
              variant={current ? 'filled' : 'outlined'}
              aria-pressed={current}
              onClick={() => setParams(item.value === 'notes' ? {} : { filter: item.value })}
            />
          );
        })}
      </Box>
      <Typography role="status" variant="body2" color="text.secondary">
        {notes.data ? t('count', { count: shown.length }) : ''}
      </Typography>
      {notes.isError ? <Alert severity="error">{demo.t('demo.loadFailed')}</Alert> : null}
      {notes.isPending ? <Loader /> : null}
      {notes.data && shown.length === 0 ? <Typography>{t('empty')}</Typography> : null}
      <Box
        component="ul"
        aria-label={t('list')}
        sx={{ listStyle: 'none', m: 0, p: 0, columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }}
      >
        {shown.map((note) => (
          <Box component="li" key={note.id} sx={{ breakInside: 'avoid', mb: 2 }}>
            <NoteCard note={note} labels={labelList} onOpen={() => setEditing({ kind: 'note', id: note.id })} />
          </Box>
        ))}
      </Box>
      {editing ? (
        <NoteDialog
          key={editing.kind === 'note' ? editing.id : 'new'}
          note={editedNote}
          labels={labelList}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
