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
import type { SubTaskDraft } from './tasks-api.ts';
import { tasksStrings } from './tasks-strings.ts';

type SubtasksFieldProps = { value: SubTaskDraft[]; onChange: (value: SubTaskDraft[]) => void };

/** The task's checklist: tick, remove, add (saved with the task). */
export function SubtasksField({ value, onChange }: SubtasksFieldProps) {
  const { t } = useAreaText(tasksStrings);
  const [title, setTitle] = useState('');
  function add() {
    if (title.trim()) {
      onChange([...value, { title: title.trim(), completed: false }]);
      setTitle('');
    }
  }
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('subtasks')}
      </Typography>
      <List dense disablePadding>
        {value.map((sub, index) => (
          <ListItem
            key={sub.id ?? `new-${index}`}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                aria-label={t('removeSubtask', { title: sub.title })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <Checkbox
              checked={sub.completed}
              onChange={(event) =>
                onChange(value.map((item, at) => (at === index ? { ...item, completed: event.target.checked } : item)))
              }
              slotProps={{ input: { 'aria-label': sub.title } }}
              sx={{ p: 0.5, mr: 1 }}
            />
            <Typography variant="body2" sx={{ textDecoration: sub.completed ? 'line-through' : undefined, pr: 4 }}>
              {sub.title}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('subtaskTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={add}>
          {t('addSubtask')}
        </Button>
      </Stack>
    </Stack>
  );
}
