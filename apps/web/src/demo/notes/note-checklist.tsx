import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useAreaText } from '../lib/demo-text.ts';
import type { NoteTaskDraft } from './notes-api.ts';
import { notesStrings } from './notes-strings.ts';

type NoteChecklistProps = { value: NoteTaskDraft[]; onChange: (value: NoteTaskDraft[]) => void };

/** The note's checklist in the dialog: tick, remove, add (saved with the note). */
export function NoteChecklist({ value, onChange }: NoteChecklistProps) {
  const { t } = useAreaText(notesStrings);
  const [content, setContent] = useState('');
  function add() {
    if (content.trim()) {
      onChange([...value, { content: content.trim(), completed: false }]);
      setContent('');
    }
  }
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('checklist')}
      </Typography>
      <List dense disablePadding>
        {value.map((task, index) => (
          <ListItem
            key={task.id ?? `new-${index}`}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                aria-label={t('removeItem', { content: task.content })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <Checkbox
              checked={task.completed}
              onChange={(event) =>
                onChange(value.map((item, at) => (at === index ? { ...item, completed: event.target.checked } : item)))
              }
              slotProps={{ input: { 'aria-label': task.content } }}
              sx={{ p: 0.5, mr: 1 }}
            />
            <Typography
              variant="body2"
              sx={{ pr: 4, overflowWrap: 'anywhere', textDecoration: task.completed ? 'line-through' : undefined }}
            >
              {task.content}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('checklistItem')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={add}>
          {t('addItem')}
        </Button>
      </Stack>
    </Stack>
  );
}
